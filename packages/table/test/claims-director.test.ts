import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import fc from 'fast-check';
import { parseCase, runCase } from '@bridge-laws/table';
import type { CaseRun } from '@bridge-laws/table';

// A 3NT by South with nine tricks played and four to go (the claims chapter's agreed-claim case),
// cut just before the claim so each test can add its own ending.
const agreed = readFileSync(join(import.meta.dirname, '..', '..', 'claims', 'cases', 'claim-agreed-top-tricks.case.yaml'), 'utf8');
const beforeClaim = agreed.slice(0, agreed.indexOf('  - {by: S, claim'));

function run(ending: string): CaseRun {
  const c = parseCase(`${beforeClaim}${ending}`, 'test');
  if (!c.ok) throw new Error(c.error);
  return runCase(c.value);
}

// The 15A cases' opening: South and North called after South took the wrong board's cards.
const auction = `id: t
board: 1
events:
  - {by: N, call: P}
  - {by: E, call: 1H}
  - {by: S, call: 1S}
  - {by: W, call: 2H}
  - {by: N, call: 2S}
`;

function runDirector(ending: string): CaseRun {
  const c = parseCase(`${auction}${ending}`, 'test');
  if (!c.ok) throw new Error(c.error);
  return runCase(c.value);
}

describe('Law 68 — claims at the table', () => {
  test('68D: a claim suspends the play; an opponent is asked to agree or dispute, and a card played is refused', () => {
    const r = run(`  - {by: S, claim: {tricks: 4}}
  - expect: {phase: play, pending: {by: E, options: [agree, dispute]}, laws: ["68A", "68D"]}
  - {by: W, play: S3}
  - expect: {error: wrong-phase}
`);
    expect(r.failure).toBeNull();
  });

  test("68D1: only the claimer's opponents agree; the claimer's partner is refused", () => {
    const r = run(`  - {by: S, claim: {tricks: 4}}
  - {by: N, agree: true}
  - expect: {error: not-offered}
`);
    expect(r.failure).toBeNull();
  });

  test('68B1: a claim of more tricks than remain is refused', () => {
    const r = run(`  - {by: S, claim: {tricks: 5}}
  - expect: {error: invalid-claim, phase: play}
`);
    expect(r.failure).toBeNull();
  });

  test('agree or dispute with no claim standing is refused', () => {
    const r = run(`  - {by: W, agree: true}
  - expect: {error: wrong-phase}
`);
    expect(r.failure).toBeNull();
  });
});

describe('Laws 69–71 — the ruling at the table', () => {
  test('69A and 77: an agreed claim ends the play and the board is scored on the claimed tricks', () => {
    const r = run(`  - {by: S, claim: {tricks: 4}}
  - {by: W, agree: true}
`);
    expect(r.failure).toBeNull();
    expect(r.report).toMatchObject({ phase: 'ended', turn: null, pending: null, tricks: { NS: 13, EW: 0 }, score: { NS: 520 } });
  });

  test('69B: a dispute after agreement withdraws it; no trick is restored when every normal line wins it', () => {
    const r = run(`  - {by: S, claim: {tricks: 4}}
  - {by: W, agree: true}
  - {by: W, dispute: true}
  - expect: {phase: ended, tricks: {NS: 13, EW: 0}, pending: null, laws: ["69B"]}
`);
    expect(r.failure).toBeNull();
  });

  test('70: a malformed normal-lines finding is refused with the field named', () => {
    const r = run(`  - {by: S, claim: {tricks: 4}}
  - {by: W, dispute: true}
  - facts: {normal-lines: 3}
  - expect: {error: invalid-event}
`);
    expect(r.failure).toBeNull();
  });

  test('71: after the correction period a concession stands', () => {
    const r = run(`  - milestone: correction-period-end
  - {by: S, concede: {tricks: 1}}
  - {by: W, agree: true}
  - expect: {phase: ended, tricks: {NS: 12, EW: 1}}
`);
    expect(r.failure).toBeNull();
  });

  test('69A: every agreed claim totals thirteen tricks, the claimer never below the tricks already won', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 4 }), (claimed) => {
        const r = run(`  - {by: S, claim: {tricks: ${claimed}}}\n  - {by: W, agree: true}\n`);
        expect(r.failure).toBeNull();
        expect(r.report.tricks.NS + r.report.tricks.EW).toBe(13);
        expect(r.report.tricks.NS).toBeGreaterThanOrEqual(9 + claimed);
      }),
      { numRuns: 5 },
    );
  });
});

describe("Laws 9–16 and 12 — the director's laws at the table", () => {
  test('15A2(a): calls from the offender on are cancelled and the director is asked who is at fault', () => {
    const r = runDirector(`  - {by: S, irregularity: cards-from-wrong-board}
  - expect: {auction: [P, 1H], turn: S, pending: {by: director, questions: [fault]}, adjusted: null}
`);
    expect(r.failure).toBeNull();
  });

  test('12C2(a): a finding of fault that is not {NS, EW} is refused, naming the fact', () => {
    const r = runDirector(`  - {by: S, irregularity: cards-from-wrong-board}
  - facts: {fault: direct}
  - expect: {error: invalid-event}
`);
    expect(r.failure).toBeNull();
  });

  test('12C2(a): partly at fault gets average', () => {
    const r = runDirector(`  - {by: S, irregularity: cards-from-wrong-board}
  - facts: {fault: {NS: direct, EW: partial}}
  - expect: {adjusted: {NS: avg-minus, EW: avg}, pending: null}
`);
    expect(r.failure).toBeNull();
  });

  test('15B2: a wrong board none of the four had played stands', () => {
    const r = runDirector(`  - {by: N, irregularity: wrong-board}
  - expect: {pending: {by: director, questions: [played-before]}}
  - facts: {played-before: false}
  - expect: {pending: null, adjusted: null, laws: ["15B2"]}
`);
    expect(r.failure).toBeNull();
  });

  test('16B1: attention to unauthorized information with no findings asks the first question', () => {
    const r = runDirector(`  - {by: E, attention: unauthorized-information}
  - expect: {pending: {by: director, questions: [unauthorized-information]}}
`);
    expect(r.failure).toBeNull();
  });

  test('13: card counts go only with a card-count irregularity (schema)', () => {
    const bad = parseCase(`${auction}  - {by: S, irregularity: wrong-board, hands: {N: 13, E: 13, S: 13, W: 13}}\n`, 'x.case.yaml');
    expect(bad.ok).toBe(false);
    if (!bad.ok) expect(bad.error).toContain('event 5, field hands');
    const unknown = parseCase(`${auction}  - {by: S, irregularity: fouled-board}\n`, 'x.case.yaml');
    expect(unknown.ok).toBe(false);
    if (!unknown.ok) expect(unknown.error).toContain('irregularity');
  });
});
