import { describe, expect, test } from 'vitest';
import { applyPlayEvent, parsePlayEvent, playReport } from '@bridge-laws/play';
import { applyText, TRICK_ONE, run, start } from './helpers.js';

describe('Refusals — bad input leaves the state unchanged', () => {
  test('card-not-held: a card of another hand, or one already played', () => {
    const s = start();
    const other = applyText(s, { by: 'W', play: 'SA' });
    expect(other.ok ? null : other.error.code).toBe('card-not-held');
    const t = run(s, TRICK_ONE);
    const again = applyText(t, { by: 'W', play: 'HA' });
    expect(again.ok ? null : again.error.code).toBe('card-not-held');
  });

  test('unknown-card: text that is not a card is refused at the boundary, naming the field', () => {
    const r = parsePlayEvent({ by: 'W', play: 'ZZ' });
    expect(r.ok ? null : [r.error.code, r.error.message]).toEqual(['unknown-card', 'play: "ZZ" is not a card (suit letter then rank, e.g. HT)']);
    const several = parsePlayEvent({ by: 'W', play: ['HA', 'HX'] });
    expect(several.ok ? null : several.error.message).toMatch(/^play\.1: "HX" is not a card/);
    const withdrawn = parsePlayEvent({ by: 'N', withdraw: 'C1' });
    expect(withdrawn.ok ? null : withdrawn.error.code).toBe('unknown-card');
  });

  test('S10 is accepted for ST (case format notation)', () => {
    const s = run(start(), [{ by: 'W', play: 'S10' }]);
    expect(s.current.cards).toEqual([{ seat: 'W', card: 'ST' }]);
  });

  test('not-offered: a decision nobody asked for, or by the wrong seat', () => {
    const r = applyText(start(), { by: 'S', decide: 'accept' });
    expect(r.ok ? null : r.error.code).toBe('not-offered');
    const s = run(start(), [{ by: 'E', play: 'H2' }]);
    const wrong = applyText(s, { by: 'W', decide: 'accept' });
    expect(wrong.ok ? null : wrong.error.code).toBe('not-offered');
    const unknown = applyText(s, { by: 'S', decide: 'highest' });
    expect(unknown.ok ? null : unknown.error.code).toBe('not-offered');
  });

  test('awaiting-director: a table event while the director\'s question is open', () => {
    const s = run(start(), [{ by: 'W', play: 'CQ' }, { by: 'N', play: 'C2' }, { by: 'N', withdraw: 'C2' }]);
    expect(playReport(s).pending).toEqual({ by: 'director', questions: ['unintended'] });
    const r = applyText(s, { by: 'E', play: 'CA' });
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

  test('parsePlayEvent: a valid event becomes the typed event', () => {
    expect(parsePlayEvent({ by: 'S', decide: 'prohibit-suit', suit: 'H' })).toEqual({ ok: true, value: { type: 'decide', by: 'S', option: 'prohibit-suit', suit: 'H' } });
    expect(parsePlayEvent({ by: 'W', play: 'S10' })).toEqual({ ok: true, value: { type: 'play', by: 'W', card: 'ST' } });
    expect(parsePlayEvent({ by: 'W', play: ['HA', 'hk'], hidden: 'C2', simultaneous: true })).toEqual({
      ok: true, value: { type: 'play', by: 'W', card: 'HA', cards: ['HA', 'HK'], hidden: ['C2'], simultaneous: true },
    });
    expect(parsePlayEvent({ by: 'E', expose: 'HQ', how: 'deliberate' })).toEqual({ ok: true, value: { type: 'expose', by: 'E', cards: ['HQ'], deliberate: true } });
    expect(parsePlayEvent({ by: 'N', attention: 'revoke', facts: { damaged: true } })).toEqual({ ok: true, value: { type: 'attention', by: 'N', kind: 'revoke', facts: { damaged: true } } });
    expect(parsePlayEvent({ facts: { unintended: true } })).toEqual({ ok: true, value: { type: 'facts', facts: { unintended: true } } });
    expect(parsePlayEvent({ milestone: 'round-end' })).toEqual({ ok: true, value: { type: 'milestone', milestone: 'round-end' } });
    expect(parsePlayEvent({ by: 'S', quit: true })).toEqual({ ok: true, value: { type: 'quit', by: 'S' } });
  });

  test('parsePlayEvent: an unknown attention kind is refused naming the field', () => {
    const r = parsePlayEvent({ by: 'S', attention: 'hesitation' });
    expect(r.ok ? null : [r.error.code, r.error.message]).toEqual(['invalid-event', expect.stringMatching(/^attention: must be one of revoke, /)]);
  });

  test('53B: the reducer itself refuses a finding whose value the law asking it does not allow', () => {
    const r = applyPlayEvent(start(), { type: 'facts', facts: { 'intent-lead-or-play': true } });
    expect(r.ok ? null : [r.error.code, r.error.message]).toEqual(['invalid-event', expect.stringMatching(/^facts\.intent-lead-or-play: .*53B/)]);
  });
});
