// Which movement a travellers file was played in, read from real published files and from hand-made ones.
import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import type { SeatedLine } from '@bridge-laws/scoring';
import { detectMovement, movementEvidenceText, readTravellers, scorePairsEvent } from '@bridge-laws/scoring';
import { fixture, readLatin1, scoreTables } from './fixture-helpers.js';

/** The seated lines of a Ruter export's ScoreTables (byes left out). */
function ruterLines(file: string): SeatedLine[] {
  return scoreTables(readLatin1(fixture('ruter', file))).flatMap((g) => {
    const at = (row: readonly string[], name: string) => row[g.columns.indexOf(name)] ?? '';
    return g.rows.filter((r) => at(r, 'Score_NS') !== 'Bye').map((r) => ({ board: Number(g.tags.Board), ns: at(r, 'PairId_NS'), ew: at(r, 'PairId_EW') }));
  });
}

function csvLines(text: string): SeatedLine[] {
  const r = readTravellers(text, 'test.csv', { movement: 'mitchell' });
  if (!r.ok) throw new Error(JSON.stringify(r.error));
  return r.value;
}

describe('Law 8A — the movement read from a results file', () => {
  test('8A: Ruter barometer sessions are one field: pairs sat both ways and met round odd cycles (a Howell)', () => {
    for (const file of ['2019-04-01.pbn', '2016-02-10.pbn', 'bridgekam_2015-09-03.pbn']) {
      const d = detectMovement(ruterLines(file));
      expect(d.kind, file).toBe('howell');
      if (d.evidence.code !== 'odd-cycle') throw new Error(d.evidence.code);
      expect(d.evidence.pairs.length % 2, file).toBe(1);
    }
    expect(movementEvidenceText(detectMovement(ruterLines('2016-02-10.pbn')).evidence)).toBe('pairs 4, 3, 8 met one another round an odd cycle, which a Mitchell never seats');
  });

  test('8A: an ACBL club section (Bridge Composer) numbers NS 1 and EW 1 at one table: a Mitchell, two fields', () => {
    const text = readFileSync(fixture('acbl-club', '2025-12-30-section-a.csv'), 'utf8');
    const d = detectMovement(csvLines(text));
    expect(d).toEqual({ kind: 'mitchell', evidence: { code: 'number-both-ways', pair: '1', board: 1 } });
    // Read and scored as the Mitchell it is: 8 North-South and 8 East-West pairs ranked apart.
    const lines = readTravellers(text, 'a.csv', { movement: 'mitchell' });
    const scored = lines.ok ? scorePairsEvent(lines.value, { movement: 'mitchell' }) : null;
    expect(scored?.ok && scored.value.standings.filter((s) => s.place === 1).map((s) => s.item.direction).sort()).toEqual(['EW', 'NS']);
    expect(scored?.ok && scored.value.standings.length).toBe(16);
  });

  // Three tables, one board a round; NS pairs 1-3 stay, EW pairs 4-6 move; round 3 arrow-switched (EW sit NS).
  const arrowSwitched = [
    'board,ns,ew,contract,declarer,tricks',
    '1,1,4,4S,N,10', '2,2,5,2S,N,8', '3,3,6,4S,N,10',
    '2,1,6,2S,N,8', '3,2,4,4S,N,10', '1,3,5,4S,N,11',
    '3,5,1,4S,N,8', '1,6,2,3NT,N,9', '2,4,3,3S,N,9',
  ].join('\n');

  test('8A: pairs numbered apart that only meet the other side, some tables turned round: an arrow-switched Mitchell', () => {
    const d = detectMovement(csvLines(arrowSwitched));
    expect(d).toEqual({ kind: 'arrow-switch', switchedLines: [6, 7, 8], evidence: { code: 'tables-switched', tables: 3, of: 9 } });
    // The same tables with no switch: every pair kept its direction.
    const plain = arrowSwitched.split('\n').map((l, i) => (i >= 7 ? l.replace(/^(\d+),(\d+),(\d+)/, '$1,$3,$2') : l)).join('\n');
    expect(detectMovement(csvLines(plain))).toEqual({ kind: 'mitchell', evidence: { code: 'directions-kept', pairs: 6 } });
  });

  test('8A: a switched column marks the arrow-switch itself', () => {
    const marked = arrowSwitched.replace('tricks', 'tricks,switched').split('\n').map((l, i) => (i === 0 ? l : `${l},${i >= 7 ? 'yes' : ''}`)).join('\n');
    const lines = readTravellers(marked, 'm.csv', { movement: 'arrow-switch' });
    expect(lines.ok && detectMovement(lines.value)).toEqual({ kind: 'arrow-switch', switchedLines: [6, 7, 8], evidence: { code: 'marked-switched', tables: 3 } });
  });

  test('8A: a file that cannot tell says so and names the candidates — one board of a Howell, half the tables each way, nothing', () => {
    const oneBoard = ruterLines('2016-02-10.pbn').filter((l) => l.board === 1);
    const d = detectMovement(oneBoard);
    expect(d.kind).toBe('ambiguous');
    expect(d.kind === 'ambiguous' && [d.candidates, d.evidence.code]).toEqual([['howell', 'mitchell'], 'groups-never-met']);
    // Four pairs, two rounds: 1 v 2 and 3 v 4, then 4 v 1 and 2 v 3 (the second round each way round).
    const half = csvLines('board,ns,ew,contract,declarer,tricks\n1,1,2,4S,N,10\n1,3,4,4S,N,10\n2,4,1,3S,N,9\n2,2,3,3S,N,9');
    expect(detectMovement(half)).toEqual({ kind: 'ambiguous', candidates: ['howell', 'arrow-switch'], evidence: { code: 'half-switched', tables: 2 }, switchedLines: [2, 3] });
    expect(detectMovement([])).toEqual({ kind: 'ambiguous', candidates: ['howell', 'mitchell', 'arrow-switch'], evidence: { code: 'no-lines' } });
  });

  test('8A: pairs that met along a tree, no round closing a circle, keep directions under any movement — the file cannot tell', () => {
    // One table's line, or three pairs met in a chain: two-coloured whatever was played.
    expect(detectMovement(csvLines('board,ns,ew,contract,declarer,tricks\n1,3,4,1NT,S,8'))).toEqual({ kind: 'ambiguous', candidates: ['howell', 'mitchell'], evidence: { code: 'no-circle', pairs: 2, meetings: 1 } });
    const chain = csvLines('board,ns,ew,contract,declarer,tricks\n1,1,2,4S,N,10\n2,1,3,4S,N,10\n3,4,3,3S,N,9');
    expect(detectMovement(chain)).toMatchObject({ kind: 'ambiguous', candidates: ['howell', 'mitchell'], evidence: { code: 'no-circle', pairs: 4, meetings: 3 } });
    // The same chain with one table turned round: a Howell or an arrow-switch, the turned line named.
    const turned = csvLines('board,ns,ew,contract,declarer,tricks\n1,1,2,4S,N,10\n2,1,3,4S,N,10\n3,3,4,3S,N,9');
    expect(detectMovement(turned)).toMatchObject({ kind: 'ambiguous', candidates: ['howell', 'arrow-switch'], switchedLines: [2] });
    // A circle of four meetings closes the field: two sides that kept their directions, a Mitchell.
    const circle = csvLines('board,ns,ew,contract,declarer,tricks\n1,1,2,4S,N,10\n2,1,4,4S,N,10\n3,3,2,3S,N,9\n4,3,4,3S,N,9');
    expect(detectMovement(circle)).toEqual({ kind: 'mitchell', evidence: { code: 'directions-kept', pairs: 4 } });
    expect(movementEvidenceText({ code: 'no-circle', pairs: 4, meetings: 3 })).toContain('no round closing a circle');
  });
});
