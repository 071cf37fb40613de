import { describe, expect, test } from 'vitest';
import { WBF_REGULATION } from '@bridge-laws/regulation';
import type { Report } from '@bridge-laws/table';
import type { RevokePositionEntry } from '../src/ruling/revoke-position.js';
import { ruleRevokeFromPosition } from '../src/ruling/revoke-position.js';
import type { EndPositionEntry } from '../src/ruling/end-position.js';
import { endPositionStatement, ruleFromEndPosition } from '../src/ruling/end-position.js';
import type { FinishedRuling } from '../src/ruling/ruling-result.js';
import { rulingResult, suggestedEntry } from '../src/ruling/ruling-result.js';
import { travellerEntry } from '../src/session/traveller.js';
import { addEntries, scoreSession } from '../src/session/session.js';
import { emptySession } from '../src/session/record.js';
import { refusalText } from '../src/session/refusals.js';
import { translate } from '../src/i18n/messages.js';

/** The public case law64a1 as found at the end of play: 4♠ by South, N-S 5 and E-W 8; East won trick 2 by revoking. */
const law64a1 = (board: number): RevokePositionEntry => ({
  board, level: 4, denomination: 'S', risk: '', declarer: 'S', tricksWon: { NS: 5, EW: 8 }, hands: { N: '', E: '', S: '', W: '' }, leader: 'S',
  revokes: [{ trick: 2, seat: 'E', suit: 'D', how: 'follow-suit', established: true, trickWinner: 'E', laterTricks: 5, noticedAfter: 'during-board' }],
});

function revoke(entry: RevokePositionEntry, finding: boolean | null): FinishedRuling {
  const r = ruleRevokeFromPosition(entry);
  if (!r.ok) throw new Error(r.error.detail);
  return { kind: 'revoke', contract: { level: entry.level, denomination: entry.denomination, risk: entry.risk, declarer: entry.declarer }, ruling: r.value, finding };
}

/** Hearts are trumps after ten tricks (N-S 7, E-W 3); South claims his three top spades, West still holds the ♥2. */
const heartClaim: EndPositionEntry = {
  hands: { N: '..432.', E: '...T98', S: 'AKQ...', W: '.2..32' }, trump: 'H', declarer: 'S', leader: 'S', trick: '', tricksWon: { NS: 7, EW: 3 },
  claim: { by: 'S', tricks: 3, statement: '' }, normalLines: [],
};

/** North-South's score of the row written for pairs 1 v 11, beside another table's 4♠ making ten. */
function scoreOfRow(board: number, ruling: FinishedRuling): number | undefined {
  const entry = travellerEntry({ board, ns: '1', ew: '11', kind: 'table', text: '' }, rulingResult(ruling), 'mitchell');
  if (!entry.ok) throw new Error(entry.error.code);
  const s = addEntries(emptySession('mitchell'), [entry.value, { board, ns: '2', ew: '12', result: { contract: '4S', declarer: 'S', tricks: 10 } }]);
  if (!s.ok) throw new Error(JSON.stringify(s.error));
  const scored = scoreSession(s.value, WBF_REGULATION);
  if (!scored.ok) throw new Error(scored.error.join('; '));
  const line = scored.value.boards[0]?.lines.find((l) => l.ns === '1')?.line.ns;
  return line?.kind === 'score' ? line.ns : undefined;
}

describe('what a finished ruling writes to the traveller', () => {
  test('64A1, 77: a revoke ruled from an entered position gives the contract and the tricks after the transfer, scored at the board\u2019s vulnerability', () => {
    const r = revoke(law64a1(1), false);
    expect(rulingResult(r)).toEqual({ ok: true, value: { contract: '4S', declarer: 'S', tricks: 7 } });
    // Board 1, nobody vulnerable: three down, -150; board 2, North-South vulnerable: -300 (Law 77).
    expect(scoreOfRow(1, r)).toBe(-150);
    expect(scoreOfRow(2, revoke(law64a1(2), false))).toBe(-300);
    // Doubled on board 1: -500.
    expect(scoreOfRow(1, revoke({ ...law64a1(1), risk: 'X' }, false))).toBe(-500);
  });

  test('64C: the director\u2019s question unanswered, the row is refused naming 64C1; damage found, the row is his adjusted score (12C)', () => {
    expect(rulingResult(revoke(law64a1(1), null))).toEqual({ ok: false, error: { code: 'equity-open', law: '64C1' } });
    const adjust = rulingResult(revoke(law64a1(1), true));
    expect(adjust).toEqual({ ok: false, error: { code: 'equity-adjust', law: '64C1' } });
    if (!adjust.ok) {
      expect(refusalText(adjust.error, (k) => translate('en', k))).toContain('(Law 64C1)');
      expect(refusalText(adjust.error, (k) => translate('pl', k))).toContain('wynik rozjemczy');
      expect(refusalText(adjust.error, (k) => translate('cs', k))).toContain('upravený výsledek');
    }
    // The form then offers an assigned adjusted score first; the transfer that stands offers the result.
    expect(suggestedEntry(revoke(law64a1(1), true))).toEqual({ kind: 'assigned', text: '' });
    expect(suggestedEntry(revoke(law64a1(1), false))).toEqual({ kind: 'table', text: '' });
    // The adjusted score itself still reaches the traveller, as a ruling on the table.
    const assigned = travellerEntry({ board: 1, ns: '1', ew: '11', kind: 'assigned', text: '4S S 9' }, rulingResult(revoke(law64a1(1), true)), 'mitchell');
    expect(assigned.ok && assigned.value.adjusted?.score.NS).toEqual({ kind: 'assigned', results: [{ contract: '4S', declarer: 'S', tricks: 9, weight: 1 }] });
  });

  test('64A: while cards are left the transfer is not made, so there is no result to write', () => {
    const playing = { ...law64a1(1), tricksWon: { NS: 4, EW: 8 }, hands: { N: 'A...', E: 'K...', S: 'Q...', W: 'J...' } };
    expect(rulingResult(revoke(playing, false))).toEqual({ ok: false, error: { code: 'no-result' } });
  });

  test('70: a claim ruled from an entered end position gives the award\u2019s totals for the contract entered', () => {
    const a = ruleFromEndPosition(heartClaim, WBF_REGULATION);
    if (!a.ok) throw new Error(a.error);
    const ruling: FinishedRuling = { kind: 'claim', contract: { level: 4, denomination: 'H', risk: '', declarer: 'S' }, award: a.value };
    // Doubt against the claimer (Law 70A): West's ♥2 ruffs, no trick to North-South; 7 tricks, three down.
    expect(rulingResult(ruling)).toEqual({ ok: true, value: { contract: '4H', declarer: 'S', tricks: 7 } });
    expect(scoreOfRow(1, ruling)).toBe(-150);
    // The statement read out ends with the same result and its score (Law 77); board 2, North-South vulnerable: -300.
    const said = endPositionStatement(2, heartClaim, a.value, WBF_REGULATION, ruling.contract);
    expect(said.result).toEqual({ contract: '4H', declarer: 'S', tricks: { NS: 7, EW: 6 }, scoreNS: -300 });
    expect(said.laws).toContain('77');
    expect(endPositionStatement(2, heartClaim, a.value, WBF_REGULATION).result).toBeNull();
    // A defender's claim gives declarer's side what is left.
    const byWest = ruleFromEndPosition({ ...heartClaim, leader: 'W', claim: { by: 'W', tricks: 3, statement: 'ruff and two clubs' } }, WBF_REGULATION);
    if (!byWest.ok) throw new Error(byWest.error);
    const west = rulingResult({ kind: 'claim', contract: { level: 4, denomination: 'H', risk: '', declarer: 'S' }, award: byWest.value });
    expect(west.ok && west.value.tricks).toBe(13 - byWest.value.tricks.EW);
  });

  test('the table\u2019s result: passed out, or the tricks after Law 64 once the play has ended; the report\u2019s adjusted score is offered first', () => {
    const ended = { phase: 'ended', contract: '4S', declarer: 'S', tricks: { NS: 7, EW: 6 }, score: { NS: -150 }, adjusted: null } as unknown as Report;
    expect(rulingResult({ kind: 'table', report: ended })).toEqual({ ok: true, value: { contract: '4S', declarer: 'S', tricks: 7 } });
    expect(rulingResult({ kind: 'table', report: { ...ended, contract: 'passed-out' } })).toEqual({ ok: true, value: { contract: 'passed-out' } });
    expect(rulingResult({ kind: 'table', report: { ...ended, phase: 'play', score: null } })).toEqual({ ok: false, error: { code: 'no-result' } });
    expect(suggestedEntry({ kind: 'table', report: { ...ended, adjusted: { NS: 'avg-plus', EW: 'avg-minus' } } as unknown as Report })).toEqual({ kind: 'artificial', text: 'A+-' });
  });
});
