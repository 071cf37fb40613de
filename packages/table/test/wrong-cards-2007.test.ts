// Law 2007 17D2 at the table: a call made with another board's cards, once the offender calls again with his own.
import { describe, expect, test } from 'vitest';
import type { CaseRun } from '@bridge-laws/table';
import { parseCase, runCase } from '@bridge-laws/table';

/** A board dealt by N under the given edition: the events given, in case-file form. */
function run(edition: '2007' | '2017', events: string): CaseRun {
  const c = parseCase(`id: t\ntitle: t\nedition: "${edition}"\nboard: 1\nevents:\n${events}`, 'test');
  if (!c.ok) throw new Error(c.error);
  return runCase(c.value);
}

const lhoCalled = `  - {by: N, call: 1C}
  - {by: E, call: 1H}
  - {by: S, call: 1S}
  - {by: E, irregularity: cards-from-wrong-board}
  - {by: E, call: 2D}
`;

describe('Law 2007 17D2 — the offender calls again after a call with another board\'s cards', () => {
  test('2007 17D2: LHO had called over the cancelled call — the director is asked whether the new call differs', () => {
    const r = run('2007', lhoCalled);
    expect(r.report.pending).toMatchObject({ by: 'director', questions: ['call-differs'], law: '17D2' });
    expect(r.report.adjusted).toBeNull();
    // 2017 15A2(b): the auction goes on whatever the new call, nothing asked.
    const now = run('2017', lhoCalled);
    expect([now.report.pending, now.report.adjusted, now.report.auction]).toEqual([null, null, ['1C', '2D']]);
  });

  test('2007 17D2: a new call that does not differ — no adjusted score, 17D2 cited, the auction goes on', () => {
    const r = run('2007', `${lhoCalled}  - facts: {call-differs: false}\n`);
    expect([r.report.pending, r.report.adjusted]).toEqual([null, null]);
    expect(r.report.laws).toContain('17D2');
    expect(r.report.turn).toBe('S');
  });

  test('2007 17D2: a new call that differs — an artificial adjusted score by fault (12C2(a) of 2017, its 2007 number)', () => {
    const r = run('2007', `${lhoCalled}  - facts: {call-differs: true, fault: {NS: none, EW: direct}}\n`);
    expect(r.report.pending).toBeNull();
    expect(r.report.adjusted).toEqual({ NS: 'avg-plus', EW: 'avg-minus' });
    expect(r.report.laws).toEqual(expect.arrayContaining(['17D1', '17D2']));
    expect(r.report.laws).not.toContain('15A2(c)');
  });

  test('2007 17D2: nobody but the offender called since — his new call is not asked about (2007 as 2017)', () => {
    const events = `  - {by: N, call: 1C}
  - {by: E, call: 1H}
  - {by: E, irregularity: cards-from-wrong-board}
  - {by: E, call: 2D}
`;
    expect(run('2007', events).report.pending).toBeNull();
    expect(run('2007', events).report.auction).toEqual(['1C', '2D']);
  });

  test('2007 17D2: partner called over the cancelled call — an artificial adjusted score at once, as 2017 15A2(a)', () => {
    const events = `${lhoCalled.split('\n').slice(0, 3).join('\n')}\n  - {by: W, call: P}\n  - {by: E, irregularity: cards-from-wrong-board}\n`;
    const r = run('2007', events);
    expect(r.report.pending).toMatchObject({ by: 'director', questions: ['fault'] });
    expect(run('2017', events).report.pending).toMatchObject({ by: 'director', questions: ['fault'] });
  });
});

describe('Law 2007 17D2 — the LHO who called over the cancelled call repeats it', () => {
  /** E called 1H with another board's cards, S called 1S over it; E calls `again` with his own cards. */
  const over = (again: string) => `  - {by: N, call: 1C}
  - {by: E, call: 1H}
  - {by: S, call: 1S}
  - {by: E, irregularity: cards-from-wrong-board}
  - {by: E, call: ${again}}
`;

  test('2007 17D2: a different call by LHO is refused, naming the call he must repeat; his repeat is taken', () => {
    const r = run('2007', `${over('1H')}  - {by: S, call: 2S}\n`);
    expect(r.failure).toBe('event 5 was refused (not-offered): call 2S by S: S called 1S over E\'s cancelled call: he must repeat 1S, not 2S (Law 2007 17D2)');
    expect([r.report.auction, r.report.turn]).toEqual([['1C', '1H'], 'S']);
    const repeated = run('2007', `${over('1H')}  - {by: S, call: 1S}\n`);
    expect([repeated.failure, repeated.report.auction, repeated.report.turn]).toEqual([null, ['1C', '1H', '1S'], 'W']);
  });

  test('2007 17D2: the repeat is required whatever the director finds of the offender\'s new call, and only at that turn', () => {
    for (const differs of [false, true]) {
      const r = run('2007', `${over('1H')}  - facts: {call-differs: ${differs}}\n  - {by: S, call: P}\n`);
      expect(r.failure).toMatch(/must repeat 1S, not P \(Law 2007 17D2\)$/);
    }
    const later = run('2007', `${over('1H')}  - {by: S, call: 1S}\n  - {by: W, call: P}\n  - {by: N, call: 2C}\n  - {by: E, call: P}\n  - {by: S, call: 3S}\n`);
    expect([later.failure, later.report.auction]).toEqual([null, ['1C', '1H', '1S', 'P', '2C', 'P', '3S']]);
  });

  test('2007 17D2: a repeat the new call has made insufficient is not forced — the director is still asked whether the new call differs', () => {
    const r = run('2007', `${over('2H')}  - {by: S, call: 2S}\n`);
    expect([r.failure, r.report.auction]).toEqual([null, ['1C', '2H', '2S']]);
    expect(r.report.pending).toMatchObject({ by: 'director', questions: ['call-differs'] });
  });

  test('15A2(b): under 2017 LHO calls as he likes after the offender calls again', () => {
    const r = run('2017', `${over('1H')}  - {by: S, call: 2S}\n`);
    expect([r.failure, r.report.auction, r.report.turn]).toEqual([null, ['1C', '1H', '2S'], 'W']);
  });
});
