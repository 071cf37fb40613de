// `solve "<PBN deal>"`: double-dummy tricks, the full table and par (the facts behind claims and hand records).
import { formatSolveText, formatTableJson, runSolveCommand } from '@bridge-laws/double-dummy';
import type { Command } from '../command.js';
import { booleanFlag, parseFlags, UsageError } from '../command.js';
import { EXIT } from '../io.js';

export const solveCommand: Command = {
  name: 'solve',
  summary: 'double-dummy tricks, the 4 x 5 table and par for a deal',
  help: `Usage: bridge-laws solve "<PBN deal>" [--trump S|H|D|C|NT] [--leader N|E|S|W] [--cards]
                          [--table] [--par --vul None|NS|EW|All] [--json]

Solves the deal with all four hands in view. Without --table or --par: the most tricks the
side on lead takes (trump NT and leader W unless given). --cards adds the value of every
legal lead.
  --table  tricks for each declarer in each denomination (with --json exactly
           {"N":{"C":n,"D":n,"H":n,"S":n,"NT":n},"E":{…},"S":{…},"W":{…}})
  --par    the par score (North-South view) and par contracts for --vul (default None)
  --json   print JSON`,
  async run(args, io) {
    const flags = parseFlags(args, {
      trump: { type: 'string' },
      leader: { type: 'string' },
      table: { type: 'boolean' },
      par: { type: 'boolean' },
      vul: { type: 'string' },
      cards: { type: 'boolean' },
      json: { type: 'boolean' },
    });
    if (flags.positionals.length !== 1) throw new UsageError('expected exactly one deal in PBN, e.g. "N:AKQ.… … … …"');
    const v = flags.values;
    const r = runSolveCommand({
      deal: flags.positionals[0],
      trump: v.trump,
      leader: v.leader,
      table: booleanFlag(flags, 'table'),
      par: booleanFlag(flags, 'par'),
      vul: v.vul,
      cards: booleanFlag(flags, 'cards'),
    });
    if (!r.ok) {
      if (r.error.code === 'bad-option') throw new UsageError(r.error.message);
      io.err(`bridge-laws solve: ${r.error.message}`);
      return EXIT.failure;
    }
    const json = booleanFlag(flags, 'json');
    const onlyTable = r.value.table !== undefined && r.value.par === undefined && r.value.solve === undefined;
    if (json && onlyTable && r.value.table) io.out(formatTableJson(r.value.table));
    else io.out(json ? JSON.stringify(r.value) : formatSolveText(r.value));
    return EXIT.ok;
  },
};
