// Scoring conventions as named settings: each choice and the program whose published output it reproduces.
import { describe, expect, test } from 'vitest';
import type { PairsLine, ScoringSettings } from '@bridge-laws/scoring';
import { DEFAULT_SCORING_SETTINGS, artificialLine, readTravellers, scorePairsEvent, tableLine } from '@bridge-laws/scoring';
import { fixture, readLatin1, scoreTables } from './fixture-helpers.js';

const withConventions = (c: Partial<ScoringSettings['scoringConventions']>, more: Partial<ScoringSettings> = {}): ScoringSettings => ({
  ...DEFAULT_SCORING_SETTINGS,
  ...more,
  scoringConventions: { ...DEFAULT_SCORING_SETTINGS.scoringConventions, ...c },
});

const line = (board: number, ns: string, ew: string, score: number): PairsLine => ({ board, ns, ew, line: tableLine(score) });

// Board 1 at three tables, board 2 at two (pairs 5 and 6 missed it).
const session: PairsLine[] = [
  line(1, '1', '2', 420), line(1, '3', '4', 450), line(1, '5', '6', -50),
  line(2, '1', '4', 100), line(2, '3', '2', 110),
];

describe('Convention shortBoards (Law 78A on a board played fewer times)', () => {
  test('78A: the default is neuberg — (M + 1) × N / n − 1 on the 2/1/0 scale', () => {
    const r = scorePairsEvent(session);
    if (!r.ok) throw new Error(r.error.message);
    // Board 2: 2 results, 3 expected: raw 2 → (2 + 1) × 3/2 − 1 = 3.5, raw 0 → 0.5, on a top of 4.
    expect(r.value.boards[1]?.lines.map((l) => [l.nsResult, l.ewResult])).toEqual([[0.5, 3.5], [3.5, 0.5]]);
  });

  test('78A: raw keeps the board\'s own top (2 results: top 2)', () => {
    const r = scorePairsEvent(session, {}, withConventions({ shortBoards: 'raw' }));
    if (!r.ok) throw new Error(r.error.message);
    expect(r.value.boards[1]?.top).toBe(2);
    expect(r.value.boards[1]?.lines.map((l) => [l.nsResult, l.ewResult])).toEqual([[0, 2], [2, 0]]);
  });

  test('78A: raw-on-traveller prints the raw figures and totals the factored ones', () => {
    const r = scorePairsEvent(session, {}, withConventions({ shortBoards: 'raw-on-traveller' }));
    if (!r.ok) throw new Error(r.error.message);
    const l = r.value.boards[1]?.lines[1];
    expect([l?.nsTraveller, l?.ewTraveller, l?.nsResult, l?.ewResult]).toEqual([2, 0, 3.5, 0.5]);
    expect(r.value.boards[0]?.lines[0]?.nsTraveller).toBeUndefined();
  });
});

describe('Convention missedBoards (Law 78C totals of a pair that missed boards)', () => {
  test('78C: as-played sums what was played; scaled brings the total up to the full session', () => {
    const asPlayed = scorePairsEvent(session);
    const scaled = scorePairsEvent(session, {}, withConventions({ missedBoards: 'scaled', totalsDecimals: 2 }));
    if (!asPlayed.ok || !scaled.ok) throw new Error('not scored');
    const total = (r: typeof asPlayed, pair: string): number | undefined => (r.ok ? r.value.standings.find((s) => s.item.pair === pair)?.item.total : undefined);
    // Pair 5 played board 1 only: 4 of a top of 4; the full session's tops are 8.
    expect(total(asPlayed, '5')).toBe(0);
    expect(total(asPlayed, '6')).toBe(4);
    expect(total(scaled, '6')).toBe(8);
    expect(total(scaled, '1')).toBe(total(asPlayed, '1'));
  });

  test('78C: totalsDecimals rounds halves away from zero', () => {
    const r = scorePairsEvent([line(1, '1', '2', 420), line(1, '3', '4', 420), line(1, '5', '6', 400)], {}, withConventions({ totalsDecimals: 0 }));
    if (!r.ok) throw new Error(r.error.message);
    expect(r.value.standings.find((s) => s.item.pair === '1')?.item.percent).toBe(75);
    expect(r.value.standings.find((s) => s.item.pair === '6')?.item.percent).toBe(100);
  });
});

describe('Artificial scores at IMPs (Law 12C2(b)) and the crossImpsArtificial convention', () => {
  const board = (extra: PairsLine): PairsLine[] => [line(1, '1', '2', 420), line(1, '3', '4', 450), line(1, '5', '6', -50), extra];

  test('12C2(b): A60-40 written the matchpoint way is average plus / average minus at IMPs (Butler)', () => {
    const lines = readTravellers('board,ns,ew,contract\n1,1,2,A60-40\n1,3,4,A5050\n1,5,6,A40-60\n1,7,8,A6060', 't.csv');
    if (!lines.ok) throw new Error(lines.error[0]?.message);
    const r = scorePairsEvent(lines.value, { scoring: 'butler' });
    if (!r.ok) throw new Error(r.error.message);
    expect(r.value.boards[0]?.lines.map((l) => [l.nsResult, l.ewResult])).toEqual([[3, -3], [0, 0], [-3, 3], [3, 3]]);
  });

  test('12C2(b): a percentage that is no grade (A55-45) is refused at IMPs, naming the line', () => {
    const lines = readTravellers('board,ns,ew,contract\n1,1,2,A55-45\n1,3,4,4S', 't.csv');
    expect(lines.ok).toBe(false);
    const ok = readTravellers('board,ns,ew,contract,declarer,tricks\n1,1,2,A55-45,,\n1,3,4,4S,N,10', 't.csv');
    if (!ok.ok) throw new Error(ok.error[0]?.message);
    const r = scorePairsEvent(ok.value, { scoring: 'butler' });
    expect(r.ok ? 'scored' : r.error.message).toBe('board 1: line 1: a percentage cannot be used at IMPs');
  });

  test.each([
    ['grade-per-comparison', 9],
    ['grade-once', 3],
    ['one-per-comparison', 3],
  ] as const)('12C2(b): average plus at cross-IMPs with %s gives %d against three tables', (mode, expected) => {
    const r = scorePairsEvent(board({ board: 1, ns: '7', ew: '8', line: artificialLine('avg-plus', 'avg-plus') }), { scoring: 'cross-imps' }, withConventions({ crossImpsArtificial: mode }));
    if (!r.ok) throw new Error(r.error.message);
    expect(r.value.boards[0]?.lines[3]?.nsResult).toBe(expected);
  });

  test('78D: cross-IMPs averaged divide the sum by the comparisons, artificial ones too', () => {
    const r = scorePairsEvent(board({ board: 1, ns: '7', ew: '8', line: artificialLine('avg-plus', 'avg-minus') }), { scoring: 'cross-imps' }, withConventions({ crossImpsArtificial: 'one-per-comparison' }, { crossImps: 'average' }));
    if (!r.ok) throw new Error(r.error.message);
    // 420 against 450 and -50: -1 and +10 → 4.5; 450: +1 and +11 → 6.
    expect(r.value.boards[0]?.lines.map((l) => l.nsResult)).toEqual([4.5, 6, -10.5, 1]);
    expect(r.value.boards[0]?.lines[3]?.ewResult).toBe(-1);
  });
});

describe('Butler with a published datum', () => {
  test('78B: the published datum is used as given instead of the trimmed mean', () => {
    const lines = [line(1, '1', '2', 420), line(1, '3', '4', 450), line(1, '5', '6', -50)];
    const r = scorePairsEvent(lines, { scoring: 'butler', publishedDatum: new Map([[1, 50]]) });
    if (!r.ok) throw new Error(r.error.message);
    expect(r.value.boards[0]?.datum).toBe(50);
    expect(r.value.boards[0]?.lines.map((l) => l.nsResult)).toEqual([9, 9, -3]);
  });
});

describe('Mitchell travellers: NS pair 1 and EW pair 1 are two pairs', () => {
  test('78A: a Mitchell CSV may have NS 1 against EW 1; Howell refuses it', () => {
    const csv = 'board,ns,ew,contract,declarer,tricks\n1,1,1,4S,N,10\n1,2,2,4S,N,9\n2,1,2,3NT,S,9\n2,2,1,3NT,S,9';
    expect(readTravellers(csv, 'm.csv').ok).toBe(false);
    const lines = readTravellers(csv, 'm.csv', { movement: 'mitchell' });
    if (!lines.ok) throw new Error(lines.error[0]?.message);
    const r = scorePairsEvent(lines.value, { movement: 'mitchell' });
    if (!r.ok) throw new Error(r.error.message);
    expect(r.value.standings.map((s) => [s.item.direction, s.item.pair, s.item.total])).toEqual([['NS', '1', 3], ['NS', '2', 1], ['EW', '2', 3], ['EW', '1', 1]]);
  });
});

describe('Cross-IMPs on Ruter\'s bridgekam_2015-09-03 with the A+ line (convention one-per-comparison)', () => {
  test('78B/12C2(b): every line, the A+/A+ line included (+1 per comparison: 9 over 9 tables), is reproduced', () => {
    const games = scoreTables(readLatin1(fixture('ruter', 'bridgekam_2015-09-03.pbn')));
    const col = (g: { columns: readonly string[] }, name: string): number => g.columns.indexOf(name);
    const lines: PairsLine[] = [];
    const published: number[] = [];
    for (const g of games) {
      for (const r of g.rows) {
        const ns = r[col(g, 'Score_NS')] ?? '-';
        const ew = r[col(g, 'Score_EW')] ?? '-';
        const board = Number(g.tags.Board);
        const pairs = { board, ns: r[col(g, 'PairId_NS')] ?? '', ew: r[col(g, 'PairId_EW')] ?? '' };
        if (ns === 'A+') lines.push({ ...pairs, line: artificialLine('avg-plus', 'avg-plus') });
        else lines.push({ ...pairs, line: tableLine(ns !== '-' ? Number(ns) : -Number(ew) || 0) });
        published.push(Number(r[col(g, 'IMP_NS')]), Number(r[col(g, 'IMP_EW')]));
      }
    }
    const r = scorePairsEvent(lines, { scoring: 'cross-imps' }, withConventions({ crossImpsArtificial: 'one-per-comparison' }));
    if (!r.ok) throw new Error(r.error.message);
    const got = r.value.boards.flatMap((b) => b.lines.map((l) => ({ key: `${b.board}:${l.ns}`, v: [l.nsResult, l.ewResult] })));
    const byKey = new Map(got.map((g) => [g.key, g.v]));
    const want = lines.map((l, i) => ({ key: `${l.board}:${l.ns}`, v: [published[2 * i], published[2 * i + 1]] }));
    const mismatches = want.filter((w) => JSON.stringify(byKey.get(w.key)) !== JSON.stringify(w.v));
    expect(mismatches).toEqual([]);
    expect(want.length).toBeGreaterThan(200);
    expect(want.some((w) => w.v[0] === 9 && w.v[1] === 9)).toBe(true);
  });
});

describe('Arrow-switch: a Mitchell whose pairs sat the other way on some boards', () => {
  test('78A/78C: switched lines are matchpointed by the seats sat, credited to each pair\'s own direction, one field ranked', () => {
    // NS pairs 1, 2 and EW pairs 1, 2; on board 2 (switched) EW pair 1 sat North-South against NS pair 2, and so on.
    const csv = [
      'board,ns,ew,contract,declarer,tricks,switched',
      '1,1,1,4S,N,10,', '1,2,2,4S,N,9,',
      '2,1,2,3NT,S,9,yes', '2,2,1,3NT,S,8,yes',
    ].join('\n');
    expect(readTravellers(csv, 'a.csv', { movement: 'mitchell' }).ok).toBe(true);
    const lines = readTravellers(csv, 'a.csv', { movement: 'arrow-switch' });
    if (!lines.ok) throw new Error(lines.error[0]?.message);
    const r = scorePairsEvent(lines.value, { movement: 'arrow-switch' });
    if (!r.ok) throw new Error(r.error.message);
    const standing = (dir: string, pair: string) => r.value.standings.find((s) => s.item.direction === dir && s.item.pair === pair);
    // Board 1: 420 beats −50 (NS 1: 2, EW 1: 0, NS 2: 0, EW 2: 2). Board 2, switched: EW pair 1 sitting NS makes 600
    // against NS pair 2, EW pair 2 sitting NS goes down (−100) against NS pair 1: EW 1 2, EW 2 0, NS 2 0, NS 1 2.
    expect([standing('NS', '1')?.item.total, standing('EW', '1')?.item.total, standing('NS', '2')?.item.total, standing('EW', '2')?.item.total]).toEqual([4, 2, 0, 2]);
    expect(r.value.standings.map((s) => `${s.label} ${s.item.direction}${s.item.pair}`)).toEqual(['1 NS1', '2= EW1', '2= EW2', '4 NS2']);
    const bad = readTravellers('board,ns,ew,contract,switched\n1,1,2,P,maybe', 'a.csv', { movement: 'arrow-switch' });
    expect(bad.ok ? '' : bad.error[0]?.message).toBe('switched: must be yes or no (arrow-switch), got "maybe"');
  });

  test('78C: a pair that switched keeps one total: NS pair 1 scores its boards on both sides', () => {
    const csv = ['board,ns,ew,contract,declarer,tricks,switched', '1,1,1,4S,N,10,', '1,2,2,4S,N,9,', '2,1,2,3NT,S,9,yes', '2,2,1,3NT,S,10,yes'].join('\n');
    const lines = readTravellers(csv, 'a.csv', { movement: 'arrow-switch' });
    if (!lines.ok) throw new Error(lines.error[0]?.message);
    const r = scorePairsEvent(lines.value, { movement: 'arrow-switch' });
    if (!r.ok) throw new Error(r.error.message);
    // Board 2: EW pair 2 (sitting NS) makes 630 against NS pair 1, EW pair 1 (sitting NS) 600 against NS pair 2:
    // EW 2 gets 2 and NS 2 (conceding less) 2; with board 1 (NS 1 and EW 2 score 2) EW 2 has 4, EW 1 nothing.
    const by = new Map(r.value.standings.map((s) => [`${s.item.direction}${s.item.pair}`, s.item.total]));
    expect(Object.fromEntries(by)).toEqual({ EW2: 4, NS1: 2, NS2: 2, EW1: 0 });
  });
});
