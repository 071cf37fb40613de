// Laws 16D1 and 16D3 (2007 16C1 and 16C3) at the table: information from another source after the first call.
import { describe, expect, test } from 'vitest';
import type { Edition } from '@bridge-laws/cards-and-boards';
import { parseCase, runCase } from '@bridge-laws/table';

const board = (edition: Edition, events: string) => {
  const c = parseCase(`id: other-source\nedition: "${edition}"\nboard: 1\nevents:\n${events}\n`, 'other-source.case.yaml');
  if (!c.ok) throw new Error(c.error);
  return runCase(c.value);
};

describe('Law 16D3 — attention: other-source', () => {
  test('16D3: before the first call the event is refused, naming the law (a card seen then is `expose`, 16D1 and 16D2)', () => {
    for (const edition of ['2017', '2007'] as const) {
      const r = board(edition, '  - {by: E, attention: other-source}');
      expect(r.stopped, edition).toMatch(/invalid-event.*16D3/);
    }
  });

  test('16D3: a yes to could-interfere lists both options under 2017; information-affected-result then asks the assigned result', () => {
    const asked = board('2017', '  - {by: N, call: 1NT}\n  - {by: E, attention: other-source}\n  - {facts: {could-interfere: true}}');
    expect(asked.report.pending).toEqual({ by: 'director', questions: ['information-affected-result', 'assigned-result'], law: '16D3' });
    const affected = board('2017', '  - {by: N, call: 1NT}\n  - {by: E, attention: other-source}\n  - {facts: {could-interfere: true, information-affected-result: true}}');
    expect(affected.report.pending).toMatchObject({ by: 'director', questions: ['assigned-result'] });
    expect(affected.report.laws).toEqual(expect.arrayContaining(['16D3', '16D2(c)']));
  });

  test('2007 16C3: information that could not interfere — the board is played, nothing more asked, the 2007 number cited', () => {
    const r = board('2007', '  - {by: N, call: 1NT}\n  - {by: E, attention: other-source}\n  - {facts: {could-interfere: false}}\n  - {by: E, call: P}');
    expect(r.stopped).toBeNull();
    expect(r.report.pending).toBeNull();
    expect(r.report.adjusted).toBeNull();
    expect(r.report.laws).toContain('16C3');
    expect(r.report.auction).toEqual(['1NT', 'P']);
  });
});
