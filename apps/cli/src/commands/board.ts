// `board N`: Law 2 dealer and vulnerability of a board number.
import { boardInfo } from '@bridge-laws/cards-and-boards';
import type { Command } from '../command.js';
import { parseFlags, UsageError, booleanFlag, wholeNumber } from '../command.js';
import { EXIT } from '../io.js';

export const boardCommand: Command = {
  name: 'board',
  summary: 'dealer and vulnerability of a board (Law 2)',
  help: `Usage: bridge-laws board N [--json]

Prints the dealer and vulnerability of board N (Law 2), for any N ≥ 1 written in digits.
  --json   print {"board":N,"dealer":"E","vulnerable":"EW"}; vulnerable is None, NS, EW or All`,
  async run(args, io) {
    const flags = parseFlags(args, { json: { type: 'boolean' } });
    const { positionals } = flags;
    if (positionals.length !== 1) throw new UsageError('expected exactly one board number');
    const board = wholeNumber(positionals[0], 'the board number');
    const info = boardInfo(board);
    if (!info.ok) throw new UsageError(info.error);
    const { dealer, vulnerable } = info.value;
    if (booleanFlag(flags, 'json')) io.out(JSON.stringify({ board, dealer, vulnerable }));
    else io.out(`Board ${board}: dealer ${dealer}, vulnerable ${vulnerable}`);
    return EXIT.ok;
  },
};
