import { describe, expect, test } from 'vitest';
import { parsePlayEvent, playReport } from '@bridge-laws/play';
import { TRICK_ONE, playOn, run, start } from './helpers.js';

// East discards a club on a diamond at trick 2 (he holds the DA); the revoke is established and play ends unnoticed.
const revokedAndPlayed = () => playOn(run(start(), [...TRICK_ONE, { by: 'W', play: 'D4' }, { by: 'N', play: 'D2' }, { by: 'E', play: 'C3' }, { by: 'S', play: 'D6' }]));

describe('Law 65D — keeping played cards in order until the tricks are agreed', () => {
  test('65D: declarer, whose side disturbed its played cards, claims the defenders\' revoke — the director is asked whether the facts can be established', () => {
    const s = run(revokedAndPlayed(), [{ facts: { 'cards-disturbed': 'N' } }, { by: 'S', attention: 'revoke' }]);
    expect(playReport(s).pending).toEqual({ by: 'director', questions: ['revoke-facts-established'] });
    expect(s.laws).toContain('65D');
    expect(s.revokes[0]?.noticed).toBe(false);
  });

  test('65D, 66D: the facts cannot be established — the claim is resolved for the side that kept its cards: nothing is transferred', () => {
    const s = run(revokedAndPlayed(), [{ facts: { 'cards-disturbed': 'N' } }, { by: 'S', attention: 'revoke' }, { facts: { 'revoke-facts-established': false } }]);
    expect(s.pending).toBeNull();
    expect(s.transferred).toBeNull();
    expect(s.revokes[0]?.noticed).toBe(false);
    expect(s.laws).toEqual(expect.arrayContaining(['65D', '66D']));
  });

  test('65D: the facts are established after all — the revoke is ruled as usual (Law 64A2 transfer, then the 64C question)', () => {
    const s = run(revokedAndPlayed(), [{ facts: { 'cards-disturbed': 'N' } }, { by: 'S', attention: 'revoke' }, { facts: { 'revoke-facts-established': true } }]);
    expect(s.transferred).toEqual({ to: 'NS', tricks: 1 });
    expect(playReport(s).pending).toEqual({ by: 'director', questions: ['damaged'] });
  });

  test('65D: the side that disturbed its cards cannot keep its own revoke from being ruled on; no question is asked', () => {
    const s = run(revokedAndPlayed(), [{ facts: { 'cards-disturbed': 'W' } }, { by: 'S', attention: 'revoke' }]);
    expect(s.transferred).toEqual({ to: 'NS', tricks: 1 });
    expect(playReport(s).pending).toEqual({ by: 'director', questions: ['damaged'] });
  });

  test('65D: the finding names a seat; anything else is refused naming the field', () => {
    const r = parsePlayEvent({ facts: { 'cards-disturbed': 'NS' } });
    expect(r.ok ? null : [r.error.code, r.error.message]).toEqual(['invalid-event', expect.stringMatching(/^facts\.cards-disturbed: /)]);
  });
});
