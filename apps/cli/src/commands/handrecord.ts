// `handrecord [FILE.pbn | --boards 1-36 --seed S]`: a session's hand record with each board's
// double-dummy makeable contracts and par, as PBN, text or printable HTML.
import type { DealtBoard } from '@bridge-laws/cards-and-boards';
import { boardInfo, dealBoards, dealFromSetup } from '@bridge-laws/cards-and-boards';
import { readPbn } from '@bridge-laws/formats';
import { analyseBoards, handRecordHtml, handRecordText, writeHandRecordPbn } from '@bridge-laws/hand-records';
import type { AnalysedBoard } from '@bridge-laws/hand-records';
import type { Command } from '../command.js';
import { parseFlags, stringFlag, UsageError } from '../command.js';
import type { CliIo, ExitCode } from '../io.js';
import { EXIT } from '../io.js';
import { boardRange, DataError, FORMAT_FLAGS, outputFormat, seedFlag, threadCount } from '../shared-flags.js';

export const HAND_RECORD_FORMATS = ['pbn', 'text', 'html', 'json'] as const;
export type HandRecordFormat = (typeof HAND_RECORD_FORMATS)[number];

export interface HandRecordRun {
  readonly format: HandRecordFormat;
  readonly threads: number;
  readonly title?: string;
  readonly event?: string;
  readonly out?: string;
}

function render(boards: readonly AnalysedBoard[], run: HandRecordRun): string {
  const title = run.title ?? run.event;
  switch (run.format) {
    case 'pbn':
      return writeHandRecordPbn(boards, { ...(run.event === undefined ? {} : { event: run.event }), eol: '\n' }).trimEnd();
    case 'text':
      return handRecordText(boards, title === undefined ? {} : { title });
    case 'html':
      return handRecordHtml(boards, title === undefined ? {} : { title }).trimEnd();
    case 'json':
      return JSON.stringify(boards.map((b) => ({ board: b.board, dealer: b.dealer, vulnerable: b.vulnerable, table: b.table, par: b.par })));
  }
}

/** Solve every board's table (progress on stderr, one line a board) and write the record. */
export async function writeHandRecord(boards: readonly DealtBoard[], run: HandRecordRun, io: CliIo): Promise<ExitCode> {
  const analysed = await analyseBoards(boards, {
    threads: run.threads,
    onProgress: (done, total) => io.err(`double dummy: ${done}/${total} boards`),
  });
  if (!analysed.ok) throw new DataError(analysed.error.message);
  const text = render(analysed.value, run);
  if (run.out === undefined) io.out(text);
  else await io.writeFile(run.out, `${text}\n`);
  return EXIT.ok;
}

/** The boards of a PBN file: number, dealer and vulnerability (from the board number when absent) and a whole deal. */
function boardsOfPbn(text: string, file: string): DealtBoard[] | string {
  const games = readPbn(text, { file }).file.games;
  const boards: DealtBoard[] = [];
  for (const [i, game] of games.entries()) {
    const where = `${file}: game ${i + 1}`;
    const { board, deal } = game.facts;
    if (deal === undefined) continue; // a game without a deal (e.g. a second table's result) adds no board
    if (board === undefined) return `${where}: the Board tag is missing`;
    const whole = dealFromSetup(deal);
    if (!whole.ok) return `${where}: Deal: ${whole.error.message}`;
    if (boards.some((b) => b.board === board)) continue; // the same board at another table
    const info = boardInfo(board);
    if (!info.ok) return `${where}: Board: ${info.error}`;
    boards.push({
      board,
      dealer: game.facts.dealer ?? info.value.dealer,
      vulnerable: game.facts.vulnerable ?? info.value.vulnerable,
      deal: whole.value,
    });
  }
  if (boards.length === 0) return `${file}: no game with a Deal tag`;
  return boards;
}

const MOST_BOARDS = 1000;

export const handRecordCommand: Command = {
  name: 'handrecord',
  summary: 'hand records with makeable contracts and par for every board (PBN, text, HTML)',
  help: `Usage: bridge-laws handrecord FILE.pbn [--format pbn|text|html|json] [--json] [--title T] [--threads N] [--out FILE]
       bridge-laws handrecord --boards 1-36 [--seed S] [--format …] [--event E] [--threads N] [--out FILE]

Solves every board double dummy and writes the session's hand record: the boards of a PBN file
(one per board number), or boards dealt as \`deal\` deals them (same seed, same boards).
  --format   pbn (default): Board, Dealer, Vulnerable, Deal, OptimumScore, ParContract and
             OptimumResultTable per board; text: diagrams with the makeable-contracts grid and
             par, four boards a page (pages split by a form feed); html: the same as one page to
             print, four boards a sheet; json (or --json): tables and par
  --title    the heading of each printed page; --event the PBN Event tag (and default title)
  --threads  worker threads for the tables (default: one per core)
  --out      write to FILE instead of standard output
Progress goes to standard error, one line a board. Exit codes: 0 written, 1 a file that cannot
be read or a board that cannot be solved (named), 2 usage.`,
  async run(args: readonly string[], io: CliIo): Promise<ExitCode> {
    const flags = parseFlags(args, {
      boards: { type: 'string' },
      seed: { type: 'string' },
      title: { type: 'string' },
      event: { type: 'string' },
      threads: { type: 'string' },
      out: { type: 'string' },
      ...FORMAT_FLAGS,
    });
    const format = outputFormat(flags, HAND_RECORD_FORMATS, 'pbn');
    const boardsText = stringFlag(flags, 'boards');
    const seed = seedFlag(flags);
    const file = flags.positionals[0];
    if (flags.positionals.length > 1) throw new UsageError(`unexpected argument "${flags.positionals[1]}"`);
    if ((file === undefined) === (boardsText === undefined)) throw new UsageError('give either a PBN file or --boards, e.g. --boards 1-36');
    if (file !== undefined && seed !== undefined) throw new UsageError('--seed goes with --boards, not with a file');
    let boards: DealtBoard[];
    if (file !== undefined) {
      const read = boardsOfPbn(await io.readFile(file), file);
      if (typeof read === 'string') throw new DataError(read);
      boards = read;
    } else {
      const range = boardRange(boardsText as string, MOST_BOARDS);
      boards = dealBoards(seed === undefined ? range : { ...range, seed });
    }
    const title = stringFlag(flags, 'title');
    const event = stringFlag(flags, 'event');
    const out = stringFlag(flags, 'out');
    return writeHandRecord(
      boards,
      {
        format,
        threads: threadCount(flags, boards.length),
        ...(title === undefined ? {} : { title }),
        ...(event === undefined ? {} : { event }),
        ...(out === undefined ? {} : { out }),
      },
      io,
    );
  },
};
