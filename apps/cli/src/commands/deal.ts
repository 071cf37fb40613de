// `deal --boards 1-32 [--seed S] [--format pbn|text|json|html] [--dd]`: a session's board set (Laws 2 and 6),
// with --dd each board's double-dummy makeable contracts and par (the hand record).
import { dealBoards, makePbnDeal, formatHandRecord } from '@bridge-laws/cards-and-boards';
import type { DealtBoard } from '@bridge-laws/cards-and-boards';
import type { Command } from '../command.js';
import { parseFlags, UsageError, stringFlag, booleanFlag } from '../command.js';
import { EXIT } from '../io.js';
import { boardRange, FORMAT_FLAGS, outputFormat, seedFlag, threadCount } from '../shared-flags.js';
import { writeHandRecord } from './handrecord.js';

const MOST_BOARDS = 100_000;
const FORMATS = ['pbn', 'text', 'json', 'html'] as const;

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
      dd: { type: 'boolean' },
      threads: { type: 'string' },
      ...FORMAT_FLAGS,
    });
    if (flags.positionals.length > 0) throw new UsageError(`unexpected argument "${flags.positionals[0]}"`);
    const boardsText = stringFlag(flags, 'boards');
    if (boardsText === undefined) throw new UsageError('--boards is required, e.g. --boards 1-32');
    const range = boardRange(boardsText, MOST_BOARDS);
    const format = outputFormat(flags, FORMATS, 'pbn');
    const seed = seedFlag(flags);
    const boards = dealBoards(seed === undefined ? range : { ...range, seed });
    if (booleanFlag(flags, 'dd')) {
      const event = seed === undefined ? 'bridge-laws deal' : `bridge-laws deal, seed ${seed}`;
      return writeHandRecord(boards, { format, threads: threadCount(flags, boards.length), event }, io);
    }
    if (format === 'html') throw new UsageError('--format html is a printed hand record: add --dd');
    if (stringFlag(flags, 'threads') !== undefined) throw new UsageError('--threads goes with --dd');
    if (format === 'json') {
      io.out(JSON.stringify(boards.map((b) => ({ board: b.board, dealer: b.dealer, vulnerable: b.vulnerable, deal: makePbnDeal(b.deal, 'N') }))));
    } else if (format === 'text') {
      io.out(boards.map((b) => formatHandRecord(b)).join('\n\n'));
    } else {
      io.out(`% PBN 2.1\n% EXPORT\n\n${boards.map((b) => pbnGame(b, seed)).join('\n\n')}`);
    }
    return EXIT.ok;
  },
};
