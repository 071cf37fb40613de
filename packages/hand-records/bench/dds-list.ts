// A session's boards in DDS's hand-list format (the `NUMBER`, `PBN`, `FUT`, `TABLE`, `PAR`, `PAR2`,
// `PLAY`, `TRACE` lines of its list*.txt files), so that DDS's test program can time its tables for
// the very deals `bridge-laws handrecord --boards 1-N --seed S` solves. The `TABLE` lines carry our
// tables, read from that command's `--format json` output: DDS compares its own tables with them
// and prints any difference. The other lines are placeholders in the right syntax (DDS reads them
// but its table mode does not use them).
// Usage: tsx bench/dds-list.ts --tables session.json [--boards 36] [--seed session-bench] > list.txt
import { readFileSync } from 'node:fs';
import { z } from 'zod';
import type { Denomination, Seat } from '@bridge-laws/cards-and-boards';
import { dealBoards, makePbnDeal } from '@bridge-laws/cards-and-boards';

const args = process.argv.slice(2);
const option = (name: string, fallback: string): string => {
  const i = args.indexOf(name);
  return i >= 0 ? (args[i + 1] ?? fallback) : fallback;
};
const count = Number(option('--boards', '36'));
const seed = option('--seed', 'session-bench');
const tablesFile = option('--tables', '');
if (tablesFile === '') throw new Error('--tables: the JSON written by `bridge-laws handrecord --format json` is required');

const SEATS: readonly Seat[] = ['N', 'E', 'S', 'W'];
// DDS's order of denominations in a TABLE line; declarers N, E, S, W within each.
const DENOMINATIONS: readonly Denomination[] = ['S', 'H', 'D', 'C', 'NT'];
const VULNERABILITY = { None: 0, All: 1, NS: 2, EW: 3 } as const;

const Tricks = z.number().int().min(0).max(13);
const Row = z.object({ S: Tricks, H: Tricks, D: Tricks, C: Tricks, NT: Tricks });
const Answers = z.array(z.object({ board: z.number().int().min(1), table: z.object({ N: Row, E: Row, S: Row, W: Row }) }));
const answers = Answers.parse(JSON.parse(readFileSync(tablesFile, 'utf8')));

const lines = [`NUMBER ${count} `];
for (const board of dealBoards({ from: 1, to: count, seed })) {
  const answer = answers.find((a) => a.board === board.board);
  if (answer === undefined) throw new Error(`${tablesFile}: no table for board ${board.board}`);
  const dealer = SEATS.indexOf(board.dealer);
  const table = DENOMINATIONS.flatMap((d) => SEATS.map((seat) => answer.table[seat][d]));
  lines.push(
    `PBN ${dealer} ${VULNERABILITY[board.vulnerable]} 4 ${(dealer + 1) % 4} "${makePbnDeal(board.deal)}" `,
    'FUT 1 0 14 0 0 ',
    `TABLE ${table.join(' ')} `,
    'PAR "NS 0" "EW 0" "NS:NS 0" "EW:EW 0" ',
    'PAR2 "0" "pass" ',
    'PLAY 1 "SA" ',
    'TRACE 1 0 ',
  );
}
console.log(lines.join('\n'));
