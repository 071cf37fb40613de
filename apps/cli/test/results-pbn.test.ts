// `bridge-laws results` on PBN results files: the same outputs as for a travellers CSV.
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { decodeText, readPbn } from '@bridge-laws/formats';
import { cli } from './helpers.js';

const ruter = join(import.meta.dirname, 'fixtures', 'results-ruter-2016-02-10.pbn');
const tmp = (name: string, text: string): string => {
  const file = join(mkdtempSync(join(tmpdir(), 'results-')), name);
  writeFileSync(file, text);
  return file;
};

interface Standing {
  readonly rank: string;
  readonly pair: string;
  readonly percent: number;
}

/** The ranking the file itself publishes (TotalScoreTable: PairId, TotalPercentage). */
function publishedRanking(path: string): { pair: string; percent: number }[] {
  const game = readPbn(decodeText(readFileSync(path))).file.games[0];
  const table = game?.tags.find((t) => t.name === 'TotalScoreTable')?.table;
  if (table === undefined) throw new Error('no TotalScoreTable');
  const col = (name: string): number => table.columns.findIndex((c) => c.name === name);
  return table.rows.map((r) => ({ pair: r[col('PairId')] ?? '', percent: Number(r[col('TotalPercentage')]) }));
}

describe('bridge-laws results FILE.pbn (Laws 78A, 78C, 12C2)', () => {
  test('78C: a Ruter session read from its ScoreTables gives the published ranking and percentage of every pair', async () => {
    const r = await cli('results', ruter, '--json');
    expect(r.code).toBe(0);
    const standings = (JSON.parse(r.stdout) as { standings: Standing[] }).standings;
    expect(standings.map((s) => ({ pair: s.pair, percent: Math.round(s.percent * 100) / 100 }))).toEqual(publishedRanking(ruter));
  });

  test('the text output lists each board and the ranking; the A= / A+ lines show as artificial', async () => {
    const r = await cli('results', ruter);
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(/^Board 1 \(top 12\)/);
    expect(r.stdout).toMatch(/^7\s+5\s+A=\+/m);
    expect(r.stdout).toMatch(/^Ranking$/m);
  });

  test('a PBN file is recognised by its content when the name does not say .pbn', async () => {
    const r = await cli('results', tmp('session.txt', readFileSync(ruter, 'latin1')), '--json');
    expect(r.code).toBe(0);
    expect((JSON.parse(r.stdout) as { boards: unknown[] }).boards).toHaveLength(24);
  });

  test('--format pbn writes ScoreTables that read back to the same matchpoints', async () => {
    const first = await cli('results', ruter, '--format', 'pbn');
    expect(first.code).toBe(0);
    const again = await cli('results', tmp('again.pbn', first.stdout), '--json');
    const json = await cli('results', ruter, '--json');
    expect(again.code).toBe(0);
    const mp = (text: string): number[][] => (JSON.parse(text) as { boards: { lines: { nsResult: number; ewResult: number }[] }[] }).boards.map((b) => b.lines.flatMap((l) => [l.nsResult, l.ewResult]));
    expect(mp(again.stdout)).toEqual(mp(json.stdout));
  });

  test('one game per result: pairs from PairNS/PairEW, matchpointed like the CSV', async () => {
    const game = (board: number, ns: string, ew: string, contract: string, declarer: string, result: string): string =>
      [`[Board "${board}"]`, `[PairNS "${ns}"]`, `[PairEW "${ew}"]`, `[Declarer "${declarer}"]`, `[Contract "${contract}"]`, `[Result "${result}"]`].join('\n');
    const text = [game(1, '1', '2', '4S', 'N', '10'), game(1, '3', '4', '4S', 'N', '9')].join('\n\n');
    const r = await cli('results', tmp('club.pbn', text), '--movement', 'howell', '--json');
    expect(r.code).toBe(0);
    expect((JSON.parse(r.stdout) as { boards: { lines: { nsResult: number }[] }[] }).boards[0]?.lines.map((l) => l.nsResult)).toEqual([2, 0]);
  });

  test('an impossible result exits 1 naming file, line, board and game; nothing is printed on stdout', async () => {
    const file = tmp('bad.pbn', ['[Board "1"]', '[PairNS "1"]', '[PairEW "2"]', '[Declarer "N"]', '[Contract "4S"]', '[Result "10"]', '', '[Board "1"]', '[PairNS "3"]', '[PairEW "4"]', '[Declarer "N"]', '[Contract "4S"]', '[Result "14"]'].join('\n'));
    const r = await cli('results', file);
    expect(r.code).toBe(1);
    expect(r.stdout).toBe('');
    expect(r.stderr).toBe(`${file}: line 13, board 1: game 2 [Result]: Result "14" is not a number of tricks 0–13`);
  });

  test('a file that cannot be read exits 1', async () => {
    const r = await cli('results', join(tmpdir(), 'no-such-dir', 'x.pbn'));
    expect(r.code).toBe(1);
    expect(r.stderr).toMatch(/cannot read/);
  });
});
