// `demo`: a short tour that the README's first command starts.
import { dealBoards, formatHandRecord, hcp, pattern } from '@bridge-laws/cards-and-boards';
import type { Command } from '../command.js';
import { parseFlags, UsageError, stringFlag } from '../command.js';
import { EXIT } from '../io.js';

export const demoCommand: Command = {
  name: 'demo',
  summary: 'a short tour: deal a reproducible board and show what the engine knows about it',
  help: `Usage: bridge-laws demo [--seed S]

Deals board 1 from a seed and prints its hand record and hand evaluation.`,
  async run(args, io) {
    const flags = parseFlags(args, { seed: { type: 'string' } });
    if (flags.positionals.length > 0) throw new UsageError(`unexpected argument "${flags.positionals[0]}"`);
    const seed = stringFlag(flags, 'seed') ?? 'demo';
    const [board] = dealBoards({ from: 1, to: 1, seed });
    if (board === undefined) return EXIT.failure;
    io.out(`bridge-laws demo — board 1 dealt from seed "${seed}" (Laws 2 and 6)\n`);
    io.out(formatHandRecord(board));
    io.out('');
    for (const seat of ['N', 'E', 'S', 'W'] as const) {
      const hand = board.deal.hands[seat];
      io.out(`${seat}: ${hcp(hand)} HCP, shape ${pattern(hand)}`);
    }
    io.out('\nTry: bridge-laws --help');
    return EXIT.ok;
  },
};
