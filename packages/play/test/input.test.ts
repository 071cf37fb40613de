import { describe, expect, test } from 'vitest';
import fc from 'fast-check';
import { DECK } from '@bridge-laws/cards-and-boards';
import { applyPlayEvent, parsePlayEvent, playReport } from '@bridge-laws/play';
import { start } from './helpers.js';

const ACTIONS = ['play', 'place', 'touch', 'ask', 'expose', 'decide', 'withdraw', 'attention', 'name', 'quit', 'milestone', 'facts'];
/** Any text, over the whole range of code units (lone surrogates included). */
const anyText = fc.string({ unit: 'binary', maxLength: 12 });

describe('input.ts — the play events as text, read at the boundary', () => {
  test('a message names the field at fault', () => {
    const bySeat = parsePlayEvent({ by: 'X', play: 'HA' });
    expect(bySeat.ok ? null : bySeat.error.message).toMatch(/^by: must be a seat: N, E, S or W/);
    const two = parsePlayEvent({ by: 'W', play: 'HA', expose: 'HK' });
    expect(two.ok ? null : two.error.message).toMatch(/^event: play and expose in one event/);
    const none = parsePlayEvent({ by: 'W' });
    expect(none.ok ? null : none.error.message).toMatch(/^event: no action \(one of play, .*\) nor facts/);
    const suit = parsePlayEvent({ by: 'S', decide: 'prohibit-suit', suit: 'N' });
    expect(suit.ok ? null : suit.error.message).toMatch(/^suit: must be a suit: S, H, D or C/);
    const hidden = parsePlayEvent({ by: 'W', play: 'HA', hidden: ['C2', 'Z9'] });
    expect(hidden.ok ? null : [hidden.error.code, hidden.error.message]).toEqual(['unknown-card', expect.stringMatching(/^hidden\.1: "Z9" is not a card/)]);
    const milestone = parsePlayEvent({ milestone: 'lunch' });
    expect(milestone.ok ? null : milestone.error.message).toMatch(/^milestone: must be one of next-board-call, /);
    expect(parsePlayEvent(null).ok ? null : 'refused').toBe('refused');
  });

  test('every card of the deck, in either case and with 10 for T, reads back as itself', () => {
    for (const card of DECK) {
      const text = card.replace('T', '10').toLowerCase();
      expect(parsePlayEvent({ by: 'N', play: text })).toEqual({ ok: true, value: { type: 'play', by: 'N', card } });
    }
  });

  test('fuzz: any value, any text in any field, is a typed event or a refusal naming a field — never an exception', () => {
    const value = fc.oneof(anyText, fc.array(anyText, { maxLength: 3 }), fc.boolean(), fc.integer(), fc.constant(null), fc.json().map((j) => JSON.parse(j) as unknown));
    const event = fc.dictionary(fc.oneof(fc.constantFrom('by', 'how', 'suit', 'hidden', 'simultaneous', ...ACTIONS), anyText), value, { maxKeys: 4 });
    fc.assert(
      fc.property(fc.oneof(event, fc.anything()), (input) => {
        const r = parsePlayEvent(input);
        if (r.ok) {
          expect(typeof r.value.type).toBe('string');
          // A typed event the reader accepted is one the reducer takes without throwing.
          const applied = applyPlayEvent(start(), r.value);
          expect(typeof applied.ok).toBe('boolean');
        } else {
          expect(['invalid-event', 'unknown-card']).toContain(r.error.code);
          expect(r.error.message).toMatch(/^[\w.-]+: /);
        }
      }),
      { numRuns: 400 },
    );
  });

  test('a refused text leaves the play as it was; the same event typed is applied', () => {
    const s = start();
    expect(parsePlayEvent({ by: 'W', play: 'H1' }).ok).toBe(false);
    const typed = applyPlayEvent(s, { type: 'play', by: 'W', card: 'HA' });
    expect(typed.ok ? playReport(typed.value).turn : null).toBe('N');
    expect(playReport(s).turn).toBe('W');
  });
});
