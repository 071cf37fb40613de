import { describe, expect, test } from 'vitest';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parsePbn, playedBoard } from '@bridge-laws/formats';
import type { CaseFile } from '../src/index.js';
import { caseToPbn, casesFromText, parseCase, playedBoardToCase, runCase, writeCase } from '../src/index.js';

const fixture = (name: string) => readFileSync(join(import.meta.dirname, 'fixtures', name), 'utf8');
const publicCase = (path: string): CaseFile => {
  const file = join(import.meta.dirname, '..', 'cases', 'public', path);
  const c = parseCase(readFileSync(file, 'utf8'), file);
  if (!c.ok) throw new Error(c.error);
  return c.value;
};
const DEAL = 'N:Q953.85.J532.T42 2.Q7642.A8.AK763 AKJ4.KT9.K76.J98 T876.AJ3.QT94.Q5';

function caseOf(events: string): CaseFile {
  const c = parseCase(`id: t\nboard: 1\ndeal: "${DEAL}"\nevents:\n${events}`);
  if (!c.ok) throw new Error(c.error);
  return c.value;
}

function pbnOf(c: CaseFile): string {
  const r = caseToPbn(c);
  if (!r.ok) throw new Error(r.error);
  return r.value;
}

/** The PBN written for a case, read back as a played board and turned into a case again. */
function roundTrip(pbn: string) {
  const file = parsePbn(pbn);
  if (!file.ok) throw new Error(file.error.message);
  const played = playedBoard(file.value.file.games[0]!);
  if (!played.ok) throw new Error(played.error);
  const back = playedBoardToCase(played.value, 'round-trip');
  if (!back.ok) throw new Error(back.error);
  return back.value;
}

describe('a case as PBN (PBN §3.9 marks for the irregularities that stand)', () => {
  test('a whole board: contract, declarer, result and score; the PBN reads back as the same board', () => {
    const pbn = pbnOf(publicCase('play/law44-full-play-no-irregularity.case.yaml'));
    expect(pbn).toMatch(/\[Contract "[1-7](C|D|H|S|NT)X{0,2}"\]/);
    expect(pbn).toMatch(/\[Result "\d+"\]/);
    expect(pbn).toMatch(/\[Score "NS -?\d+"\]/);
    const back = roundTrip(pbn);
    expect(back.stoppedAt).toBeNull();
    const parsed = parseCase(writeCase(back.case));
    if (!parsed.ok) throw new Error(parsed.error);
    expect(runCase(parsed.value).failure).toBeNull();
  });

  test('Law 27A1: an insufficient bid accepted stands and is marked ^I', () => {
    const pbn = pbnOf(caseOf(`  - {by: N, call: 1H}\n  - {by: E, call: 1D}\n  - {by: S, decide: accept}\n  - {by: S, call: P}\n  - {by: W, call: P}\n  - {by: N, call: P}\n`));
    expect(pbn).toMatch(/1H \^I 1D Pass Pass\nPass/);
    expect(pbn).toContain('[Contract "1D"]');
    expect(pbn).toContain('[Declarer "E"]');
    expect(pbn).toMatch(/laws applied: [^}]*27A1/);
  });

  test('Law 29A: a call out of rotation accepted skips the seat (^S) and the auction goes on from the caller', () => {
    const pbn = pbnOf(caseOf(`  - {by: E, call: 1S}\n  - {by: S, decide: accept}\n  - {by: S, call: P}\n  - {by: W, call: P}\n  - {by: N, call: P}\n`));
    expect(pbn).toMatch(/\[Auction "N"\]\n\^S 1S Pass Pass\nPass/);
    expect(pbn).toContain('[Declarer "E"]');
    const back = roundTrip(pbn);
    expect(back.case.events.slice(0, 2)).toEqual([{ by: 'E', call: '1S' }, { by: 'S', decide: 'accept' }]);
  });

  test('Law 53A: an opening lead out of turn accepted is marked ^L and comes back as an accepted lead', () => {
    const pbn = pbnOf(publicCase('play/law54b-opening-lead-out-of-turn-accepted.case.yaml'));
    expect(pbn).toMatch(/\^L [SHDC][AKQJT2-9]/);
    const back = roundTrip(pbn);
    expect(back.case.events.some((e) => e.decide === 'accept')).toBe(true);
  });

  test('Law 64: an established revoke is marked ^R on the revoking card; the result counts the transfer', () => {
    const c = publicCase('play/law64a1-revoke-won-by-offender-two-tricks.case.yaml');
    const pbn = pbnOf(c);
    expect(pbn).toMatch(/\^R S2/);
    const final = runCase(c).report;
    expect(pbn).toContain(`[Result "${final.tricks.NS}"]`);
  });

  test('a case without a deal cannot be PBN: the error names the case', () => {
    const c = parseCase('id: no-deal\nboard: 3\nevents:\n  - {by: S, call: 1H}\n');
    if (!c.ok) throw new Error(c.error);
    expect(caseToPbn(c.value)).toEqual({ ok: false, error: 'case no-deal: PBN needs the deal; the case has none' });
  });

  test('the PBN is written from the state the case run ends in: expectations that fail do not stop the export', () => {
    const c = caseOf('  - {by: N, call: 1NT}\n  - {by: E, call: P}\n  - expect: {auction: [1NT, P, P]}\n');
    const run = runCase(c);
    expect(run.passed).toBe(false);
    expect(run.stopped).toBeNull();
    expect(run.state?.auction.calls.map((x) => x.call.text)).toEqual(['1NT', 'P']);
    expect(pbnOf(c)).toMatch(/\[Auction "N"\]\n1NT Pass \*/);
  });

  test('a refused event that no expect names stops the export and the error names the event', () => {
    const c = caseOf('  - {by: N, call: 1NT}\n  - {by: E, play: SA}\n');
    expect(runCase(c).stopped).toMatch(/^event 1 was refused \(/);
    expect(caseToPbn(c)).toEqual({ ok: false, error: expect.stringMatching(/^case t: event 1 was refused \(/) });
  });
});

describe('a recorded board as a case', () => {
  test('a BBO record with a claim: declarer claims the rest and a defender agrees (Laws 68A, 69A), and the case checks against the record', () => {
    const r = casesFromText(fixture('claimed.lin'), 'lin', 'Claimed LIN');
    if (!r.ok) throw new Error(r.error);
    expect(r.value.unreadable).toEqual([]);
    const [only] = r.value.cases;
    expect(only?.case.id).toBe('claimed-lin-board-6');
    expect(only?.stoppedAt).toBeNull();
    const events = only?.case.events ?? [];
    const claim = events.find((e) => 'claim' in e);
    expect(claim).toEqual({ by: 'W', claim: { tricks: 3 } });
    // The defender the engine asks agrees; the claim then stands (Laws 68D1, 69A).
    expect(events.filter((e) => 'agree' in e).map((e) => e.by)).toEqual(['N']);
    expect(events.at(-1)).toEqual({ expect: { contract: '4H', declarer: 'W', tricks: { NS: 2, EW: 11 } } });
    const parsed = parseCase(writeCase(only!.case));
    if (!parsed.ok) throw new Error(parsed.error);
    expect(runCase(parsed.value)).toMatchObject({ passed: true, failure: null });
  });

  test('a complete record checks its contract, declarer and tricks', () => {
    const r = casesFromText(fixture('sample.lin'), 'lin', 'sample');
    if (!r.ok) throw new Error(r.error);
    const c = r.value.cases[0]!;
    expect(c.case.events.at(-1)).toMatchObject({ expect: { contract: '3NT' } });
    const parsed = parseCase(writeCase(c.case));
    if (!parsed.ok) throw new Error(parsed.error);
    expect(runCase(parsed.value).failure).toBeNull();
  });

  test('a case file written out reads back to the same events', () => {
    const r = casesFromText(fixture('sample.lin'), 'lin', 'sample');
    if (!r.ok) throw new Error(r.error);
    const text = writeCase(r.value.cases[0]!.case);
    expect(text).toMatch(/^ {2}- \{ ?by: N, call: P ?\}$/m);
    const parsed = parseCase(text);
    expect(parsed.ok && parsed.value.events?.length).toBe(r.value.cases[0]!.case.events.length);
  });
});

describe('a hand record without an auction', () => {
  test('gives a case with no events and no expectation the Laws could not reach', () => {
    const pbn = `[Board "2"]\n[Dealer "E"]\n[Vulnerable "NS"]\n[Deal "${DEAL}"]\n[Contract "4S"]\n[Declarer "S"]\n[Result "10"]\n`;
    const r = casesFromText(pbn, 'pbn', 'record');
    if (!r.ok) throw new Error(r.error);
    expect(r.value.cases.map((c) => c.case.events)).toEqual([[]]);
  });
});
