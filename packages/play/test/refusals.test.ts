import { describe, expect, test } from 'vitest';
import { applyPlayEvent, parsePlayEvent, playReport } from '@bridge-laws/play';
import { TRICK_ONE, run, start } from './helpers.js';

describe('Refusals — bad input leaves the state unchanged', () => {
  test('card-not-held: a card of another hand, or one already played', () => {
    const s = start();
    const other = applyPlayEvent(s, { by: 'W', play: 'SA' });
    expect(other.ok ? null : other.error.code).toBe('card-not-held');
    const t = run(s, TRICK_ONE);
    const again = applyPlayEvent(t, { by: 'W', play: 'HA' });
    expect(again.ok ? null : again.error.code).toBe('card-not-held');
  });

  test('unknown-card: text that is not a card', () => {
    const r = applyPlayEvent(start(), { by: 'W', play: 'ZZ' });
    expect(r.ok ? null : r.error.code).toBe('unknown-card');
  });

  test('S10 is accepted for ST (case format notation)', () => {
    const s = run(start(), [{ by: 'W', play: 'S10' }]);
    expect(s.current.cards).toEqual([{ seat: 'W', card: 'ST' }]);
  });

  test('not-offered: a decision nobody asked for, or by the wrong seat', () => {
    const r = applyPlayEvent(start(), { by: 'S', decide: 'accept' });
    expect(r.ok ? null : r.error.code).toBe('not-offered');
    const s = run(start(), [{ by: 'E', play: 'H2' }]);
    const wrong = applyPlayEvent(s, { by: 'W', decide: 'accept' });
    expect(wrong.ok ? null : wrong.error.code).toBe('not-offered');
    const unknown = applyPlayEvent(s, { by: 'S', decide: 'highest' });
    expect(unknown.ok ? null : unknown.error.code).toBe('not-offered');
  });

  test('awaiting-director: a table event while the director\'s question is open', () => {
    const s = run(start(), [{ by: 'W', play: 'CQ' }, { by: 'N', play: 'C2' }, { by: 'N', withdraw: 'C2' }]);
    expect(playReport(s).pending).toEqual({ by: 'director', questions: ['unintended'] });
    const r = applyPlayEvent(s, { by: 'E', play: 'CA' });
    expect(r.ok ? null : r.error.code).toBe('awaiting-director');
    expect(playReport(s).turn).toBe('E');
  });

  test('parsePlayEvent: two actions in one event are refused, naming the problem', () => {
    const r = parsePlayEvent({ by: 'W', play: 'HA', expose: 'HK' });
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.code).toBe('invalid-event');
  });

  test('parsePlayEvent: a fact of the wrong type is refused naming the fact', () => {
    const r = parsePlayEvent({ facts: { damaged: 'yes' } });
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.message).toMatch(/^facts\.damaged/);
  });

  test('parsePlayEvent: a valid event passes unchanged', () => {
    expect(parsePlayEvent({ by: 'S', decide: 'prohibit-suit', suit: 'H' })).toEqual({ ok: true, value: { by: 'S', decide: 'prohibit-suit', suit: 'H' } });
  });

  test('an unknown attention kind is refused', () => {
    const r = applyPlayEvent(start(), { by: 'S', attention: 'hesitation' });
    expect(r.ok ? null : r.error.code).toBe('invalid-event');
  });
});
