// `score <contract> <declarer> <tricks> --vul V` or `score --csv FILE`: Law 77 from North-South's side.
import { z } from 'zod';
import { formatProblem, readTableEntry, scoreCsv } from '@bridge-laws/scoring';
import type { Command } from '../command.js';
import { parseFlags, validate, UsageError, stringFlag, booleanFlag } from '../command.js';
import { EXIT } from '../io.js';

const Vul = z.object({ vul: z.enum(['None', 'NS', 'EW', 'All'], { message: '--vul must be None, NS, EW or All' }) });

export const scoreCommand: Command = {
  name: 'score',
  summary: "a contract's score from North-South's side (Law 77), one or a CSV batch",
  help: `Usage: bridge-laws score <contract> <declarer> <tricks> --vul None|NS|EW|All [--json]
       bridge-laws score --csv FILE

Prints North-South's score (Law 77) as a bare integer: positive when North-South score.
  contract     4H, 3NT, 6SX, 7NXX; P or passed-out for a board passed out (score 0)
  declarer     N, E, S or W (omit for a passed-out board)
  tricks       tricks won by declarer's side, 0-13
  --vul        which sides are vulnerable (Law 2)
  --json       print {"ns": n}
  --csv FILE   read rows contract,declarer,vulnerable,tricks (header first) and print
               them back with a score_ns column; bad rows are listed with their line (exit 1)`,
  async run(args, io) {
    const flags = parseFlags(args, { vul: { type: 'string' }, json: { type: 'boolean' }, csv: { type: 'string' } });
    const csv = stringFlag(flags, 'csv');
    if (csv !== undefined) {
      if (flags.positionals.length > 0) throw new UsageError('--csv takes no other arguments');
      const r = scoreCsv(await io.readFile(csv), csv);
      if (!r.ok) {
        for (const p of r.error) io.err(formatProblem(p));
        return EXIT.failure;
      }
      io.out(r.value);
      return EXIT.ok;
    }
    const [contract, ...rest] = flags.positionals;
    if (contract === undefined) throw new UsageError('expected <contract> <declarer> <tricks>, or --csv FILE');
    const passedOut = /^(p|pass|passed-out)$/i.test(contract);
    if (passedOut ? rest.length > 0 : rest.length !== 2) throw new UsageError('expected <contract> <declarer> <tricks>');
    const { vul } = validate(Vul, { vul: stringFlag(flags, 'vul') ?? (passedOut ? 'None' : undefined) });
    const entry = readTableEntry({ contract, declarer: rest[0] ?? '', tricks: rest[1] ?? '', vulnerable: vul });
    if (!entry.ok) throw new UsageError(entry.error);
    io.out(booleanFlag(flags, 'json') ? JSON.stringify({ ns: entry.value.scoreNs }) : String(entry.value.scoreNs));
    return EXIT.ok;
  },
};
