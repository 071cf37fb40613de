// Law 15A at the table (2007 17D): the auction rebuilt after a call with another board's cards keeps the notes of the
// alerted or explained calls that stand, so 2007 26A1 still reads them; a cancelled call's note goes with it.
import { describe, expect, test } from 'vitest';
import type { CaseRun } from '@bridge-laws/table';
import { parseCase, runCase } from '@bridge-laws/table';
import { wasDisclosed } from '@bridge-laws/auction';

function run(edition: '2007' | '2017', events: string): CaseRun {
  const c = parseCase(`id: t\ntitle: t\nedition: "${edition}"\nboard: 1\ndeal: "N:Q953.85.J532.T42 2.Q7642.A8.AK763 AKJ4.KT9.K76.J98 T876.AJ3.QT94.Q5"\nevents:\n${events}`, 'test');
  if (!c.ok) throw new Error(c.error);
  return runCase(c.value);
}

/** E's 2D (call 2) explained; W calls 3H holding another board's cards and it is cancelled (15A1); then E's insufficient 2H is withdrawn. */
const board = (explain: string) => `  - {by: N, call: P}
  - {by: E, call: 2D}
  - {by: S, call: 2S}
${explain}  - {by: W, call: 3H}
  - {by: W, irregularity: cards-from-wrong-board}
  - {by: W, call: P}
  - {by: N, call: 3S}
  - {by: E, call: 2H}
  - {by: S, decide: reject}
  - {by: E, call: P, facts: {same-or-more-precise-meaning: false}}
  - {by: S, call: 4S}
  - {by: W, call: P}
  - {by: N, call: P}
  - {by: E, call: P}
  - facts: {withdrawn-call-suits: [D]}
`;
const explained = '  - {by: W, explain: {call: 2, asked-by: S, as: "a transfer to hearts"}}\n';

describe('Law 15A1 — the rebuilt auction keeps the notes of the calls that stand', () => {
  test('2007 26A1: E\'s 2D explained before the cancelled call still asks named-suits-specified after the rebuild', () => {
    const r = run('2007', board(explained));
    expect(r.report.auction.slice(0, 4)).toEqual(['P', '2D', '2S', 'P']);
    expect(r.report.pending).toEqual({ by: 'director', questions: ['named-suits-specified'], law: '26A' });
  });

  test('2007 26A1: not explained, the same auction reads 2D as specifying diamonds — nothing asked', () => {
    const r = run('2007', board(''));
    expect([r.report.pending, r.report.leadRestrictions, r.report.phase]).toEqual([null, [], 'lead']);
  });

  test('15A1: the note of an explained call that is cancelled goes with it — the same call made again is not read as explained', () => {
    const start = `  - {by: N, call: P}
  - {by: E, call: 2D}
  - {by: S, call: 2S}
  - {by: W, call: 3H}
  - {by: E, explain: {call: 4, asked-by: N, as: "natural"}}
  - {by: W, irregularity: cards-from-wrong-board}
`;
    for (const edition of ['2007', '2017'] as const) {
      const before = run(edition, start.split('\n').slice(0, 5).join('\n') + '\n').state;
      expect(before === null ? null : wasDisclosed(before.auction, 3)).toBe(true);
      const after = run(edition, `${start}  - {by: W, call: 3H}\n`).state;
      expect(after?.auction.calls.map((c) => c.call.text)).toEqual(['P', '2D', '2S', '3H']);
      expect(after?.auction.disclosed).toEqual([]);
      expect(after === null ? null : wasDisclosed(after.auction, 3)).toBe(false);
    }
  });

  test('15A1: the notes of the calls that stand are kept under either edition', () => {
    const events = `  - {by: N, call: P}
  - {by: E, call: 2D}
  - {by: W, alert: {call: 2, made: true}}
  - {by: S, call: 2S}
  - {by: W, call: 3H}
  - {by: W, irregularity: cards-from-wrong-board}
`;
    for (const edition of ['2007', '2017'] as const) {
      const s = run(edition, events).state;
      expect(s?.auction.calls.length).toBe(3);
      expect(s?.auction.disclosed).toEqual([{ index: 1, call: '2D' }]);
    }
  });
});
