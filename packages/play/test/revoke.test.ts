import { describe, expect, test } from 'vitest';
import type { Card, Seat } from '@bridge-laws/cards-and-boards';
import { dealWith, seededRandom, sortCards, suitOf } from '@bridge-laws/cards-and-boards';
import type { PlayEventText, PlayState, Revoke, Trick } from '@bridge-laws/play';
import { establishBySide, netTransfer, obligations, playReport, revokeTransfers, startPlay } from '@bridge-laws/play';
import { applyText, TRICK_ONE, playOn, run, start } from './helpers.js';

const revoke = (over: Partial<Revoke>): Revoke => ({
  seat: 'E', trick: 2, card: 'S2', suit: 'D', kind: 'follow-suit', established: true, noticed: true, corrected: false, noticedAfter: null, ...over,
});
/** Thirteen tricks won by the given seats, in order. */
const tricksWonBy = (winners: string): Trick[] => [...winners].map((w) => ({ leader: 'N', cards: [], winner: w as Seat }));

describe('Law 64 — trick transfers after an established revoke', () => {
  test('64A1: the offender won the revoke trick and his side won a later one: two tricks', () => {
    const t = revokeTransfers([revoke({})], tricksWonBy('WEWNNNSSSSSSS'));
    expect(t.map((x) => [x.tricks, x.law])).toEqual([[2, '64A1']]);
  });

  test('64A1: the offender won the revoke trick and nothing later: one trick', () => {
    expect(revokeTransfers([revoke({})], tricksWonBy('NENNNNSSSSSSS'))[0]?.tricks).toBe(1);
  });

  test('64A1 footnote: a trick won by dummy is not won by declarer — 64A2 applies', () => {
    const t = revokeTransfers([revoke({ seat: 'S' })], tricksWonBy('WNWWWWWWWWWWW'));
    expect(t.map((x) => [x.tricks, x.law])).toEqual([[1, '64A2']]);
  });

  test('64A2: the offender\'s partner won a later trick: one trick', () => {
    expect(revokeTransfers([revoke({})], tricksWonBy('NNNNWNNNNNNNN'))[0]?.law).toBe('64A2');
  });

  test('64B1: the offending side won neither the revoke trick nor a later one', () => {
    expect(revokeTransfers([revoke({})], tricksWonBy('WNNNNNNNNNNNN'))[0]).toMatchObject({ tricks: 0, law: '64B1' });
  });

  test('64B2: a second revoke in the same suit by the same player', () => {
    const t = revokeTransfers([revoke({}), revoke({ trick: 5 })], tricksWonBy('WEWNEEEEEEEEE'));
    expect(t.map((x) => x.law)).toEqual(['64A1', '64B2']);
  });

  test('42A3, 64B3: dummy fails to follow suit — the revoke is dummy\'s, established like any other, and moves no trick', () => {
    // West leads the ace of hearts; dummy (North, H8 H5) plays a club.
    const s = run(start(), [{ by: 'W', play: 'HA' }, { by: 'N', play: 'C2' }]);
    expect(s.revokes.map((r) => [r.seat, r.kind])).toEqual([['N', 'dummy']]);
    const end = run(playOn(s), [{ by: 'E', attention: 'revoke' }]);
    expect(end.revokes[0]?.established).toBe(true);
    expect(end.transferred).toBeNull();
    expect(end.laws).toEqual(expect.arrayContaining(['64B3', '64C1']));
    // The play's result names the exemption for this revoke: no trick moved, by 64B3.
    expect(playReport(end).transfers).toEqual([{ seat: 'N', trick: 1, tricks: 0, law: '64B3' }]);
  });

  test('64B3: failure to play a penalty card or a dummy card', () => {
    expect(revokeTransfers([revoke({ kind: 'penalty-card' })], tricksWonBy('EEEEEEEEEEEEE'))[0]?.law).toBe('64B3');
    expect(revokeTransfers([revoke({ seat: 'N', kind: 'dummy' })], tricksWonBy('NNNNNNNNNNNNN'))[0]?.law).toBe('64B3');
  });

  test('64B3: a revoke from a hand faced on the table that is neither dummy\'s nor a penalty card moves tricks in 2017', () => {
    expect(revokeTransfers([revoke({ kind: 'faced-hand' })], tricksWonBy('EEEEEEEEEEEEE'))[0]).toMatchObject({ tricks: 2, law: '64A1' });
    expect(revokeTransfers([revoke({ kind: 'faced-hand' })], tricksWonBy('EEEEEEEEEEEEE'), '2017')[0]?.law).toBe('64A1');
  });

  test('2007 64B3: no transfer for failing to play any card faced on the table — a faced hand, a penalty card, dummy\'s card', () => {
    for (const kind of ['faced-hand', 'penalty-card', 'dummy'] as const) {
      expect(revokeTransfers([revoke({ kind })], tricksWonBy('EEEEEEEEEEEEE'), '2007')[0], kind).toMatchObject({ tricks: 0, law: '2007 64B3' });
    }
    // A revoke from a hand in the player's own hand still moves tricks under 2007 (64A1).
    expect(revokeTransfers([revoke({})], tricksWonBy('EEEEEEEEEEEEE'), '2007')[0]).toMatchObject({ tricks: 2, law: '64A1' });
  });

  test('48B2, 64B3: declarer faces his hand and play goes on; his revoke from it is a faced-hand revoke, with the transfer by edition', () => {
    // Trick 1 to South's C8; South faces his twelve cards; West wins trick 2 and leads a heart; South discards D6.
    const events: PlayEventText[] = [
      { by: 'W', play: 'C5' }, { by: 'N', play: 'C2' }, { by: 'E', play: 'C3' }, { by: 'S', play: 'C8' },
      { by: 'S', expose: ['SA', 'SK', 'SJ', 'S4', 'HK', 'HT', 'H9', 'DK', 'D7', 'D6', 'CJ', 'C9'] },
      { by: 'S', play: 'C9' }, { by: 'W', play: 'CQ' }, { by: 'N', play: 'C4' }, { by: 'E', play: 'C6' },
      { by: 'W', play: 'H3' }, { by: 'N', play: 'H5' }, { by: 'E', play: 'HQ' }, { by: 'S', play: 'D6' },
    ];
    for (const edition of ['2017', '2007'] as const) {
      const s = run(start({ edition }), events.slice(0, 5));
      expect(s.facedHands).toEqual(['S']);
      expect(s.penaltyCards).toEqual([]);
      expect(s.laws).toEqual(['48B2', '68']);
      const revoked = run(s, events.slice(5, 13));
      expect(revoked.revokes.map((r) => [r.seat, r.kind])).toEqual([['S', 'faced-hand']]);
      // Established once South's side plays to trick 4 (63A1); West draws attention to it.
      const end = playOn(run(revoked, [{ by: 'E', play: 'CA' }, { by: 'S', play: 'CJ' }, { by: 'W', play: 'D4' }, { by: 'N', play: 'CT' }, { by: 'W', attention: 'revoke' }]));
      expect(end.phase).toBe('ended');
      expect(end.revokes[0]?.established).toBe(true);
      if (edition === '2017') expect(end.transferred).toEqual({ to: 'EW', tricks: 1 });
      else expect(end.transferred).toBeNull();
      // Each edition's item on the revoke itself: 64A2 moves one trick, 2007 64B3 bars the transfer.
      expect(playReport(end).transfers).toEqual([{ seat: 'S', trick: 3, tricks: edition === '2017' ? 1 : 0, law: edition === '2017' ? '64A2' : '2007 64B3' }]);
      expect(end.laws).toContain(edition === '2017' ? '64A2' : '2007 64B3');
    }
  });

  test('64B4, 64B5: attention drawn after the next board was called or after the round', () => {
    expect(revokeTransfers([revoke({ noticedAfter: 'next-board-call' })], tricksWonBy('EEEEEEEEEEEEE'))[0]?.law).toBe('64B4');
    expect(revokeTransfers([revoke({ noticedAfter: 'round-end' })], tricksWonBy('EEEEEEEEEEEEE'))[0]?.law).toBe('64B5');
  });

  test('64B6: a revoke on trick 12', () => {
    expect(revokeTransfers([revoke({ trick: 12 })], tricksWonBy('EEEEEEEEEEEEE'))[0]?.law).toBe('64B6');
  });

  test('64B7: both sides revoked and both revokes were established', () => {
    const t = revokeTransfers([revoke({}), revoke({ seat: 'S', trick: 4, noticed: false })], tricksWonBy('EEEEEEEEEEEEE'));
    expect(t.map((x) => x.law)).toEqual(['64B7']);
  });

  test('64B8: a revoke corrected (62C3 or otherwise) transfers nothing', () => {
    expect(revokeTransfers([revoke({ corrected: true, established: false })], tricksWonBy('EEEEEEEEEEEEE'))).toEqual([]);
  });

  test('64A: never more tricks than the offending side won from the revoke trick on', () => {
    const tricks = tricksWonBy('NENNNNNNNNNNN');
    const t = revokeTransfers([revoke({}), revoke({ seat: 'W', suit: 'C', trick: 3 })], tricks);
    expect(netTransfer(t, tricks)).toEqual({ to: 'NS', tricks: 1 });
  });
});

describe('Law 63 — establishment', () => {
  test('63A3: a claim or concession by the offending side establishes its revokes', () => {
    const r = establishBySide([revoke({ established: false }), revoke({ seat: 'S', established: false })], 'EW');
    expect(r.map((x) => x.established)).toEqual([true, false]);
  });

  test('63A1: the offender\'s own play to the next trick establishes it; the other side\'s does not', () => {
    const s = run(start(), [
      { by: 'W', play: 'HA' }, { by: 'N', play: 'H5' }, { by: 'E', play: 'H2' }, { by: 'S', play: 'H9' },
      { by: 'W', play: 'D4' }, { by: 'N', play: 'D2' }, { by: 'E', play: 'C3' }, { by: 'S', play: 'DK' },
      { by: 'S', play: 'SA' },
    ]);
    expect(playReport(s).revokes).toEqual([{ seat: 'E', trick: 2, established: false }]);
  });
});

/** A deal and a trick-12 revoke: lowest legal cards to trick 11, then someone able to revoke does. */
function trick12Revoke(): PlayState | null {
  for (let k = 0; k < 200; k++) {
    const started = startPlay({ deal: dealWith(seededRandom(`t12-${k}`)), contract: '3NT', declarer: 'S' });
    if (!started.ok) continue;
    let s = playOn(started.value, 11);
    const lead = sortCards(obligations(s, s.turn).legal)[0] as Card;
    s = run(s, [{ by: s.turn, play: lead }]);
    const seat = s.turn;
    const hand = s.hands[seat];
    const off = hand.find((c) => suitOf(c) !== suitOf(lead));
    if (seat === s.dummy || off === undefined || !hand.some((c) => suitOf(c) === suitOf(lead))) continue;
    return playOn(run(s, [{ by: seat, play: off }]));
  }
  return null;
}

describe('Law 62D — a revoke on trick 12', () => {
  test('62D1: even established, it is corrected if noticed before the hands go back into the board', () => {
    const s = trick12Revoke();
    expect(s).not.toBeNull();
    if (s === null) return;
    expect(s.phase).toBe('ended');
    const r = s.revokes[0] as Revoke;
    expect(r).toMatchObject({ trick: 12, established: true });
    const after = applyText(s, { by: 'N', attention: 'revoke' });
    expect(after.ok).toBe(true);
    if (!after.ok) return;
    expect(after.value.laws).toContain('62D1');
    expect(after.value.revokes[0]?.corrected).toBe(true);
    const t12 = after.value.tricks[11] as Trick;
    const led = suitOf((t12.cards[0] as { card: Card }).card);
    expect(suitOf((t12.cards.find((p) => p.seat === r.seat) as { card: Card }).card)).toBe(led);
    expect(after.value.won.NS + after.value.won.EW).toBe(13);
    expect(after.value.transferred).toBeNull();
  });

  test('64B6: once the hands are back in the board the trick-12 revoke stands and transfers nothing', () => {
    const s = trick12Revoke();
    if (s === null) throw new Error('no trick-12 revoke found');
    const t = run(s, [{ milestone: 'hands-returned' }, { by: 'N', attention: 'revoke' }]);
    expect(t.laws).toContain('64B6');
    expect(t.transferred).toBeNull();
    expect(t.won).toEqual(s.won);
  });
});

describe('Law 53A — trick 13', () => {
  test('53A footnote: a lead out of turn at trick 13 is withdrawn, with no option and no penalty card', () => {
    const s = playOn(start(), 12);
    expect(s.tricks).toHaveLength(12);
    const wrong = (['N', 'E', 'S', 'W'] as const).find((x) => x !== s.turn && x !== s.dummy && x !== s.declarer) ?? 'E';
    const card = s.hands[wrong][0] as Card;
    const t = run(s, [{ by: wrong, play: card }]);
    expect(t.laws).toContain('53A');
    expect(t.pending).toBeNull();
    expect(t.penaltyCards).toEqual([]);
    expect(t.hands[wrong]).toContain(card);
  });
});

describe('Law 62 — correcting a revoke', () => {
  const revoked = () =>
    run(start(), [
      { by: 'W', play: 'HA' }, { by: 'N', play: 'H5' }, { by: 'E', play: 'H2' }, { by: 'S', play: 'H9' },
      { by: 'W', play: 'D4' }, { by: 'N', play: 'D2' }, { by: 'E', play: 'S2' }, { by: 'S', play: 'D6' },
      { by: 'S', attention: 'revoke' }, { by: 'E', play: 'DA' },
    ]);

  test('62C1: the non-offending side is offered to change the card played after the revoke', () => {
    expect(playReport(revoked()).pending).toEqual({ by: 'S', options: ['keep', 'withdraw'] });
  });

  test('62C1: playing on keeps the card — the corrected trick is quitted and play continues', () => {
    const s = run(revoked(), [{ by: 'E', play: 'S2' }]);
    expect(s.tricks[1]?.cards.map((c) => c.card)).toEqual(['D4', 'D2', 'DA', 'D6']);
    expect(s.current.cards).toEqual([{ seat: 'E', card: 'S2' }]);
    expect(playReport(s).penaltyCards).toEqual([]);
  });

  test('62B1: the revoke card was a defender\'s unfaced card — a major penalty card until played', () => {
    const s = run(revoked(), [{ by: 'S', decide: 'keep' }]);
    expect(playReport(s).penaltyCards).toEqual([{ seat: 'E', card: 'S2', kind: 'major' }]);
    expect(obligations(s, 'E').legal).toEqual(['S2']);
  });
});

describe('Law 47A — retraction to comply with a rectification', () => {
  test('47A: the non-offenders\' lead to the next trick goes back when declarer\'s revoke is corrected', () => {
    const s = run(start(), [
      ...TRICK_ONE,
      { by: 'W', play: 'D4' }, { by: 'N', play: 'D2' }, { by: 'E', play: 'D8' }, { by: 'S', play: 'C8' },
      { by: 'E', play: 'CA' },
      { by: 'W', attention: 'revoke' },
    ]);
    expect(s.revokes.map((r) => [r.seat, r.established])).toEqual([['S', false]]);
    expect(s.tricks).toHaveLength(1);
    expect(s.hands.E).toContain('CA');
    expect(s.current.cards.map((c) => c.card)).toEqual(['D4', 'D2', 'D8']);
    expect(s.laws).toContain('47A');
  });

  test('47A: nothing is withdrawn when no card was played to the next trick', () => {
    const s = run(start(), [
      ...TRICK_ONE,
      { by: 'W', play: 'D4' }, { by: 'N', play: 'D2' }, { by: 'E', play: 'D8' }, { by: 'S', play: 'C8' },
      { by: 'W', attention: 'revoke' },
    ]);
    expect(s.current.cards.map((c) => c.card)).toEqual(['D4', 'D2', 'D8']);
    expect(s.laws).not.toContain('47A');
  });
});

describe('Law 63A2 — a designation to the following trick establishes the revoke', () => {
  // South revokes on trick 2 (a club on a diamond); East wins and leads trick 3.
  const revokedThenEastLeads = () => run(start(), [
    ...TRICK_ONE,
    { by: 'W', play: 'D4' }, { by: 'N', play: 'D2' }, { by: 'E', play: 'D8' }, { by: 'S', play: 'C8' },
    { by: 'E', play: 'CA' },
  ]);

  test('63A2: declarer names dummy\'s card for the next trick before his own turn — his revoke is established', () => {
    const s = run(revokedThenEastLeads(), [{ by: 'S', name: 'C2' }]);
    expect(s.current.cards.map((c) => c.card)).toEqual(['CA']);
    expect(s.revokes.map((r) => [r.seat, r.trick, r.established])).toEqual([['S', 2, true]]);
    expect(s.laws).toContain('63A2');
  });

  test('63A2: without the designation the revoke can still be corrected', () => {
    const s = revokedThenEastLeads();
    expect(s.revokes.map((r) => r.established)).toEqual([false]);
  });
});

describe('Law 2007 53 — lead out of turn accepted', () => {
  test('2007 53A: at trick 13 a lead out of turn may be accepted like any other (no withdrawal footnote)', () => {
    const s = playOn(start({ edition: '2007' }), 12);
    const wrong = (['N', 'E', 'S', 'W'] as const).find((x) => x !== s.turn && x !== s.dummy && x !== s.declarer) ?? 'E';
    const card = s.hands[wrong][0] as Card;
    const t = run(s, [{ by: wrong, play: card }]);
    expect(t.pending).toMatchObject({ kind: 'choice', by: s.declarer, options: ['accept', 'reject'] });
    const accepted = run(t, [{ by: s.declarer, decide: 'accept' }]);
    expect(accepted.laws).toContain('53A');
    expect(accepted.current.cards).toEqual([{ seat: wrong, card }]);
  });
});
