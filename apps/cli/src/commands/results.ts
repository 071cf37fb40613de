// `results FILE`: score a travellers CSV (Laws 78A-78C, 12C) and print the boards and the ranking.
import { z } from 'zod';
import { formatProblem, formatResultsPbn, formatResultsText, resultsJson, scoreTravellers } from '@bridge-laws/scoring';
import type { Command } from '../command.js';
import { parseFlags, validate, UsageError, stringFlag, booleanFlag } from '../command.js';
import { EXIT } from '../io.js';

const Args = z.object({
  scoring: z.enum(['matchpoints', 'butler', 'cross-imps'], { message: '--scoring must be matchpoints, butler or cross-imps' }).default('matchpoints'),
  movement: z.enum(['howell', 'mitchell'], { message: '--movement must be howell or mitchell' }).default('howell'),
  format: z.enum(['text', 'json', 'pbn'], { message: '--format must be text, json or pbn' }).default('text'),
});

export const resultsCommand: Command = {
  name: 'results',
  summary: 'score a travellers file: per-board matchpoints or IMPs and the ranking (Laws 78, 12C)',
  help: `Usage: bridge-laws results FILE [--scoring matchpoints|butler|cross-imps]
                          [--movement howell|mitchell] [--format text|json|pbn] [--json]

Reads a travellers CSV (header: board,ns,ew,contract, and optionally declarer,
tricks,result,lead,score,vulnerable; see the @bridge-laws/scoring README) and prints
each board's matchpoints or IMPs and the ranking. Boards with fewer results than
the most-played board, or with artificial scores, are factored with Neuberg's formula.
  --scoring    matchpoints (default), butler (IMPs against a datum), cross-imps
  --movement   howell (one field, default) or mitchell (NS and EW ranked apart)
  --format     text (default), json, or pbn (ScoreTable and TotalScoreTable)
  --json       same as --format json
Any bad line is reported with file, line and board (exit 1); nothing is skipped.`,
  async run(args, io) {
    const flags = parseFlags(args, { scoring: { type: 'string' }, movement: { type: 'string' }, format: { type: 'string' }, json: { type: 'boolean' } });
    if (flags.positionals.length !== 1) throw new UsageError('expected exactly one results file');
    const file = flags.positionals[0] as string;
    const opts = validate(Args, {
      scoring: stringFlag(flags, 'scoring'),
      movement: stringFlag(flags, 'movement'),
      format: booleanFlag(flags, 'json') ? 'json' : stringFlag(flags, 'format'),
    });
    const r = scoreTravellers(await io.readFile(file), file, { scoring: opts.scoring, movement: opts.movement });
    if (!r.ok) {
      for (const p of r.error) io.err(formatProblem(p));
      return EXIT.failure;
    }
    if (opts.format === 'json') io.out(JSON.stringify(resultsJson(r.value)));
    else if (opts.format === 'pbn') io.out(formatResultsPbn(r.value));
    else io.out(formatResultsText(r.value));
    return EXIT.ok;
  },
};
