// Law 2007 26 for every withdrawn call the 2007 Laws send to it (2007 27B2, 27B3, 36B3, 37B2, 38D, 39C), what the
// offender "specified legally" (2007 26A1), and the moments 2007 Laws 36 and 38 do not reach the same way as 2017's.
import { describe, expect, test } from 'vitest';
import fc from 'fast-check';
import type { Seat, Suit } from '@bridge-laws/cards-and-boards';
import { SUITS } from '@bridge-laws/cards-and-boards';
import type { AuctionEvent, AuctionState } from '@bridge-laws/auction';
import { applyAuctionEvent, closeAuctionPeriod, newAuction, noteDisclosed, wasDisclosed } from '@bridge-laws/auction';
import { call, laws, step } from './helpers.js';

type Edition = '2007' | '2017';
type Move = readonly [Seat, string] | AuctionEvent;

/** A board dealt by N under `edition`: `[seat, call]` pairs in order, or whole events. */
function play(edition: Edition, moves: readonly Move[]): AuctionState {
  let s = newAuction('N', edition);
  for (const m of moves) s = step(s, Array.isArray(m) ? { type: 'call', by: m[0] as Seat, call: call(m[1] as string) } : (m as AuctionEvent));
  return s;
}

const facts = (f: Record<string, unknown>): AuctionEvent => ({ type: 'facts', facts: f });
const asked = (question: string) => ({ kind: 'question', by: 'director', questions: [question], law: '2007 26A' });
const rights = (s: AuctionState) => s.leadRestrictions.map((r) => [r.leader, r.law, r.suits ?? null]);

/** E's insufficient 1H over 2C (S rejects), replaced by `replacement` that is neither the lowest bid nor more precise: 27B2 silences W. */
const insufficient = (replacement: string): Move[] => [
  ['N', 'P'], ['E', 'P'], ['S', '1S'], ['W', '2C'], ['N', 'P'], ['E', '1H'],
  { type: 'decide', by: 'S', option: 'reject' },
  { type: 'call', by: 'E', call: call(replacement), facts: { 'same-or-more-precise-meaning': false, 'same-denominations': false, comparable: false } },
];
/** S becomes declarer in 4S; E (the offender) defends and W leads. */
const to4S: Move[] = [['S', '2S'], ['W', 'P'], ['N', '4S'], ['E', 'P'], ['S', 'P'], ['W', 'P']];

describe('Law 2007 26 after a withdrawn insufficient bid (2007 27B2, 27B3)', () => {
  test('2007 27B2, 26A: the suits the withdrawn 1H related to are asked at the end of the auction, once the offender defends', () => {
    const s = play('2007', [...insufficient('P'), ...to4S]);
    expect(s.phase).toBe('auction');
    expect(s.pending).toEqual(asked('withdrawn-call-suits'));
    // While the director is asked, the right is 2007 Law 26's, not yet one of its parts.
    expect(rights(s)).toEqual([['W', '2007 26', null]]);
    // 2017 gives the one 26B right at once.
    const now = play('2017', [...insufficient('P'), ...to4S]);
    expect([now.phase, rights(now)]).toEqual(['ended', [['W', '26B', null]]]);
  });

  test('2007 26A2: the 1H related to hearts, which E never specified (he only passed) — require or forbid a heart lead', () => {
    const s = play('2007', [...insufficient('P'), ...to4S, facts({ 'withdrawn-call-suits': ['H'] })]);
    expect(s.phase).toBe('ended');
    expect(rights(s)).toEqual([['W', '2007 26A2', ['H']]]);
    expect(s.leadRestrictions[0]?.mayRequire).toBe(true);
    expect(laws(s)).toContain('2007 26A2');
  });

  test('2007 26B: a withdrawn call the director finds related to no particular suit — forbid any one suit', () => {
    const s = play('2007', [...insufficient('P'), ...to4S, facts({ 'withdrawn-call-suits': [] })]);
    expect(rights(s)).toEqual([['W', '2007 26B', null]]);
  });

  test('2007 26: the offender who becomes declarer or dummy leaves no right, and nothing is asked', () => {
    // E's 1H replaced by 3H (27B2), then EW buy the contract: E declares.
    const s = play('2007', [...insufficient('3H'), ['S', 'P'], ['W', 'P'], ['N', 'P']]);
    expect([s.phase, s.pending, s.leadRestrictions]).toEqual(['ended', null, []]);
  });

  test('2007 27B3: the double attempt cancelled, the withdrawn insufficient bid is asked at the end like any other', () => {
    const moves: Move[] = [
      ['N', 'P'], ['E', 'P'], ['S', '1S'], ['W', '2C'], ['N', 'P'], ['E', '1H'], { type: 'decide', by: 'S', option: 'reject' },
      { type: 'call', by: 'E', call: call('X'), facts: { 'same-or-more-precise-meaning': false } }, ['E', 'P'], ...to4S,
    ];
    const s = play('2007', moves);
    expect(s.pending).toEqual(asked('withdrawn-call-suits'));
    expect(rights(step(s, facts({ 'withdrawn-call-suits': ['H'] })))).toEqual([['W', '2007 26A2', ['H']]]);
  });
});

describe('Law 2007 26A1 — the suits the offender specified legally', () => {
  test('2007 26A1: a call of his that names another denomination may have specified the suit — the director is asked which', () => {
    const s = play('2007', [...insufficient('2D'), ...to4S, facts({ 'withdrawn-call-suits': ['H'] })]);
    expect(s.pending).toEqual(asked('specified-suits'));
    // The 2D was a transfer showing hearts: hearts were specified legally, no lead restriction.
    const shown = step(s, facts({ 'specified-suits': ['H'] }));
    expect([shown.phase, shown.leadRestrictions]).toEqual(['ended', []]);
    expect(laws(shown)).toContain('2007 26A1');
    // It showed diamonds only: hearts stay unspecified.
    expect(rights(step(s, facts({ 'specified-suits': ['D'] })))).toEqual([['W', '2007 26A2', ['H']]]);
  });

  test('2007 26A1: with passes only the offender specified nothing — nothing is asked', () => {
    const s = play('2007', [...insufficient('P'), ...to4S, facts({ 'withdrawn-call-suits': ['H'] })]);
    expect(s.pending).toBeNull();
  });

  test('2007 26A: an answer that is no list of suits is refused, naming the finding and the law', () => {
    const s = play('2007', [...insufficient('2D'), ...to4S, facts({ 'withdrawn-call-suits': ['H'] })]);
    const bad = applyAuctionEvent(s, { type: 'facts', facts: { 'specified-suits': 'hearts' } });
    expect(bad.ok ? null : [bad.error.code, bad.error.law, bad.error.message.startsWith('facts.specified-suits')]).toEqual(['awaiting-director', '2007 26A', true]);
    expect(s.pending).toEqual(asked('specified-suits'));
  });

  test('2007 26A: two defenders\' withdrawn calls — each gets its own finding, asked in turn', () => {
    // E's insufficient 1H replaced by a pass silences W (27B2); W doubles all the same (37B2: a pass replaces it).
    const s = play('2007', [...insufficient('P'), ['S', '2S'], ['W', 'X'], { type: 'attention', by: 'N' }, ['N', '4S'], ['E', 'P'], ['S', 'P'], ['W', 'P'], facts({ 'withdrawn-call-suits': ['H'] })]);
    expect(s.pending).toEqual(asked('withdrawn-call-suits'));
    const done = step(s, facts({ 'withdrawn-call-suits': [] }));
    expect(rights(done)).toEqual([['W', '2007 26A2', ['H']], ['E', '2007 26B', null]]);
    expect(done.leadFindings).toEqual([
      { offender: 'E', source: '2007 27B2', suits: ['H'] },
      { offender: 'W', source: '37B2', suits: [] },
    ]);
  });
});

describe('Law 2007 26 after a call cancelled under 2007 36–39', () => {
  test('2007 36B3: an inadmissible double cancelled; the offender defends — what it related to is asked', () => {
    // E doubles his partner's 2C (35A): cancelled, E substitutes a pass, W passes to the end.
    const moves: Move[] = [['N', 'P'], ['E', 'P'], ['S', '1S'], ['W', '2C'], ['N', 'P'], ['E', 'X'], ['E', 'P'], ...to4S];
    const s = play('2007', moves);
    expect(s.pending).toEqual(asked('withdrawn-call-suits'));
    expect(rights(step(s, facts({ 'withdrawn-call-suits': [] })))).toEqual([['W', '2007 26B', null]]);
    expect(rights(play('2017', moves))).toEqual([['W', '26B', null]]);
  });

  test('2007 37B2: a bid by a player required to pass, replaced by a pass — 26A2 when it named a suit he never specified', () => {
    // W silenced by E's 27B2; W bids 3D anyway: cancelled, a pass replaces it, W and E pass to the end.
    // The ruling is given before N calls (not 37A's exception).
    const moves: Move[] = [...insufficient('P'), ['S', '2S'], ['W', '3D'], { type: 'attention', by: 'N' }, ['N', '4S'], ['E', 'P'], ['S', 'P'], ['W', 'P'], facts({ 'withdrawn-call-suits': [] })];
    const s = play('2007', moves);
    expect(s.pending).toEqual(asked('withdrawn-call-suits'));
    // W's own 2C names clubs: whether it specified diamonds too is the director's finding.
    const related = step(s, facts({ 'withdrawn-call-suits': ['D'] }));
    expect(related.pending).toEqual(asked('specified-suits'));
    // It did not: declarer may require or forbid a diamond lead from E.
    expect(rights(step(related, facts({ 'specified-suits': [] })))).toEqual([['W', '2007 26B', null], ['E', '2007 26A2', ['D']]]);
  });

  test('2007 38D: a bid above seven cancelled before its LHO called — Law 26 read at the end', () => {
    // The ruling is given before S calls (not 38D's exception).
    const s = play('2007', [['N', 'P'], ['E', '8S'], { type: 'attention', by: 'S' }, ['S', '1S'], ['W', 'P'], ['N', '4S'], ['E', 'P'], ['S', 'P'], ['W', 'P']]);
    expect(s.pending).toEqual(asked('withdrawn-call-suits'));
    // E passed only: spades were never specified — declarer may require or forbid a spade lead.
    expect(rights(step(s, facts({ 'withdrawn-call-suits': ['S'] })))).toEqual([['W', '2007 26A2', ['S']]]);
  });

  test('2007 39C: a defender\'s bid after the final pass — Law 26 settled at once, asking what it related to', () => {
    const ended: Move[] = [['N', 'P'], ['E', 'P'], ['S', '1S'], ['W', 'P'], ['N', '4S'], ['E', 'P'], ['S', 'P'], ['W', 'P']];
    const s = play('2007', [...ended, ['E', '5C']]);
    expect(s.pending).toEqual(asked('withdrawn-call-suits'));
    const ruled = step(s, facts({ 'withdrawn-call-suits': ['C'] }));
    expect(rights(ruled)).toEqual([['W', '2007 26A2', ['C']]]);
    expect(laws(ruled).slice(-4)).toEqual(['35D', '39A', '39C', '2007 26A2']);
    // 2017 39C: the 26B right, nothing asked.
    expect(rights(play('2017', [...ended, ['E', '5C']]))).toEqual([['W', '26B', null]]);
  });
});

describe('Law 2007 32 — a cancelled double out of rotation brings 26B only', () => {
  test('2007 32: an artificial double out of rotation is not asked what it related to; declarer may forbid any one suit', () => {
    let s = play('2007', [['N', '1C'], ['W', 'X'], { type: 'decide', by: 'N', option: 'reject', facts: { artificial: true } }]);
    expect(s.pending).toBeNull();
    for (const [by, text] of [['E', 'P'], ['S', '1S'], ['W', 'P'], ['N', '4S'], ['E', 'P'], ['S', 'P'], ['W', 'P']] as const) s = step(s, { type: 'call', by, call: call(text) });
    expect(rights(s)).toEqual([['E', '2007 26B', null]]);
  });
});

describe('Laws 2007 36 and 38 noticed late', () => {
  /** S doubles his partner's 1H unnoticed; the auction ends and the opening lead is faced before attention is drawn. */
  const afterLead = (edition: Edition) => {
    let s = play(edition, [['N', '1H'], ['E', 'P'], { type: 'call', by: 'S', call: call('X'), unnoticed: true }, ['W', 'P'], ['N', 'P'], ['E', 'P']]);
    const closed = closeAuctionPeriod(s);
    if (!closed.ok) throw new Error(closed.error.message);
    s = step(closed.value, { type: 'attention', by: 'E' });
    return s;
  };

  test('2007 12A1: the 2007 Law 36 has no part for attention after the opening lead — the auction stands, damage asked at the end of play', () => {
    const s = afterLead('2007');
    expect(laws(s).slice(-2)).toEqual(['2007 35A', '2007 12A1']);
    expect(s.deferred).toEqual([{ law: '2007 12A1', question: 'damaged', offender: 'S' }]);
    expect(s.overlooked).toBeNull();
    expect(s.calls.map((c) => c.call.text)).toEqual(['1H', 'P', 'X', 'P', 'P', 'P']);
  });

  test('36C (2017): the same attention is scored as if the double had not been made, nothing deferred', () => {
    const s = afterLead('2017');
    expect(laws(s).slice(-2)).toEqual(['35A', '36C']);
    expect(s.deferred).toEqual([]);
  });

  test('2007 38B, 38D: a bid above seven noticed after its LHO called is ruled as in 2017 — all cancelled, no lead restriction', () => {
    const late = (edition: Edition) => {
      let s = play(edition, [['N', '1C'], { type: 'call', by: 'E', call: call('8S'), unnoticed: true }, ['S', 'P']]);
      s = step(s, { type: 'attention', by: 'W' });
      return [laws(s).slice(-3), s.leadRestrictions, s.mustPass.map((o) => o.seat)];
    };
    expect(late('2007')).toEqual([['38A', '38B', '38D'], [], ['E', 'W']]);
    expect(late('2007')).toEqual(late('2017'));
  });
});

describe('Law 2007 26A1 — a bid naming the suit that was alerted or explained', () => {
  /** E's withdrawn 1H replaced by 2D (call 6, index 5); `alerted`: the 2D was alerted or explained (a transfer, say). */
  const to26A = (edition: Edition, alerted: boolean): AuctionState => {
    const replaced = play(edition, insufficient('2D'));
    let s = alerted ? noteDisclosed(replaced, 5) : replaced;
    for (const [by, text] of [['S', '2S'], ['W', 'P'], ['N', '4S'], ['E', 'P'], ['S', 'P'], ['W', 'P']] as const) s = step(s, { type: 'call', by, call: call(text) });
    return s;
  };

  test('2007 26A1: the offender\'s only bid naming the related suit was alerted — the director is asked whether it specified the suit', () => {
    const s = step(to26A('2007', true), facts({ 'withdrawn-call-suits': ['D'] }));
    expect(s.pending).toEqual(asked('named-suits-specified'));
    // It did not (a transfer to hearts): diamonds stay unspecified, declarer may require or forbid them.
    const transfer = step(s, facts({ 'named-suits-specified': [] }));
    expect(rights(transfer)).toEqual([['W', '2007 26A2', ['D']]]);
    // It did (a natural 2D, alerted for another reason): no lead restriction.
    const natural = step(s, facts({ 'named-suits-specified': ['D'] }));
    expect([natural.phase, natural.leadRestrictions]).toEqual(['ended', []]);
    expect(laws(natural)).toContain('2007 26A1');
  });

  test('2007 26A1: a bid nobody alerted or explained is read as specifying its suit — nothing is asked', () => {
    const s = step(to26A('2007', false), facts({ 'withdrawn-call-suits': ['D'] }));
    expect([s.phase, s.pending, s.leadRestrictions]).toEqual(['ended', null, []]);
    expect(laws(s)).toContain('2007 26A1');
  });

  test('2007 26A1: asked first about the alerted bid, then about the suits other calls may have specified', () => {
    const s = step(step(to26A('2007', true), facts({ 'withdrawn-call-suits': ['D', 'H'] })), facts({ 'named-suits-specified': [] }));
    expect(s.pending).toEqual(asked('specified-suits'));
    expect(rights(step(s, facts({ 'specified-suits': ['H'] })))).toEqual([['W', '2007 26A2', ['D']]]);
  });

  test('2007 26A1: a note names one call where it stands — none for a call the auction does not have, none for another call put there', () => {
    const s = play('2007', insufficient('2D'));
    expect(noteDisclosed(s, 40)).toBe(s);
    const noted = noteDisclosed(s, 5);
    expect([wasDisclosed(noted, 5), wasDisclosed(noted, 4), noteDisclosed(noted, 5) === noted]).toEqual([true, false, true]);
    expect(wasDisclosed({ ...noted, disclosed: [{ index: 5, call: '3D' }] }, 5)).toBe(false);
  });

  test('26B: under 2017 the alert changes nothing — one right to forbid any suit, nothing asked', () => {
    expect([to26A('2017', true).pending, rights(to26A('2017', true))]).toEqual([null, [['W', '26B', null]]]);
  });
});

describe('property: Law 2007 26A read from the director\'s two findings', () => {
  const suits = fc.subarray([...SUITS] as Suit[]);
  test('2007 26A1, 26A2, 26B: the right covers exactly the related suits the offender neither bid nor specified otherwise', () => {
    // E's withdrawn 1H replaced by 2D: E named diamonds in a bid; any other suit only the director can say he specified.
    const ended = play('2007', [...insufficient('2D'), ...to4S]);
    fc.assert(fc.property(suits, suits, (related, specified) => {
      let s = step(ended, facts({ 'withdrawn-call-suits': related }));
      const unnamed = related.filter((x) => x !== 'D');
      if (related.length > 0 && unnamed.length > 0) {
        expect(s.pending).toEqual(asked('specified-suits'));
        s = step(s, facts({ 'specified-suits': specified }));
      }
      expect([s.phase, s.pending]).toEqual(['ended', null]);
      const left = unnamed.filter((x) => !specified.includes(x));
      const expected = related.length === 0 ? [['W', '2007 26B', null]] : left.length === 0 ? [] : [['W', '2007 26A2', left]];
      expect(rights(s)).toEqual(expected);
      expect(laws(s)).toContain(related.length === 0 ? '2007 26B' : left.length === 0 ? '2007 26A1' : '2007 26A2');
    }), { numRuns: 60 });
  });
});
