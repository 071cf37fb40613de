// Law 15A1 at the table: a call with another board's cards is cancelled with every later call. The offender's first
// call may have been irregular and settled before a call of his stood (an insufficient bid not accepted, a call out of
// rotation): that call is his call too, so the auction is rebuilt as it stood right before it, and what was said about
// the cancelled calls (alerts, explanations) is no longer read as said about the calls that take their places.
import { describe, expect, test } from 'vitest';
import type { AuctionState } from '@bridge-laws/auction';
import type { CaseRun, Disclosure } from '@bridge-laws/table';
import { parseCase, runCase } from '@bridge-laws/table';

const DEAL = 'N:Q953.85.J532.T42 2.Q7642.A8.AK763 AKJ4.KT9.K76.J98 T876.AJ3.QT94.Q5';

function run(events: string): CaseRun {
  const c = parseCase(`id: t\ntitle: t\nboard: 1\ndeal: "${DEAL}"\nevents:\n${events}`, 'test');
  if (!c.ok) throw new Error(c.error);
  return runCase(c.value);
}

function auctionOf(r: CaseRun): AuctionState {
  if (r.state === null) throw new Error(`no state: ${r.report.error ?? ''}`);
  return r.state.auction;
}

/** Nothing of a rectification left in the auction: no steps, obligations, lead rights, information or follow-ups. */
function clean(a: AuctionState) {
  return [a.steps, a.mustPass, a.leadRestrictions, a.information, a.followUps, a.pending, a.choice, a.awaiting];
}
const CLEAN = [[], [], [], [], [], null, null, null];

/** The laws the case's last event cited. */
function lastCited(r: CaseRun): string[] {
  const log = r.state?.citations ?? [];
  const last = r.state === null ? -1 : r.state.events - 1;
  return log.filter((c) => c.event === last).map((c) => c.law);
}

describe('Law 15A1 — the offender\'s first call of any kind is cancelled with what it led to', () => {
  /** N 1S; E (another board's cards) bids 1H, insufficient; S does not accept; E replaces it with 2C (not comparable: W silenced); S 2NT. */
  const insufficientFirst = `  - {by: N, call: 1S}
  - {by: E, call: 1H}
  - {by: S, decide: reject}
  - {by: E, call: 2C, facts: {same-denominations: false, comparable: false}}
  - {by: S, call: 2NT}
  - {by: E, irregularity: cards-from-wrong-board}
`;

  test('15A1: the offender\'s own insufficient first bid, rectified before his replacement stood, leaves no trace after the rebuild', () => {
    const r = run(insufficientFirst);
    const a = auctionOf(r);
    expect(a.calls.map((c) => c.call.text)).toEqual(['1S']);
    expect(a.turn).toBe('E');
    expect(clean(a)).toEqual(CLEAN);
    expect(r.report.leadRestrictions).toEqual([]);
  });

  test('15A1: after the rebuild E calls with his own cards and W, silenced by the cancelled rectification, bids freely', () => {
    const r = run(`${insufficientFirst}  - {by: E, call: 2H}
  - {by: S, call: 2NT}
  - {by: W, call: 3H}
`);
    const a = auctionOf(r);
    expect(a.calls.map((c) => `${c.seat}:${c.call.text}`)).toEqual(['N:1S', 'E:2H', 'S:2NT', 'W:3H']);
    expect([a.mustPass, a.steps]).toEqual([[], []]);
  });

  /** E bids 1H at N's turn (out of rotation, at his RHO's turn); S does not accept; N 1S, E 2H, S P. */
  const outOfRotationFirst = `  - {by: E, call: 1H}
  - {by: S, decide: reject}
  - {by: N, call: 1S}
  - {by: E, call: 2H}
  - {by: S, call: P}
  - {by: E, irregularity: cards-from-wrong-board}
`;

  test('15A1: the offender\'s call out of rotation before his first standing call is his first call — N\'s later 1S is cancelled with it', () => {
    const before = run(outOfRotationFirst.split('\n').slice(0, 5).join('\n') + '\n');
    // The table held the out-of-rotation call's rectification (Laws 29B, 31) when the wrong cards were found.
    expect(auctionOf(before).steps.length).toBeGreaterThan(0);
    const a = auctionOf(run(outOfRotationFirst));
    expect(a.calls).toEqual([]);
    expect(a.turn).toBe('N');
    expect(clean(a)).toEqual(CLEAN);
  });

  test('15A1: a call out of rotation by the offender, cancelled, with no call of his standing yet: the auction goes back to before it', () => {
    const a = auctionOf(run(`  - {by: E, call: 1H}
  - {by: S, decide: reject}
  - {by: N, call: 1S}
  - {by: E, irregularity: cards-from-wrong-board}
`));
    expect([a.calls, a.turn]).toEqual([[], 'N']);
    expect(clean(a)).toEqual(CLEAN);
  });
});

describe('Law 15A1 — what was said about a cancelled call is not said about the call that takes its place', () => {
  /** N 1S, E P, S (another board's cards) 2C, explained by N as a relay the director finds not permitted (40B4); W P; then found. */
  const explained = `  - {by: N, call: 1S}
  - {by: E, call: P}
  - {by: S, call: 2C}
  - {by: N, explain: {call: 3, asked-by: W, as: "a relay", permitted: false}}
  - {by: W, call: P}
  - {by: S, irregularity: cards-from-wrong-board}
`;
  const explanations = (r: CaseRun) => (r.state?.director.disclosures ?? []).filter((d): d is Extract<Disclosure, { kind: 'explanation' }> => d.kind === 'explanation');

  test('15A1, 40B4: the explanation of S\'s cancelled 2C is kept as said but marked cancelled; the call that stands at its place has none', () => {
    const r = run(`${explained}  - {by: S, call: 2S}\n`);
    expect(auctionOf(r).calls.map((c) => c.call.text)).toEqual(['1S', 'P', '2S']);
    expect(explanations(r).map((d) => [d.record.callIndex, d.record.text, d.cancelled])).toEqual([[2, 'a relay', true]]);
    expect(auctionOf(r).disclosed).toEqual([]);
  });

  test('15A1, 40B4: an unpermitted agreement explained for the new call at that position is a new 40B4 finding, not the cancelled call\'s', () => {
    const r = run(`${explained}  - {by: S, call: 2S}
  - {by: N, explain: {call: 3, asked-by: W, as: "a transfer", permitted: false}}
`);
    expect(lastCited(r)).toEqual(['20F1', '40B2(a)(i)', '40B4']);
  });

  test('15A1, 20F4: a correction names the explanation of the call that stands — the cancelled call\'s cannot be corrected at its position', () => {
    const r = run(`${explained}  - {by: S, call: 2S}
  - {by: N, correct: {call: 3, as: "natural"}}
`);
    expect(r.failure).toMatch(/no explanation of that call was given \(Law 20F4\)/);
  });

  test('15A1, 40B3(a): an omitted alert of a cancelled call the director found required is not the new call\'s undisclosed agreement', () => {
    const r = run(`  - {by: N, call: 1S}
  - {by: E, call: P}
  - {by: S, call: 2C}
  - {by: N, alert: {call: 3, made: false, required: true}}
  - {by: W, call: P}
  - {by: S, irregularity: cards-from-wrong-board}
  - {by: S, call: 2S}
  - {by: N, alert: {call: 3, made: false, required: true}}
`);
    expect(lastCited(r)).toEqual(['40B2(a)', '40B3(a)']);
    const alerts = (r.state?.director.disclosures ?? []).filter((d) => d.kind === 'alert');
    expect(alerts.map((d) => d.kind === 'alert' && d.cancelled === true)).toEqual([true, false]);
  });
});

describe('Law 15A1 — a first call whose record went with an earlier call replaced', () => {
  test('15A1, 25B1: E\'s pass that accepted N\'s intended change by calling over it is cancelled — E chooses again', () => {
    const r = run(`  - {by: N, call: 1C}
  - {by: N, change: 1D, facts: {unintended: false}}
  - {by: E, call: P}
  - {by: S, call: P}
  - {by: E, irregularity: cards-from-wrong-board}
`);
    expect(r.report.auction).toEqual(['1C']);
    expect(r.report.pending).toEqual({ by: 'E', options: ['accept', 'reject'], law: '25B1' });
  });

  test('15A1, 25A: E\'s 2C kept over N\'s replaced unintended call is cancelled from the auction as the table held it with 1S standing', () => {
    const r = run(`  - {by: N, call: 1H}
  - {by: E, call: 2C}
  - {by: N, change: 1S, facts: {unintended: true}}
  - {by: E, decide: keep}
  - {by: S, call: P}
  - {by: E, irregularity: cards-from-wrong-board}
`);
    expect(r.state?.firstCalls.map((f) => f.seat)).toEqual(['N']);
    const a = auctionOf(r);
    expect(a.calls.map((c) => `${c.seat}:${c.call.text}`)).toEqual(['N:1S']);
    expect([a.turn, a.pending, a.choice]).toEqual(['E', null, null]);
  });
});
