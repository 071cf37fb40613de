// `results FILE`: score a travellers CSV or a PBN results file (Laws 78A-78C, 12C) and print the boards and the ranking.
import { z } from 'zod';
import type { Result } from '@bridge-laws/cards-and-boards';
import { ok } from '@bridge-laws/cards-and-boards';
import { decodeText, readPbnTravellers } from '@bridge-laws/formats';
import type { LineProblem, PairsLine } from '@bridge-laws/scoring';
import { formatProblem, formatResultsPbn, formatResultsText, readTravellers, resultsJson, scorePairsEvent } from '@bridge-laws/scoring';
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
  summary: 'score a results file (PBN or travellers CSV): per-board matchpoints or IMPs and the ranking (Laws 78, 12C)',
  help: `Usage: bridge-laws results FILE [--scoring matchpoints|butler|cross-imps]
                          [--movement howell|mitchell] [--format text|json|pbn] [--json]

Reads a results file and prints each board's matchpoints or IMPs and the ranking.
FILE is PBN (.pbn, or text starting with % or [): each board's ScoreTable rows, or
one game per result with Contract, Declarer, Result and the pairs in PairNS/PairEW
or the players' names (see the @bridge-laws/formats README); otherwise a travellers
CSV (header: board,ns,ew,contract, and optionally declarer, tricks, result, lead,
score, vulnerable; see the @bridge-laws/scoring README). Boards with fewer results than
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
    let bytes: Uint8Array;
    try {
      bytes = await io.readBytes(file);
    } catch {
      io.err(`bridge-laws results: cannot read ${file}`);
      return EXIT.failure;
    }
    const lines = readLines(decodeText(bytes), file, opts.movement);
    if (!lines.ok) {
      for (const p of lines.error) io.err(formatProblem(p));
      return EXIT.failure;
    }
    const r = scorePairsEvent(lines.value, { scoring: opts.scoring, movement: opts.movement });
    if (!r.ok) {
      io.err(formatProblem({ file, line: 1, message: r.error.message }));
      return EXIT.failure;
    }
    if (opts.format === 'json') io.out(JSON.stringify(resultsJson(r.value)));
    else if (opts.format === 'pbn') io.out(formatResultsPbn(r.value));
    else io.out(formatResultsText(r.value));
    return EXIT.ok;
  },
};

/** PBN by extension or by its first character (a `%` escape or a tag); anything else is the travellers CSV. */
function readLines(text: string, file: string, movement: 'howell' | 'mitchell'): Result<readonly PairsLine[], LineProblem[]> {
  const pbn = /\.pbn$/i.test(file) || /^\uFEFF?\s*[%[]/.test(text);
  if (!pbn) return readTravellers(text, file);
  const r = readPbnTravellers(text, file, { movement });
  return r.ok ? ok(r.value.lines) : r;
}
