import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { parseCase, report, runCase } from '@bridge-laws/table';

const claimCase = (file: string, cut: string): string => {
  const text = readFileSync(join(import.meta.dirname, '..', '..', 'claims', 'cases', file), 'utf8');
  return text.slice(0, text.indexOf(cut));
};
// 4H by South, five to go, a defender's trump out; and 3NT by South, three top spades to go.
const trumpOut = claimCase('claim-trump-can-be-lost.case.yaml', '  - {by: S, claim');
const topSpades = claimCase('concession-of-unlosable-trick.case.yaml', '  - {by: S, concede');

/** The report after the events, the run failing loudly on any refusal or unmet expectation. */
function after(before: string, ending: string): ReturnType<typeof report> {
  const c = parseCase(`${before}${ending}`, 'test');
  if (!c.ok) throw new Error(c.error);
  const r = runCase(c.value);
  expect(r.failure).toBeNull();
  if (r.state === null) throw new Error('the case set up no table');
  return report(r.state);
}

describe('Law 69B — an agreement withdrawn within the correction period', () => {
  test('69B2: the director\'s finding probably-won gives the withdrawing side the doubtful trick, and it stays after the period ends', () => {
    const ruled = `  - {by: S, claim: {tricks: 5}}
  - {by: W, agree: true}
  - {by: W, dispute: true}
  - {facts: {probably-won: 1}}
`;
    expect(after(trumpOut, ruled)).toMatchObject({ tricks: { NS: 12, EW: 1 }, pending: null });
    const later = after(trumpOut, `${ruled}  - {milestone: next-board-call}\n  - {milestone: correction-period-end}\n`);
    expect(later).toMatchObject({ tricks: { NS: 12, EW: 1 }, pending: null, score: { NS: 480 } });
  });

  test('69B2: the finding given with the withdrawal itself is used, as one given after it', () => {
    const r = after(trumpOut, `  - {by: S, claim: {tricks: 5}}
  - {by: W, agree: true}
  - {milestone: next-board-call}
  - {by: W, dispute: true, facts: {probably-won: true}}
`);
    expect(r).toMatchObject({ tricks: { NS: 12, EW: 1 }, pending: null });
  });

  test('69B: a trick the withdrawing side wins on every normal line is given without a finding; "none in doubt" is accepted', () => {
    const withdrawn = `  - {by: W, claim: {tricks: 1}}
  - {by: S, agree: true}
  - {by: S, dispute: true}
`;
    expect(after(topSpades, withdrawn)).toMatchObject({ tricks: { NS: 13, EW: 0 }, pending: null });
    expect(after(topSpades, `${withdrawn}  - {facts: {probably-won: false}}\n  - {milestone: correction-period-end}\n`)).toMatchObject({ tricks: { NS: 13, EW: 0 }, pending: null });
  });

  test('69B: a withdrawal after the correction period has ended is too late; the agreed claim stands (69A)', () => {
    const r = after(topSpades, `  - {by: W, claim: {tricks: 1}}
  - {by: S, agree: true}
  - {milestone: correction-period-end}
  - {by: S, dispute: true}
`);
    expect(r.tricks).toEqual({ NS: 12, EW: 1 });
  });
});

describe('Law 71 — a concession cancelled', () => {
  test('71: a concession cancelled within the correction period stays cancelled at the next board and after the period ends', () => {
    const conceded = '  - {by: S, concede: {tricks: 1}}\n  - {by: W, agree: true}\n';
    expect(after(topSpades, conceded).tricks).toEqual({ NS: 13, EW: 0 });
    expect(after(topSpades, `${conceded}  - {milestone: next-board-call}\n`).tricks).toEqual({ NS: 13, EW: 0 });
    expect(after(topSpades, `${conceded}  - {milestone: next-board-call}\n  - {milestone: correction-period-end}\n`).tricks).toEqual({ NS: 13, EW: 0 });
  });

  test('71: a concession agreed only after the correction period has ended stands', () => {
    const r = after(topSpades, '  - {milestone: correction-period-end}\n  - {by: S, concede: {tricks: 1}}\n  - {by: W, agree: true}\n');
    expect(r.tricks).toEqual({ NS: 12, EW: 1 });
  });
});
