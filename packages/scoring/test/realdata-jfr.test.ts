// Published JFR (Polish) travellers: matchpoint percentages and IMPs against a datum, line by line.
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { boardVulnerability } from '@bridge-laws/cards-and-boards';
import type { BoardLine } from '@bridge-laws/scoring';
import type { PairsLine } from '@bridge-laws/scoring';
import { DEFAULT_DATUM, JFR_DATUM, artificialLine, datum, imps, matchpointBoard, readTableEntry, scorePairsEvent, tableLine, weightedLine } from '@bridge-laws/scoring';
import { fixture, jfrRows } from './fixture-helpers.js';

interface JfrLine {
  readonly cells: readonly string[];
  readonly adjusted: boolean;
  readonly ns: number;
}

function board(dir: string, file: string): { board: number; lines: JfrLine[]; html: string } {
  const html = readFileSync(fixture(dir, file), 'utf8');
  const n = Number(/(\d{3})\.txt$/.exec(file)?.[1]);
  const lines = jfrRows(html).map((cells) => {
    const adjusted = cells[2] === 'TD';
    const ns = cells[6] ? Number(cells[6]) : cells[7] ? -Number(cells[7]) : 0;
    return { cells, adjusted, ns: ns || 0 };
  });
  return { board: n, lines, html };
}

/** Law 77 on the published contract, declarer and result; the board number gives the vulnerability (Law 2). */
function law77(n: number, cells: readonly string[]): number | string {
  const contract = cells[2] as string;
  if (contract === 'PASS') return 0;
  const r = readTableEntry({ contract, declarer: cells[3] as string, vulnerable: boardVulnerability(n), result: cells[5] as string });
  return r.ok ? r.value.scoreNs : r.error;
}

describe('Law 78A on a JFR pairs session (27 boards, matchpoint percentages)', () => {
  const files = readdirSync(fixture('jfr-wb130808')).sort();
  // Pair 24 was absent: its lines are not results of the board. Director's lines are read from the
  // traveller: board 8's is average plus to both sides; board 7's 61.80/38.20 is a weighted score,
  // 67% of +170 and 33% of +140 — the only weighting that reproduces all eleven published figures.
  const directorLine = (n: number, l: JfrLine): BoardLine => {
    if (n === 8) return artificialLine('avg-plus', 'avg-plus');
    if (n === 7) return weightedLine([{ ns: 170, weight: 0.67 }, { ns: 140, weight: 0.33 }]);
    throw new Error(`unexpected director's line on board ${n}: ${l.cells.join('|')}`);
  };

  test('78A, 12C1(c), 12C2(a), Neuberg: every NS and EW percentage on every line matches the published traveller', () => {
    let checked = 0;
    const mismatches: string[] = [];
    for (const f of files) {
      const { board: n, lines } = board('jfr-wb130808', f);
      const played = lines.filter((l) => l.cells[1] !== '24');
      const r = matchpointBoard(played.map((l) => (l.adjusted ? directorLine(n, l) : tableLine(l.ns))));
      if (!r.ok) throw new Error(r.error.message);
      played.forEach((l, i) => {
        const got = r.value.lines[i];
        const want = [Number(l.cells[8]), Number(l.cells[9])];
        checked++;
        if (got === undefined || Math.abs(got.ns.percent - (want[0] as number)) > 0.005 || Math.abs(got.ew.percent - (want[1] as number)) > 0.005) {
          mismatches.push(`board ${n} ${l.cells.join('|')} → ${got?.ns.percent}/${got?.ew.percent}`);
        }
      });
    }
    expect(mismatches).toEqual([]);
    expect(checked).toBe(297);
  });

  test('77: every published score agrees with the scoring table', () => {
    const mismatches: string[] = [];
    let checked = 0;
    for (const f of files) {
      const { board: n, lines } = board('jfr-wb130808', f);
      for (const l of lines.filter((x) => !x.adjusted)) {
        checked++;
        if (law77(n, l.cells) !== l.ns) mismatches.push(`board ${n}: ${l.cells.join('|')} → ${law77(n, l.cells)}`);
      }
    }
    expect(mismatches).toEqual([]);
    expect(checked).toBe(295);
  });

  test('12C2(a): the director\'s artificial lines carry average plus (60%) for a side not at fault', () => {
    const td = files.flatMap((f) => board('jfr-wb130808', f).lines.filter((l) => l.adjusted).map((l) => l.cells.slice(8).join('/')));
    expect(td).toHaveLength(29);
    // 27 lines against the absent pair 24 (60% to the present side), one 60/60, one weighted 61.80/38.20.
    expect(td.filter((t) => t === '60.00/0.00')).toHaveLength(27);
    expect(td).toContain('60.00/60.00');
    expect(td).toContain('61.80/38.20');
  });
});

describe('Law 78B on a JFR IMP pairs session (30 boards, IMPs against the datum)', () => {
  const files = readdirSync(fixture('jfr-szczyrk')).sort();
  test('78B: every table result\'s IMPs against the published datum match', () => {
    let checked = 0;
    const mismatches: string[] = [];
    for (const f of files) {
      const { board: n, lines, html } = board('jfr-szczyrk', f);
      const d = Number(/rozdania:&nbsp;<\/td><td[^>]*>(-?\d+)<\/td>/.exec(html)?.[1]);
      for (const l of lines.filter((x) => !x.adjusted)) {
        checked++;
        const ns = imps(l.ns - d);
        if (ns !== Number(l.cells[8]) || -ns !== Number(l.cells[9]) || law77(n, l.cells) !== l.ns) {
          mismatches.push(`board ${n} datum ${d}: ${l.cells.join('|')} → ${ns}`);
        }
      }
    }
    expect(mismatches).toEqual([]);
    expect(checked).toBe(1205);
  });

  test('78B: the whole session scored as Butler with the published datum (option publishedDatum) gives every line its published IMPs', () => {
    const lines: PairsLine[] = [];
    const published: number[] = [];
    const datums = new Map<number, number>();
    for (const f of files) {
      const { board: n, lines: ls, html } = board('jfr-szczyrk', f);
      datums.set(n, Number(/rozdania:&nbsp;<\/td><td[^>]*>(-?\d+)<\/td>/.exec(html)?.[1]));
      for (const [i, l] of ls.filter((x) => !x.adjusted).entries()) {
        lines.push({ board: n, ns: `${n}-${i}n`, ew: `${n}-${i}e`, line: tableLine(l.ns) });
        published.push(Number(l.cells[8]), Number(l.cells[9]));
      }
    }
    const r = scorePairsEvent(lines, { scoring: 'butler', publishedDatum: datums });
    if (!r.ok) throw new Error(r.error.message);
    const ours = r.value.boards.flatMap((b) => b.lines.flatMap((l) => [l.nsResult, l.ewResult]));
    expect(ours).toEqual(published);
    expect(r.value.boards.map((b) => b.datum)).toEqual([...datums.values()]);
  });

  // The JFR datum rule. Every board here had 42 tables; 1 to 4 of them a director's score (TD), whose table result the
  // traveller does not print but which JFR still counts in the datum. So the datum can be computed from the traveller
  // only where those unprinted scores cannot move it: on the others, putting them all below or all above the field
  // gives the range the published datum must lie in.
  const sessions = files.map((f) => {
    const { board: n, lines, html } = board('jfr-szczyrk', f);
    const scores = lines.filter((l) => !l.adjusted).map((l) => l.ns);
    const hidden = lines.filter((l) => l.adjusted).length;
    const published = Number(/rozdania:&nbsp;<\/td><td[^>]*>(-?\d+)<\/td>/.exec(html)?.[1]);
    const withHidden = (at: number, o = JFR_DATUM): number => datum([...scores, ...Array<number>(hidden).fill(at)], o);
    return { n, scores, hidden, published, withHidden };
  });

  test('78D: JFR_DATUM (the median of all 42 tables, halves rounded up to 10) gives the published datum on the 18 boards the unprinted TD scores cannot move, and brackets it on the other 12', () => {
    const fixed = sessions.filter((b) => b.withHidden(-1e6) === b.withHidden(1e6));
    expect(fixed.map((b) => b.n)).toEqual([3, 4, 5, 8, 9, 10, 13, 14, 15, 16, 18, 19, 20, 23, 25, 28, 29, 30]);
    expect(fixed.filter((b) => b.withHidden(0) !== b.published).map((b) => b.n)).toEqual([]);
    // From the printed scores alone (the TD tables left out) the rule gives those 18 as well.
    expect(fixed.filter((b) => datum(b.scores, JFR_DATUM) !== b.published).map((b) => b.n)).toEqual([]);
    const open = sessions.filter((b) => !fixed.includes(b));
    expect(open.filter((b) => !(b.withHidden(-1e6) <= b.published && b.published <= b.withHidden(1e6))).map((b) => b.n)).toEqual([]);
    // Board 12: the two middle scores are −100 and −90 whatever the TD table scored below them: −95, a half, goes up to −90.
    expect(sessions[11]?.withHidden(-1e6)).toBe(-100);
    expect(datum([-100, -90], JFR_DATUM)).toBe(-90);
  });

  test('78D: what does not reproduce JFR — halves away from zero (boards 12 and 26 fall outside their range) and any ordinary trim (the default: one top and one bottom)', () => {
    const halfAway = { ...JFR_DATUM, rounding: 'half-away' } as const;
    // Whether unprinted TD scores give the published datum under a rule: some of them below the field and the others
    // all at one multiple of 10, from below to above the field.
    const reachable = (b: (typeof sessions)[number], o: typeof JFR_DATUM): boolean => {
      const low = Math.min(...b.scores) - 10;
      const high = Math.max(...b.scores) + 10;
      const grid = [...Array.from({ length: (high - low) / 10 + 1 }, (_, i) => low + 10 * i), 1e6];
      return grid.some((x) => Array.from({ length: b.hidden + 1 }, (_, j) => j).some((j) =>
        datum([...b.scores, ...Array<number>(j).fill(-1e6), ...Array<number>(b.hidden - j).fill(x)], o) === b.published));
    };
    const outside = (o: typeof JFR_DATUM) => sessions.filter((b) => !reachable(b, o)).map((b) => b.n);
    expect(outside(halfAway)).toEqual([12, 26]);
    expect(outside(JFR_DATUM)).toEqual([]);
    expect(outside(DEFAULT_DATUM).length).toBeGreaterThan(3);
    for (const trim of [2, 5, 10, 15]) expect(outside({ trim, roundTo: 10, rounding: 'half-up' }).length).toBeGreaterThan(0);
  });
});

