// `deal --boards 1-32 [--seed S] [--format pbn|text] [--dd]`: a session's board set (Laws 2 and 6),
// with --dd each board's double-dummy makeable contracts and par (the hand record).
import { z } from 'zod';
import { dealBoards, makePbnDeal, formatHandRecord } from '@bridge-laws/cards-and-boards';
import type { DealtBoard } from '@bridge-laws/cards-and-boards';
import type { Command } from '../command.js';
import { parseFlags, validate, UsageError, stringFlag, booleanFlag } from '../command.js';
import { EXIT } from '../io.js';
import { threadCount, writeHandRecord } from './handrecord.js';

const MAX_BOARDS = 100_000;

const Range = z
  .string()
  .regex(/^\d+(-\d+)?$/, 'boards must be N or N-M, e.g. 1-32')
  .transform((s) => {
    const [a, b] = s.split('-');
    return { from: Number(a), to: Number(b ?? a) };
  })
  .refine((r) => r.from >= 1 && r.to >= r.from, 'boards must satisfy 1 ≤ first ≤ last')
  .refine((r) => r.to - r.from < MAX_BOARDS, `at most ${MAX_BOARDS} boards at once`);

const Args = z.object({
  boards: Range,
  seed: z.string().min(1, 'seed must not be empty').optional(),
  format: z.enum(['pbn', 'text', 'json', 'html'], { message: 'format must be pbn, text, json or html' }).default('pbn'),
});

function pbnGame(b: DealtBoard, seed: string | undefined): string {
  const tags = [
    ['Event', seed === undefined ? 'bridge-laws deal' : `bridge-laws deal, seed ${seed}`],
    ['Board', String(b.board)],
    ['Dealer', b.dealer],
    ['Vulnerable', b.vulnerable],
    ['Deal', makePbnDeal(b.deal, b.dealer)],
  ];
  return tags.map(([k, v]) => `[${k} "${v}"]`).join('\n');
}

export const dealCommand: Command = {
  name: 'deal',
  summary: "deal a session's boards (Law 6), as PBN or hand records",
  help: `Usage: bridge-laws deal --boards 1-32 [--seed S] [--format pbn|text|json|html] [--dd [--threads N]]

Deals boards for a session (Law 6). Without --seed the deal is cryptographically
random; with --seed the same seed gives the same boards on every run and version
(board N depends only on the seed and N).
  --boards N-M   board numbers (required)
  --seed S       reproducible set from the text S
  --format       pbn (default: Board, Dealer, Vulnerable and Deal tags), text (hand
                 records), json (an array of {board, dealer, vulnerable, deal})
  --json         same as --format json
  --dd           add each board's double-dummy tables and par: PBN OptimumScore, ParContract
                 and OptimumResultTable; text and html four boards a page with the
                 makeable-contracts grid and par (html needs --dd); progress on stderr.
                 The same as \`handrecord --boards … --seed …\`
  --threads N    worker threads for --dd (default: one per core)`,
  async run(args, io) {
    const flags = parseFlags(args, {
      boards: { type: 'string' },
      seed: { type: 'string' },
      format: { type: 'string' },
      json: { type: 'boolean' },
      dd: { type: 'boolean' },
      threads: { type: 'string' },
    });
    if (flags.positionals.length > 0) throw new UsageError(`unexpected argument "${flags.positionals[0]}"`);
    const boardsText = stringFlag(flags, 'boards');
    if (boardsText === undefined) throw new UsageError('--boards is required, e.g. --boards 1-32');
    const format = booleanFlag(flags, 'json') ? 'json' : stringFlag(flags, 'format');
    const opts = validate(Args, { boards: boardsText, seed: stringFlag(flags, 'seed'), format });
    const boards = dealBoards(opts.seed === undefined ? opts.boards : { ...opts.boards, seed: opts.seed });
    if (booleanFlag(flags, 'dd')) {
      const event = opts.seed === undefined ? 'bridge-laws deal' : `bridge-laws deal, seed ${opts.seed}`;
      return writeHandRecord(boards, { format: opts.format, threads: threadCount(stringFlag(flags, 'threads'), boards.length), event }, io, 'deal');
    }
    if (opts.format === 'html') throw new UsageError('--format html is a printed hand record: add --dd');
    if (stringFlag(flags, 'threads') !== undefined) throw new UsageError('--threads goes with --dd');
    if (opts.format === 'json') {
      io.out(JSON.stringify(boards.map((b) => ({ board: b.board, dealer: b.dealer, vulnerable: b.vulnerable, deal: makePbnDeal(b.deal, 'N') }))));
    } else if (opts.format === 'text') {
      io.out(boards.map((b) => formatHandRecord(b)).join('\n\n'));
    } else {
      io.out(`% PBN 2.1\n% EXPORT\n\n${boards.map((b) => pbnGame(b, opts.seed)).join('\n\n')}`);
    }
    return EXIT.ok;
  },
};
