// Law 15A1 at the table (2007 17D): the auction rebuilt after a call with another board's cards is the auction as the
// table held it before the offender's first call, so that what earlier calls and irregularities left stands — a pass
// obligation and a lead right (Laws 27B2, 26), a card exposed during the auction (Law 24), the rectification record.
import { describe, expect, test } from 'vitest';
import { join } from 'node:path';
import type { AuctionState } from '@bridge-laws/auction';
import type { CaseRun } from '@bridge-laws/table';
import { parseCase, runCase } from '@bridge-laws/table';
import { caseStates, casesUnder } from './case-replay.js';

const DEAL = 'N:Q953.85.J532.T42 2.Q7642.A8.AK763 AKJ4.KT9.K76.J98 T876.AJ3.QT94.Q5';

function run(edition: '2007' | '2017', events: string): CaseRun {
  const c = parseCase(`id: t\ntitle: t\nedition: "${edition}"\nboard: 1\ndeal: "${DEAL}"\nevents:\n${events}`, 'test');
  if (!c.ok) throw new Error(c.error);
  return runCase(c.value);
}

function auctionOf(r: CaseRun): AuctionState {
  if (r.state === null) throw new Error(`no state: ${r.report.error ?? ''}`);
  return r.state.auction;
}

/** The finding 27B1 asks of E's 2C replacing 1H, per edition: not comparable (2017), no same or more precise meaning (2007). */
const notComparable = (edition: '2007' | '2017') => (edition === '2017' ? '{same-denominations: false, comparable: false}' : '{same-or-more-precise-meaning: false}');

/** N 1S, E's insufficient 1H not accepted and replaced by 2C (W silenced), S 2NT; then W, who holds another board's cards, passes and N bids 3NT. */
const insufficientBefore = (edition: '2007' | '2017') => `  - {by: N, call: 1S}
  - {by: E, call: 1H}
  - {by: S, decide: reject}
  - {by: E, call: 2C, facts: ${notComparable(edition)}}
  - {by: S, call: 2NT}
  - {by: W, call: P}
  - {by: N, call: 3NT}
  - {by: W, irregularity: cards-from-wrong-board}
`;
const finish = `  - {by: W, call: P}
  - {by: N, call: 3NT}
  - {by: E, call: P}
  - {by: S, call: P}
  - {by: W, call: P}
`;

describe('Law 15A1 — the rebuilt auction keeps what came before the offender\'s first call', () => {
  test('15A1: E\'s insufficient bid replaced before W\'s first call keeps its 27B2 pass obligation, its 26B lead right and its steps', () => {
    const a = auctionOf(run('2017', insufficientBefore('2017')));
    expect(a.calls.map((c) => c.call.text)).toEqual(['1S', '2C', '2NT']);
    expect(a.turn).toBe('W');
    expect(a.mustPass).toEqual([{ seat: 'W', until: 'end-of-auction', law: '27B2' }]);
    expect(a.leadRestrictions.map((r) => [r.leader, r.offender, r.law, r.source, r.withdrawn?.call.text])).toEqual([['W', 'E', '26B', '27B2', '1H']]);
    expect(a.steps.map((s) => s.law)).toEqual(['27A1', '27B', '27B2']);
    expect(a.information).toEqual([{ seat: 'E', what: 'call 1H', law: '16C', unauthorizedFor: 'EW' }]);
    expect([a.pending, a.choice, a.awaiting]).toEqual([null, null, null]);
  });

  test('15A1, 27B2: after the rebuild W is still silenced — a bid by him is ruled under Law 37', () => {
    const r = run('2017', `${insufficientBefore('2017')}  - {by: W, call: 3H}\n`);
    expect(r.report.laws.slice(-3)).toEqual(['35B', '37B1', '37B2']);
    expect(auctionOf(r).mustPass).toContainEqual({ seat: 'E', until: 'end-of-auction', law: '37B2' });
  });

  test('15A1, 26B: the rebuilt auction goes on to 3NT by S and declarer has the lead right from E\'s withdrawn 1H', () => {
    const r = run('2017', insufficientBefore('2017') + finish);
    expect([r.report.contract, r.report.declarer, r.report.phase]).toEqual(['3NT', 'S', 'lead']);
    expect(r.report.auction).toEqual(['1S', '2C', '2NT', 'P', '3NT', 'P', 'P', 'P']);
    expect(r.report.leadRestrictions).toEqual([{ leader: 'W', law: '26B' }]);
    expect(r.report.pending).toEqual({ by: 'S', options: ['prohibit-suit', 'no-restriction'], law: '26B' });
  });

  test('2007 17D2, 2007 27B2: the rebuild keeps E\'s pass obligation for W and the 2007 26 right, cited by their 2007 numbers', () => {
    const a = auctionOf(run('2007', insufficientBefore('2007')));
    expect(a.calls.map((c) => c.call.text)).toEqual(['1S', '2C', '2NT']);
    expect(a.mustPass).toEqual([{ seat: 'W', until: 'end-of-auction', law: '2007 27B2' }]);
    expect(a.leadRestrictions.map((r) => [r.leader, r.law, r.withdrawn?.call.text, r.withdrawn?.askAtEnd])).toEqual([['W', '2007 26', '1H', true]]);
  });

  test('2007 26A2: the withdrawn 1H before the offender\'s first call is asked about at the end of the rebuilt auction and gives declarer require or forbid hearts', () => {
    const asked = run('2007', insufficientBefore('2007') + finish);
    expect(asked.report.pending).toEqual({ by: 'director', questions: ['withdrawn-call-suits'], law: '26A' });
    const r = run('2007', `${insufficientBefore('2007')}${finish}  - facts: {withdrawn-call-suits: [H], specified-suits: [C]}\n`);
    expect([r.report.contract, r.report.declarer]).toEqual(['3NT', 'S']);
    expect(r.report.leadRestrictions).toEqual([{ leader: 'W', law: '26A2' }]);
    expect(r.report.pending).toEqual({ by: 'S', options: ['require-suit', 'prohibit-suit', 'no-restriction'], law: '26A2' });
    expect(auctionOf(r).leadRestrictions[0]?.suits).toEqual(['H']);
  });

  /** S drops C8 after his pass, before W's first call; W (another board's cards) bids 2H and N passes. */
  const exposedBefore = `  - {by: N, call: P}
  - {by: E, call: 1H}
  - {by: S, call: P}
  - {by: S, expose: C8}
  - {by: W, call: 2H}
  - {by: N, call: P}
  - {by: W, irregularity: cards-from-wrong-board}
`;

  test('15A1, 24A: a low card exposed before the offender\'s first call stays exposed after the rebuild, in either edition', () => {
    for (const edition of ['2017', '2007'] as const) {
      const a = auctionOf(run(edition, exposedBefore));
      expect(a.calls.map((c) => c.call.text)).toEqual(['P', '1H', 'P']);
      expect(a.exposed).toEqual([{ seat: 'S', card: 'C8', major: false }]);
      expect(a.information).toEqual([{ seat: 'S', what: 'card C8', law: '24', unauthorizedFor: 'NS' }]);
      expect(a.steps.map((s) => s.law)).toEqual(['24A']);
    }
  });

  test('15A1, 24E: the card exposed before the offender\'s first call is a minor penalty card once S defends the rebuilt auction\'s 4H', () => {
    const r = run('2017', `${exposedBefore}  - {by: W, call: 2H}
  - {by: N, call: P}
  - {by: E, call: 4H}
  - {by: S, call: P}
  - {by: W, call: P}
  - {by: N, call: P}
`);
    expect([r.report.contract, r.report.declarer]).toEqual(['4H', 'E']);
    expect(r.report.penaltyCards).toEqual([{ seat: 'S', card: 'C8', kind: 'minor' }]);
  });

  test('15A1, 27A1: the choice the offender\'s own insufficient first call opened goes with the call — the rebuild waits for nothing', () => {
    const r = run('2017', `  - {by: N, call: 1S}
  - {by: E, call: P}
  - {by: S, call: 2S}
  - {by: W, call: 1H}
  - {by: N, decide: accept}
  - {by: N, call: P}
  - {by: W, irregularity: cards-from-wrong-board}
`);
    const a = auctionOf(r);
    expect(a.calls.map((c) => c.call.text)).toEqual(['1S', 'P', '2S']);
    expect([a.turn, a.pending, a.choice, a.awaiting]).toEqual(['W', null, null, null]);
    expect(a.steps).toEqual([]);
    expect(a.information).toEqual([]);
  });

  test('15A1, 27A1: S\'s call that accepted E\'s insufficient bid is cancelled with the rest — S, with his own cards, chooses again', () => {
    const events = `  - {by: N, call: 1S}
  - {by: E, call: 1H}
  - {by: S, call: 2C}
  - {by: W, call: P}
  - {by: S, irregularity: cards-from-wrong-board}
`;
    const r = run('2017', events);
    expect(r.report.auction).toEqual(['1S']);
    expect(r.report.pending).toEqual({ by: 'S', options: ['accept', 'reject'], law: '27A1' });
    const rejected = run('2017', `${events}  - {by: S, decide: reject}\n`);
    expect([rejected.report.turn, rejected.report.pending]).toEqual(['E', null]);
    expect(auctionOf(rejected).steps.map((s) => s.law)).toEqual(['27A1', '27B']);
  });
});

// The record behind it: `auctionAt[n]` is the auction with n calls standing as the table last held it waiting for
// nothing, and only those calls. Checked on every state of every case folder the tests run.
const cases = casesUnder(join(import.meta.dirname, '..', 'cases'));

const calls = (a: AuctionState) => a.calls.map((c) => `${c.seat}:${c.call.text}`);

describe('15A1: the record of the auction at each number of standing calls', () => {
  test('15A1: every entry holds exactly its number of the calls now standing, waits for nothing, and the settled auction is the last entry', () => {
    let checked = 0;
    for (const { name: f, file } of cases) {
      for (const s of caseStates(file)) {
        const now = calls(s.auction);
        expect(s.auctionAt.length, f).toBe(now.length + 1);
        expect(s.auctionAt[0], f).not.toBeNull();
        s.auctionAt.forEach((a, n) => {
          if (a === null) return;
          expect(calls(a), f).toEqual(now.slice(0, n));
          expect([a.pending, a.choice, a.awaiting], f).toEqual([null, null, null]);
        });
        const settled = s.auction.pending === null && s.auction.choice === null && s.auction.awaiting === null;
        if (settled) expect(s.auctionAt[now.length], f).toBe(s.auction);
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(1000);
  });
});

describe('15A1: the record of each seat\'s first call', () => {
  test('15A1: each seat once; each entry the auction before his first call, asking the director nothing, its calls that stood after that call still standing; every seat with a standing call has one', () => {
    let checked = 0;
    for (const { name: f, file } of cases) {
      for (const s of caseStates(file)) {
        const now = calls(s.auction);
        const seats = s.firstCalls.map((c) => c.seat);
        expect(new Set(seats).size, f).toBe(seats.length);
        for (const c of s.firstCalls) {
          const had = calls(c.before);
          expect(c.standing, f).toBeLessThanOrEqual(had.length);
          expect(now.slice(0, c.standing), f).toEqual(had.slice(0, c.standing));
          expect(c.before.pending?.kind, f).not.toBe('question');
          // His first call came after every call of the record: none of them is his.
          expect(had.some((x) => x.startsWith(`${c.seat}:`)), f).toBe(false);
        }
        for (const c of s.auction.calls) expect(seats, f).toContain(c.seat);
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(1000);
  });
});
