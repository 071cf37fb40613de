import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { parseCase, runCase } from '@bridge-laws/table';
import type { CaseRun } from '@bridge-laws/table';

const claimCase = (file: string, cut: string): string => {
  const text = readFileSync(join(import.meta.dirname, '..', '..', 'claims', 'cases', file), 'utf8');
  return text.slice(0, text.indexOf(cut));
};
// 3NT by South, four top tricks to go (South holds SA SK SQ HA); and 4H by South, five to go, an opponent's trump out.
const topTricks = claimCase('claim-agreed-top-tricks.case.yaml', '  - {by: S, claim');
const trumpOut = claimCase('claim-trump-can-be-lost.case.yaml', '  - {by: S, claim');

function run(before: string, ending: string): CaseRun {
  const c = parseCase(`${before}${ending}`, 'test');
  if (!c.ok) throw new Error(c.error);
  return runCase(c.value);
}

describe('Law 68D2 — after a dispute', () => {
  test('68D2: a disputed claim offers the director or, for the opponents, playing on', () => {
    const r = run(topTricks, `  - {by: S, claim: {tricks: 4}}
  - {by: W, dispute: true}
  - expect: {phase: ended, tricks: {NS: 13, EW: 0}, pending: {by: E, options: [call-director, continue-play]}, laws: ["68D2(a)", "70"]}
`);
    expect(r.failure).toBeNull();
  });

  test('68D2(b)(ii): with all four agreeing play continues, the claim void and not adjudicated; the next card is played', () => {
    const r = run(topTricks, `  - {by: S, claim: {tricks: 4}}
  - {by: W, dispute: true}
  - {by: W, continue-play: true}
  - expect: {phase: play, turn: S, pending: null, tricks: {NS: 9, EW: 0}, laws: ["68D2(b)(ii)"]}
  - {by: S, play: SA}
  - expect: {phase: play, turn: W}
`);
    expect(r.failure).toBeNull();
  });

  test('68D2(b)(i): short of four players the director is called and the claim is adjudicated (68D2(a))', () => {
    const r = run(topTricks, `  - {by: S, claim: {tricks: 4}}
  - {by: W, dispute: true}
  - {by: E, continue-play: [E, W, N]}
  - expect: {phase: ended, tricks: {NS: 13, EW: 0}, pending: null, laws: ["68D2(b)(i)"]}
`);
    expect(r.failure).toBeNull();
  });

  test("68D2(b): only the claimer's opponents may ask to play on; without a claim there is nothing to continue", () => {
    const partner = run(topTricks, `  - {by: S, claim: {tricks: 4}}
  - {by: W, dispute: true}
  - {by: N, continue-play: true}
  - expect: {error: not-offered}
`);
    expect(partner.failure).toBeNull();
    const none = run(topTricks, `  - {by: W, continue-play: true}
  - expect: {error: wrong-phase}
`);
    expect(none.failure).toBeNull();
  });

  test('68D2(b): an agreed claim cannot be played on', () => {
    const r = run(topTricks, `  - {by: S, claim: {tricks: 4}}
  - {by: W, agree: true}
  - {by: W, continue-play: true}
  - expect: {error: not-offered, phase: ended}
`);
    expect(r.failure).toBeNull();
  });

  test('68D2(b): the case file names the field when continue-play is malformed', () => {
    const c = parseCase(`${topTricks}  - {by: W, continue-play: yes}\n`, 'bad.case.yaml');
    expect(c.ok ? null : c.error).toMatch(/continue-play.*68D2\(b\)/);
  });
});

describe('Law 69B2 — a withdrawn agreement at the table', () => {
  const withdrawn = `  - {by: S, claim: {tricks: 5}}
  - {by: W, agree: true}
  - {by: W, dispute: true}
`;

  test('69B2: the director is asked probably-won for the tricks only some normal lines lose', () => {
    const r = run(trumpOut, `${withdrawn}  - expect: {phase: ended, tricks: {NS: 13, EW: 0}, pending: {by: director, questions: [probably-won]}, laws: ["69B", "69B2"]}
`);
    expect(r.failure).toBeNull();
    expect(r.report.pending).toMatchObject({ by: 'director', law: '69B2' });
  });

  test('69B2: a finding of one trick, or yes, gives it to the withdrawing side and closes the question', () => {
    for (const answer of ['1', 'true']) {
      const r = run(trumpOut, `${withdrawn}  - facts: {probably-won: ${answer}}
  - expect: {phase: ended, tricks: {NS: 12, EW: 1}, pending: null, score: {NS: 480}}
`);
      expect(r.failure).toBeNull();
    }
    const no = run(trumpOut, `${withdrawn}  - facts: {probably-won: false}\n  - expect: {tricks: {NS: 13, EW: 0}, pending: null}\n`);
    expect(no.failure).toBeNull();
  });

  test('69B2: more tricks than are in doubt is refused as invalid-event; a malformed finding fails the case file', () => {
    const r = run(trumpOut, `${withdrawn}  - facts: {probably-won: 3}\n  - expect: {error: invalid-event, pending: {by: director, questions: [probably-won]}}\n`);
    expect(r.failure).toBeNull();
    const c = parseCase(`${trumpOut}${withdrawn}  - facts: {probably-won: maybe}\n`, 'bad.case.yaml');
    expect(c.ok ? null : c.error).toMatch(/probably-won.*69B2/);
  });
});
