import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import type { DealtBoard, Denomination, Seat } from '@bridge-laws/cards-and-boards';
import { dealFromSetup, sideOf } from '@bridge-laws/cards-and-boards';
import type { DdTable } from '@bridge-laws/double-dummy';
import { par } from '@bridge-laws/double-dummy';
import type { PbnGame } from '@bridge-laws/formats';
import { readPbn } from '@bridge-laws/formats';
import type { AnalysedBoard } from '@bridge-laws/hand-records';
import { analyseBoards, optimumScore, parContracts, writeHandRecordPbn } from '@bridge-laws/hand-records';

// Two club sessions' hand records written by Bridge Composer (see fixtures/README.md).
const FILES = ['bridge-composer-2025-12-23.pbn', 'bridge-composer-2025-12-30.pbn'];
const texts = FILES.map((f) => readFileSync(new URL(`./fixtures/${f}`, import.meta.url), 'utf8'));
const sessions = texts.map((t) => readPbn(t).file.games);

function dealtBoard(game: PbnGame): DealtBoard {
  const { board, dealer, vulnerable, deal } = game.facts;
  if (board === undefined || dealer === undefined || vulnerable === undefined || deal === undefined) throw new Error('fixture board incomplete');
  const d = dealFromSetup(deal);
  if (!d.ok) throw new Error(d.error.message);
  return { board, dealer, vulnerable, deal: d.value };
}

/** The file's own OptimumResultTable as a table. */
function theirTable(game: PbnGame): DdTable {
  const rows = game.tags.find((t) => t.name === 'OptimumResultTable')?.table?.rows ?? [];
  const table: Record<Seat, Record<Denomination, number>> = { N: { C: 0, D: 0, H: 0, S: 0, NT: 0 }, E: { C: 0, D: 0, H: 0, S: 0, NT: 0 }, S: { C: 0, D: 0, H: 0, S: 0, NT: 0 }, W: { C: 0, D: 0, H: 0, S: 0, NT: 0 } };
  expect(rows).toHaveLength(20);
  for (const [seat, denomination, tricks] of rows) table[seat as Seat][denomination as Denomination] = Number(tricks);
  return table;
}

/** A board with the file's table and our par for it (dealer's side first). */
function withTheirTable(game: PbnGame): AnalysedBoard {
  const board = dealtBoard(game);
  const table = theirTable(game);
  const p = par(table, board.vulnerable, { firstSide: sideOf(board.dealer) });
  if (!p.ok) throw new Error(p.error.message);
  return { ...board, table, par: p.value };
}

describe("a real club's hand records reproduced (Bridge Composer, 48 boards)", () => {
  test('every OptimumScore and ParContract: the same par, spelled the same way (sacrifices and levels included)', () => {
    const games = sessions.flat();
    expect(games).toHaveLength(48);
    const theirs = games.map((g) => `${g.facts.board}: ${g.values.OptimumScore} / ${g.values.ParContract}`);
    const ours = games.map(withTheirTable).map((b) => `${b.board}: ${optimumScore(b.par)} / ${parContracts(b.par, b.table, b.vulnerable)}`);
    expect(ours).toEqual(theirs);
  });

  test("a whole session written back is the file's text, line for line, plus the mandatory tags it leaves out (PBN 2.1 §3.4, §4.2.7, §5.7)", () => {
    const boards = (sessions[0] ?? []).map(withTheirTable);
    // Two differences, on purpose. Export format needs every tag of the roster, so the ones Bridge
    // Composer leaves out are written as unknown ("?"). And PBN 2.1 §3.2 writes a backslash inside a
    // string as two, so the column widths are `\\2R` where Bridge Composer writes `\2R`.
    const written = writeHandRecordPbn(boards, { eol: '\n' });
    expect(written).toContain('[OptimumResultTable "Declarer;Denomination\\\\2R;Result\\\\2R"]');
    const unknownRoster = /^\[(Event|Site|Date|West|North|East|South|Scoring|Declarer|Contract|Result) "\?"\]$/;
    const lines = written.replace(/\\\\(\d)R/g, '\\$1R').split('\n');
    expect(lines.filter((l) => unknownRoster.test(l))).toHaveLength(11 * boards.length);
    expect(lines.filter((l) => !unknownRoster.test(l)).join('\n')).toBe(texts[0]);
    const crlf = writeHandRecordPbn(boards).split('\r\n').filter((l) => !unknownRoster.test(l));
    expect(crlf.slice(0, 8)).toEqual((texts[0] ?? '').split('\n').slice(0, 8));
  });

  test('our solver gives the same OptimumResultTable as the file (first four boards of a session)', async () => {
    const games = (sessions[1] ?? []).slice(0, 4);
    const progress: number[] = [];
    const r = await analyseBoards(games.map(dealtBoard), { threads: 1, onProgress: (done) => progress.push(done) });
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.value.map((b) => b.table)).toEqual(games.map(theirTable));
    expect(r.value.map((b) => optimumScore(b.par))).toEqual(games.map((g) => g.values.OptimumScore));
    expect(progress).toEqual([1, 2, 3, 4]);
  }, 120_000);
});
