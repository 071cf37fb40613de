// `score <contract> <declarer> <tricks|=|+1|-2> [--vul V | --board N]` or `score --csv FILE`: Law 77 from North-South's side.
import { z } from 'zod';
import { boardVulnerability } from '@bridge-laws/cards-and-boards';
import { formatProblem, normalizeVulnerability, readTableEntry, scoreCsv } from '@bridge-laws/scoring';
import type { Command } from '../command.js';
import { parseFlags, validate, UsageError, stringFlag, booleanFlag } from '../command.js';
import { EXIT } from '../io.js';

const Vul = z.object({
  vul: z.enum(['None', 'NS', 'EW', 'All'], { message: '--vul must be None, NS, EW or All (Both, Love, - and any case accepted)' }),
});
const Board = z.object({
  board: z.string().regex(/^[1-9]\d{0,5}$/, '--board must be a whole number from 1 (its vulnerability follows Law 2)').transform(Number),
});

/** A relative result typed as its own word (`-2`) would read as a flag; it is marked here and taken back as a positional. */
const RELATIVE = /^[+-]\d{1,2}$/;
const MARK = '\u0000';

export const scoreCommand: Command = {
  name: 'score',
  summary: "a contract's score from North-South's side (Law 77), one or a CSV batch",
  help: `Usage: bridge-laws score <contract> <declarer> <tricks|=|+N|-N> [--vul V | --board N] [--json]
       bridge-laws score --csv FILE

Prints North-South's score (Law 77) as a bare integer: positive when North-South score.
  contract     4H, 3NT, 6SX, 7NXX (R for redoubled: 4HR); P or passed-out for a board passed out (score 0)
  declarer     N, E, S or W (omit for a passed-out board)
  tricks       tricks won by declarer's side, 0-13, or the result against the contract: =, +1, -2
  --vul        which sides are vulnerable (Law 2): None, NS, EW, All (Both, Love, -, any case)
  --board N    take the vulnerability from the board number (Law 2); with --vul both must agree
  --json       print {"ns": n}
  --csv FILE   read rows contract,declarer,vulnerable,tricks (header first) and print
               them back with a score_ns column; bad rows are listed with their line (exit 1)
Example: bridge-laws score 4HX S = --board 7`,
  async run(args, io) {
    const marked = args.map((a) => (RELATIVE.test(a) ? MARK + a : a));
    const flags = parseFlags(marked, { vul: { type: 'string' }, board: { type: 'string' }, json: { type: 'boolean' }, csv: { type: 'string' } });
    const positionals = flags.positionals.map((p) => (p.startsWith(MARK) ? p.slice(1) : p));
    const csv = stringFlag(flags, 'csv');
    if (csv !== undefined) {
      if (positionals.length > 0) throw new UsageError('--csv takes no other arguments');
      const r = scoreCsv(await io.readFile(csv), csv);
      if (!r.ok) {
        for (const p of r.error) io.err(formatProblem(p));
        return EXIT.failure;
      }
      io.out(r.value);
      return EXIT.ok;
    }
    // `score "4HX S ="` as one argument is the same as three.
    const words = positionals.length === 1 ? (positionals[0] as string).trim().split(/\s+/) : positionals;
    const [contract, ...rest] = words;
    if (contract === undefined) throw new UsageError('expected <contract> <declarer> <tricks>, or --csv FILE');
    const passedOut = /^(p|pass|passed-out)$/i.test(contract);
    if (passedOut ? rest.length > 0 : rest.length !== 2) throw new UsageError('expected <contract> <declarer> <tricks or =, +N, -N>');
    const vul = vulnerability(stringFlag(flags, 'vul'), stringFlag(flags, 'board'), passedOut);
    const result = rest[1] ?? '';
    const relative = result === '=' || RELATIVE.test(result);
    const entry = readTableEntry({ contract, declarer: rest[0] ?? '', vulnerable: vul, ...(relative ? { result } : { tricks: result }) });
    if (!entry.ok) throw new UsageError(entry.error);
    io.out(booleanFlag(flags, 'json') ? JSON.stringify({ ns: entry.value.scoreNs }) : String(entry.value.scoreNs));
    return EXIT.ok;
  },
};

/** Law 2: the vulnerability given, or the board number's; both given must agree. */
function vulnerability(vulText: string | undefined, boardText: string | undefined, passedOut: boolean): string {
  const board = boardText === undefined ? undefined : validate(Board, { board: boardText }).board;
  const fromBoard = board === undefined ? undefined : boardVulnerability(board);
  if (vulText === undefined) {
    if (fromBoard !== undefined) return fromBoard;
    if (passedOut) return 'None';
    throw new UsageError('--vul: missing (give --vul None|NS|EW|All, or --board N for its Law 2 vulnerability)');
  }
  const { vul } = validate(Vul, { vul: normalizeVulnerability(vulText) });
  if (fromBoard !== undefined && fromBoard !== vul) throw new UsageError(`--vul ${vul} disagrees with --board ${board}, which is vulnerable ${fromBoard} (Law 2)`);
  return vul;
}
