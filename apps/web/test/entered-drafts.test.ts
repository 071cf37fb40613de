import { describe, expect, test } from 'vitest';
import fc from 'fast-check';
import { ENTERED_VERSION, NEW_REVOKE, NEW_ROW, NO_DRAFTS, newClaim, reviveDrafts, storedDrafts } from '../src/store/entered.js';
import type { ClaimDraft, EnteredDrafts, RevokeDraft } from '../src/store/entered.js';
import { INITIAL_STATE, reviveState, storedState } from '../src/store/desk-state.js';

const revoke: RevokeDraft = {
  ...NEW_REVOKE,
  open: true,
  fields: { ...NEW_REVOKE.fields, board: '3', risk: 'X', won: { NS: '5', EW: '8' }, rows: [{ ...NEW_ROW, trick: '2', suit: 'D', later: '5' }] },
  finding: false,
  traveller: { ns: '1', ew: '11', switched: false },
};
const claim: ClaimDraft = { ...newClaim(2), open: true, ruled: newClaim(2).fields, traveller: { ns: '3', ew: '13', kind: 'artificial', text: 'A60-40', switched: true } };
const typed: EnteredDrafts = { revoke, claim };

describe('the entered-position forms kept across a reload', () => {
  test('what is typed, the fields ruled on, the 64C finding and the traveller\u2019s entries survive the trip through storage', () => {
    const state = { ...INITIAL_STATE, entered: typed };
    expect(reviveState(structuredClone(storedState(state)))).toEqual(state);
    expect(storedState(state).entered.version).toBe(ENTERED_VERSION);
  });

  test('stored data of another version, or none, starts both forms afresh', () => {
    expect(reviveDrafts(undefined)).toEqual(NO_DRAFTS);
    expect(reviveDrafts({ ...storedDrafts(typed), version: ENTERED_VERSION + 1 })).toEqual(NO_DRAFTS);
    expect(reviveDrafts({ revoke: typed.revoke, claim: typed.claim })).toEqual(NO_DRAFTS);
  });

  test('a form whose stored data does not read is discarded, the other kept', () => {
    const badSeat = { ...storedDrafts(typed), revoke: { ...revoke, fields: { ...revoke.fields, declarer: 'Q' } } };
    expect(reviveDrafts(badSeat)).toEqual({ revoke: null, claim: typed.claim });
    const noRows = { ...storedDrafts(typed), revoke: { ...revoke, fields: { ...revoke.fields, rows: [] } } };
    expect(reviveDrafts(noRows).revoke).toBeNull();
    // Law 18A: a contract is bid at 1 to 7; a stored level 8 is not the form's.
    expect(reviveDrafts({ ...storedDrafts(typed), claim: { ...claim, fields: { ...claim.fields, level: '8' } } }).claim).toBeNull();
    const badKind = { ...storedDrafts(typed), claim: { ...claim, traveller: { ...claim.traveller, kind: 'split' } } };
    expect(reviveDrafts(badKind)).toEqual({ revoke: typed.revoke, claim: null });
    expect(reviveState({ entered: 'garbage' }).entered).toEqual(NO_DRAFTS);
  });

  test('anything stored reads back without a crash as valid drafts or none', () => {
    fc.assert(
      fc.property(fc.anything(), fc.anything(), (revoke, claim) => {
        const back = reviveDrafts({ version: ENTERED_VERSION, revoke, claim });
        expect(back.revoke === null || back.revoke.fields.rows.length > 0).toBe(true);
        expect(back.claim === null || typeof back.claim.fields.board === 'string').toBe(true);
      }),
      { numRuns: 300 },
    );
  });
});
