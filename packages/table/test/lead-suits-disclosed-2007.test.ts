// Law 2007 26A1 at the table: a bid of the offender naming a suit is read as specifying it, unless it was alerted or
// explained — then the director is asked `named-suits-specified` (a transfer, Stayman need not specify its suit).
import { describe, expect, test } from 'vitest';
import type { CaseRun } from '@bridge-laws/table';
import { parseCase, runCase } from '@bridge-laws/table';

function run(edition: '2007' | '2017', events: string): CaseRun {
  const c = parseCase(`id: t\ntitle: t\nedition: "${edition}"\nboard: 1\ndeal: "N:Q953.85.J532.T42 2.Q7642.A8.AK763 AKJ4.KT9.K76.J98 T876.AJ3.QT94.Q5"\nevents:\n${events}`, 'test');
  if (!c.ok) throw new Error(c.error);
  return runCase(c.value);
}

/** E's insufficient 1H rejected and replaced by 2D (27B2; W must pass), then `between`, then 4S by S with E defending. */
const board = (between: string) => `  - {by: N, call: P}
  - {by: E, call: P}
  - {by: S, call: 1S}
  - {by: W, call: 2C}
  - {by: N, call: P}
  - {by: E, call: 1H}
  - {by: S, decide: reject}
  - {by: E, call: 2D, facts: {same-or-more-precise-meaning: false, same-denominations: false, comparable: false}}
${between}  - {by: S, call: 2S}
  - {by: W, call: P}
  - {by: N, call: 4S}
  - {by: E, call: P}
  - {by: S, call: P}
  - {by: W, call: P}
  - facts: {withdrawn-call-suits: [D]}
`;
const explained = '  - {by: W, explain: {call: 6, asked-by: S, as: "a transfer to hearts"}}\n';
const alerted = '  - {by: W, alert: {call: 6, made: true}}\n';

describe('Law 2007 26A1 — the offender\'s bid naming the suit, alerted or explained', () => {
  test('2007 26A1: explained, the 2D is not read as specifying diamonds — the director is asked named-suits-specified', () => {
    const r = run('2007', board(explained));
    expect(r.report.pending).toEqual({ by: 'director', questions: ['named-suits-specified'], law: '26A' });
    const transfer = run('2007', `${board(explained)}  - facts: {named-suits-specified: []}\n`);
    expect(transfer.report.leadRestrictions).toMatchObject([{ leader: 'W', law: '26A2' }]);
    const natural = run('2007', `${board(explained)}  - facts: {named-suits-specified: [D]}\n`);
    expect([natural.report.pending, natural.report.leadRestrictions, natural.report.phase]).toEqual([null, [], 'lead']);
    expect(natural.report.laws).toContain('26A1');
  });

  test('2007 26A1: alerted, the same question; an alert not made leaves the natural reading', () => {
    expect(run('2007', board(alerted)).report.pending).toMatchObject({ questions: ['named-suits-specified'] });
    const silent = run('2007', board('  - {by: W, alert: {call: 6, made: false}}\n'));
    expect([silent.report.pending, silent.report.leadRestrictions]).toEqual([null, []]);
  });

  test('2007 26A1: neither alerted nor explained, the 2D specifies diamonds — nothing is asked, no lead restriction', () => {
    const r = run('2007', board(''));
    expect([r.report.pending, r.report.leadRestrictions, r.report.phase]).toEqual([null, [], 'lead']);
  });

  test('26B: under 2017 the explanation changes nothing — declarer chooses whether to forbid a suit, the director is not asked', () => {
    const without = (events: string) => events.replace('  - facts: {withdrawn-call-suits: [D]}\n', '');
    const r = run('2017', without(board(explained)));
    expect(r.report.pending).toEqual({ by: 'S', options: ['prohibit-suit', 'no-restriction'], law: '26B' });
    const plain = run('2017', without(board('')));
    expect([r.report.pending, r.report.leadRestrictions]).toEqual([plain.report.pending, plain.report.leadRestrictions]);
  });
});
