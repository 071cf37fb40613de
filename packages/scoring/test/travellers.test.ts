import { describe, expect, test } from 'vitest';
import {
  formatProblem, formatResultsPbn, formatResultsText, readTravellers, scoreCsv, scorePairsEvent, scoreTravellers, tableLine, artificialLine, isLegalScore, weightedLine, weightedText, formatEventCsv,
} from '@bridge-laws/scoring';

const HEAD = 'board,ns,ew,contract,declarer,tricks,result,lead,score';

describe('travellers CSV', () => {
  test('77/78A: reads contracts, results, passes and adjusted markers, and ranks the pairs', () => {
    const text = [HEAD, '1,1,2,4S,N,10,,HA,420', '1,3,4,4S,N,,-1,,', '1,5,6,P,,,,,', '2,1,4,3NTX,W,,=,,', '2,3,6,A+,,,,,', '2,5,2,A60-40,,,,,'].join('\n');
    const r = scoreTravellers(text, 'club.csv');
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    const [b1, b2] = r.value.boards;
    expect(b1?.lines.map((l) => [l.nsResult, l.ewResult])).toEqual([[4, 0], [0, 4], [2, 2]]);
    expect(b2?.lines[0]?.nsResult).toBe(2); // only real result: Neuberg to 3 results gives half the top
    expect(b2?.lines[1]?.nsPercent).toBe(60);
    expect(b2?.lines[1]?.ewPercent).toBe(40);
    expect(r.value.standings[0]?.item.pair).toBe('1');
    const text1 = formatResultsText(r.value);
    expect(text1).toMatch(/^Board 1 \(top 4\)/);
    expect(text1).toMatch(/Ranking/);
    const pbn = formatResultsPbn(r.value);
    expect(pbn).toMatch(/\[TotalScoreTable "Rank/);
    expect(pbn.match(/\[ScoreTable /g)).toHaveLength(2);
  });

  test.each([
    ['1,1,2,8S,N,10,,,', 'line 2, board 1: contract'],
    ['1,1,2,4S,N,14,,,', 'line 2, board 1: tricks'],
    ['1,1,2,4S,N,,+4,,', 'line 2, board 1: result: +4 on 4S means 14 tricks'],
    ['1,1,2,4S,N,,,,', 'line 2, board 1: tricks: missing'],
    ['1,1,2,4S,X,10,,,', 'line 2, board 1: declarer'],
    ['1,1,2,4S,N,10,,,450', 'line 2, board 1: score: 450 does not match'],
    ['0,1,2,4S,N,10,,,', 'line 2: board'],
    ['1,1,2', 'line 2: expected 9 columns'],
    ['1,1,1,4S,N,10,,,', 'line 2, board 1: pair 1 cannot sit'],
    ['1,1,2,AX,,,,,', 'line 2, board 1: contract: "AX" is not an adjusted-score marker'],
  ])('bad line %s is reported with file, line and board', (line, want) => {
    const r = readTravellers(`${HEAD}\n${line}`, 'club.csv');
    expect(r.ok).toBe(false);
    if (!r.ok) expect(formatProblem(r.error[0] ?? { file: '', line: 0, message: '' })).toContain(`club.csv: ${want}`);
  });

  test('nothing is skipped: every bad line is reported, and an empty line in the middle is one of them', () => {
    const r = readTravellers([HEAD, '1,1,2,4S,N,14,,,', '', '1,3,4,9NT,N,10,,,', '1,5,6,4S,N,10,,,'].join('\n'), 'f.csv');
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.map((p) => p.line)).toEqual([2, 3, 4]);
  });

  test('a pair with two results on one board is an error', () => {
    const r = readTravellers([HEAD, '1,1,2,4S,N,10,,,', '1,1,4,4S,N,10,,,'].join('\n'), 'f.csv');
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error[0]?.message).toMatch(/pair 1 already has a result on this board \(line 2\)/);
  });

  test('12C1(c) and split scores in the CSV: W with 420@30;-50@70, S with NS/EW figures', () => {
    const r = readTravellers([HEAD, '1,1,2,W,,,,,420@30;-50@70', '1,3,4,S,,,,,420/-50', '1,5,6,W,,,,,420@30;-50@60'].join('\n'), 'f.csv');
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error).toEqual([{ file: 'f.csv', line: 4, board: 1, message: 'score: weights of "420@30;-50@60" must be positive and add up to 100 (Law 12C1(c))' }]);
  });

  test('77, 12C1(c): each score of a W line must be one the board can give at its vulnerability', () => {
    // Board 1 is none vulnerable: 620 (a vulnerable game) and 425 (no score at all) are refused, naming the column.
    const r = readTravellers([HEAD, '1,1,2,W,,,,,620@50;-50@50', '1,3,4,W,,,,,425@50;420@50', '2,1,2,W,,,,,620@60;-100@40'].join('\n'), 'f.csv');
    expect(r.ok ? null : r.error.map((p) => p.message)).toEqual([
      'score: 620 in "620@50;-50@50" is no score a board gives with vulnerability None (Law 77)',
      'score: 425 in "425@50;420@50" is no score a board gives with vulnerability None (Law 77)',
    ]);
    // Board 2 (North-South vulnerable): 620 and −100 are both scores of that board.
    const ok = readTravellers([HEAD, '2,1,2,W,,,,,620@60;-100@40'].join('\n'), 'f.csv');
    expect(ok.ok && ok.value[0]?.line.ns).toEqual({ kind: 'weighted', parts: [{ ns: 620, weight: 0.6 }, { ns: -100, weight: 0.4 }] });
    // 0 (passed out), 7NT= vulnerable by either side (±2220) only where that side is vulnerable, −1100 (4 down doubled, vulnerable).
    expect([isLegalScore(0, 'None'), isLegalScore(10, 'None'), isLegalScore(2220, 'All'), isLegalScore(-2220, 'EW'), isLegalScore(-2220, 'NS'), isLegalScore(1100, 'NS')]).toEqual([true, false, true, true, false, true]);
  });

  test('12C1(c): a weighted line is written back as W with its weights, and reads back to the same line', () => {
    const parts = [{ ns: 620, weight: 0.6 }, { ns: -100, weight: 0.4 }];
    expect(weightedText(parts)).toBe('620@60;-100@40');
    const back = readTravellers([HEAD, `2,1,2,W,,,,,${weightedText(parts)}`].join('\n'), 'f.csv');
    expect(back.ok && back.value[0]?.line).toEqual(weightedLine(parts));
    // The results CSV prints the W line with its weights: 60 % of 620 beats the other table's 600 (3NT= vulnerable), 40 % of −100 loses.
    const lines = readTravellers([HEAD, `2,1,2,W,,,,,${weightedText(parts)}`, '2,3,4,3NT,N,9,,,'].join('\n'), 'f.csv');
    const scored = lines.ok ? scorePairsEvent(lines.value) : null;
    if (!scored?.ok) throw new Error('not scored');
    const csv = formatEventCsv({ kind: 'pairs', result: scored.value });
    expect(csv.split('\n')[1]).toBe('2,1,2,W,,,,620@60;-100@40,1.20,0.80,60,40');
  });

  test('missing header columns are named', () => {
    const r = readTravellers('board,ns,contract\n1,1,4S', 'f.csv');
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error[0]?.message).toMatch(/missing ew/);
  });
});

describe('pairs events', () => {
  test('78A/78C: Mitchell ranks North-South and East-West apart, with ties', () => {
    const lines = [
      { board: 1, ns: '1', ew: '1', line: tableLine(420) },
      { board: 1, ns: '2', ew: '2', line: tableLine(420) },
      { board: 1, ns: '3', ew: '3', line: tableLine(-50) },
    ];
    const r = scorePairsEvent(lines, { movement: 'mitchell' });
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.value.standings.map((s) => `${s.item.direction}${s.item.pair}:${s.label}`)).toEqual(['NS1:1=', 'NS2:1=', 'NS3:3', 'EW3:1', 'EW1:2=', 'EW2:2=']);
  });

  test('12C2(c): average plus becomes the pair\'s higher session percentage', () => {
    const lines = [
      { board: 1, ns: '1', ew: '2', line: tableLine(420) },
      { board: 1, ns: '3', ew: '4', line: tableLine(-50) },
      { board: 2, ns: '1', ew: '2', line: artificialLine('avg-plus', 'avg-minus') },
      { board: 2, ns: '3', ew: '4', line: tableLine(100) },
    ];
    const r = scorePairsEvent(lines);
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    const line = r.value.boards[1]?.lines[0];
    expect(line?.nsPercent).toBe(100); // pair 1 had 100% on board 1
    expect(line?.ewPercent).toBe(0); // pair 2 had 0% on board 1
  });

  test('Butler and cross-IMP pairs events total IMPs', () => {
    const lines = [170, 140, 150, 170].map((s, i) => ({ board: 1, ns: `n${i}`, ew: `e${i}`, line: tableLine(s) }));
    const butler = scorePairsEvent(lines, { scoring: 'butler' });
    expect(butler.ok && butler.value.boards[0]?.datum).toBe(160);
    const cross = scorePairsEvent(lines, { scoring: 'cross-imps' });
    expect(cross.ok && cross.value.boards[0]?.lines.map((l) => l.nsResult)).toEqual([2, -2, -2, 2]);
  });
});

describe('score --csv', () => {
  test('77: appends score_ns to each row, passed-out boards scoring 0', () => {
    const r = scoreCsv('contract,declarer,vulnerable,tricks\n4HX,S,NS,10\n3NT,E,None,8\npassed-out,,All,\n', 'batch.csv');
    expect(r).toEqual({ ok: true, value: 'contract,declarer,vulnerable,tricks,score_ns\n4HX,S,NS,10,790\n3NT,E,None,8,50\npassed-out,,All,,0' });
  });

  test('2: Both, ns, Love and - are read as All, NS, None; R as redoubled', () => {
    const r = scoreCsv('contract,declarer,vulnerable,tricks\n4HX,S,Both,10\n4HR,S,ns,10\n1S,N,Love,7\n1S,N,-,7', 'batch.csv');
    expect(r).toEqual({ ok: true, value: 'contract,declarer,vulnerable,tricks,score_ns\n4HX,S,Both,10,790\n4HR,S,ns,10,1080\n1S,N,Love,7,80\n1S,N,-,7,80' });
  });

  test('77: bad rows name the file and line', () => {
    const r = scoreCsv('contract,declarer,vulnerable,tricks\n4H,S,Red,10\n4H,S,NS,14', 'batch.csv');
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.map(formatProblem)).toEqual([
      'batch.csv: line 2: vulnerable: vulnerable must be None, NS, EW or All (Both, Love, - and any case accepted) (Law 2), got "Red"',
      'batch.csv: line 3: tricks: tricks must be a whole number from 0 to 13 (a deal has 13 tricks, Law 77), got "14"',
    ]);
  });
});
