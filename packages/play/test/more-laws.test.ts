import { describe, expect, test } from 'vitest';
import type { Revoke, Trick } from '@bridge-laws/play';
import { netTransfer, obligations, playReport, revokeTransfers, transferLines } from '@bridge-laws/play';
import { applyText, TRICK_ONE, playOn, run, start } from './helpers.js';

describe('Law 46 — designating dummy\'s card', () => {
  test('45C4(a): naming a whole card plays it', () => {
    const s = run(start(), [{ by: 'W', play: 'CQ' }, { by: 'S', name: 'CT' }]);
    expect(s.current.cards).toEqual([{ seat: 'W', card: 'CQ' }, { seat: 'N', card: 'CT' }]);
  });

  test('46B1(c): "low" is the lowest card of the suit led', () => {
    const s = run(start(), [{ by: 'W', play: 'CQ' }, { by: 'S', name: 'low' }]);
    expect(s.current.cards[1]).toEqual({ seat: 'N', card: 'C2' });
  });

  test('46B3(a): leading, a rank alone continues the suit dummy won the last trick with', () => {
    const s = run(start(), [
      { by: 'W', play: 'S6' }, { by: 'N', play: 'SQ' }, { by: 'E', play: 'S2' }, { by: 'S', play: 'S4' },
      { by: 'S', name: '9' },
    ]);
    expect(s.tricks[0]?.winner).toBe('N');
    expect(s.current.cards).toEqual([{ seat: 'N', card: 'S9' }]);
  });
});

describe('Law 51B — declarer\'s options with several penalty cards', () => {
  test('51B1(b): forbidding the suit of two penalty cards picks both up; the ban lasts while the partner leads', () => {
    const s = run(start(), [...TRICK_ONE, { by: 'E', expose: ['HQ', 'H7'] }, { by: 'S', decide: 'prohibit-suit' }]);
    expect(playReport(s).penaltyCards).toEqual([]);
    expect(s.restrictions).toEqual([{ leader: 'W', law: '51B1(b)', suit: 'H', mode: 'forbid', lasts: 'while-retains-lead' }]);
    expect(obligations(s, 'W').legal.some((c) => c.startsWith('H'))).toBe(false);
  });

  test('51B2(a): requiring one of the suits picks up that suit only', () => {
    const s = run(start(), [...TRICK_ONE, { by: 'E', expose: ['CK', 'D8'] }, { by: 'S', decide: 'require-suit', suit: 'D' }]);
    expect(playReport(s).penaltyCards).toEqual([{ seat: 'E', card: 'CK', kind: 'major' }]);
    expect(obligations(s, 'W').legal.every((c) => c.startsWith('D'))).toBe(true);
  });

  test('51B2(b), 50B: a card of a multiple exposure stays major after its companion is picked up, and declarer\'s lead options recur while it remains', () => {
    const afterBan = run(start(), [...TRICK_ONE, { by: 'E', expose: ['CK', 'D8'] }, { by: 'S', decide: 'prohibit-suit', suit: 'C' }]);
    // Law 50B: D8 was exposed with CK; picking CK up does not make it a minor penalty card.
    expect(playReport(afterBan).penaltyCards).toEqual([{ seat: 'E', card: 'D8', kind: 'major' }]);
    // W keeps the lead with the heart jack; at his next lead the options of 50D2 come again for D8.
    const s = run(afterBan, [{ by: 'W', play: 'HJ' }, { by: 'N', play: 'H8' }, { by: 'E', play: 'H4' }, { by: 'S', play: 'HT' }]);
    expect(s.tricks[1]?.winner).toBe('W');
    expect(playReport(s).pending).toEqual({ by: 'S', options: ['require-suit', 'prohibit-suit', 'no-restriction'] });
    expect(s.pending).toMatchObject({ law: '50D2' });
    // Law 50D2(a): declarer requires diamonds; D8 is picked up and W must lead a diamond.
    const t = run(s, [{ by: 'S', decide: 'require-suit' }]);
    expect(playReport(t).penaltyCards).toEqual([]);
    expect(obligations(t, 'W').legal.every((c) => c.startsWith('D'))).toBe(true);
  });

  test('51B2(b): declarer may forbid several of the suits at once — every penalty card in them is picked up, each ban lasting while the partner leads', () => {
    const s = run(start(), [...TRICK_ONE, { by: 'E', expose: ['CK', 'D8'] }, { by: 'S', decide: 'prohibit-suit', suits: ['C', 'D'] }]);
    expect(playReport(s).penaltyCards).toEqual([]);
    expect(s.restrictions).toEqual([
      { leader: 'W', law: '51B2(b)', suit: 'C', mode: 'forbid', lasts: 'while-retains-lead' },
      { leader: 'W', law: '51B2(b)', suit: 'D', mode: 'forbid', lasts: 'while-retains-lead' },
    ]);
    expect(obligations(s, 'W').legal.some((c) => c.startsWith('C') || c.startsWith('D'))).toBe(false);
    expect(s.laws).toContain('51B2(b)');
  });

  test('51B2(b): a suit not among the penalty cards\' suits, or several suits anywhere else, is refused', () => {
    const s = run(start(), [...TRICK_ONE, { by: 'E', expose: ['CK', 'D8'] }]);
    const other = applyText(s, { by: 'S', decide: 'prohibit-suit', suits: ['C', 'H'] });
    expect(other.ok ? null : [other.error.code, other.error.law]).toEqual(['not-offered', '51B2(b)']);
    const required = applyText(s, { by: 'S', decide: 'require-suit', suits: ['C', 'D'] });
    expect(required.ok ? null : required.error.code).toBe('not-offered');
    const one = run(start(), [...TRICK_ONE, { by: 'E', expose: ['HQ', 'H7'] }]);
    const single = applyText(one, { by: 'S', decide: 'prohibit-suit', suits: ['H'] });
    expect(single.ok ? null : [single.error.code, single.error.law]).toEqual(['not-offered', '51B1']);
    const empty = applyText(s, { by: 'S', decide: 'prohibit-suit', suits: [] });
    expect(empty.ok ? null : empty.error.message).toMatch(/suits: must name at least one suit \(Law 51B2\(b\)\)/);
  });

  test('51B2(c): no requirement — the partner leads freely and both cards stay', () => {
    const s = run(start(), [...TRICK_ONE, { by: 'E', expose: ['CK', 'D8'] }, { by: 'S', decide: 'no-restriction' }]);
    expect(playReport(s).penaltyCards).toHaveLength(2);
    expect(obligations(s, 'W').legal).toHaveLength(12);
  });
});

describe('Law 2007 51B2 — penalty cards in two suits', () => {
  test('2007 51B2: declarer requires or forbids one of the suits; the 2017 option to do neither (51B2(c)) is not offered', () => {
    const s = run(start({ edition: '2007' }), [...TRICK_ONE, { by: 'E', expose: ['CK', 'D8'] }]);
    expect(playReport(s).pending).toEqual({ by: 'S', options: ['require-suit', 'prohibit-suit'] });
    const r = applyText(s, { by: 'S', decide: 'no-restriction' });
    expect(r.ok ? null : r.error.code).toBe('not-offered');
    const forbidden = run(s, [{ by: 'S', decide: 'prohibit-suit', suit: 'C' }]);
    expect(playReport(forbidden).penaltyCards).toEqual([{ seat: 'E', card: 'D8', kind: 'major' }]);
  });

  test('2007 51B2(b): as in 2017, declarer may forbid one or more of the suits — both picked up', () => {
    const s = run(start({ edition: '2007' }), [...TRICK_ONE, { by: 'E', expose: ['CK', 'D8'] }, { by: 'S', decide: 'prohibit-suit', suits: ['D', 'C'] }]);
    expect(playReport(s).penaltyCards).toEqual([]);
    expect(s.restrictions.map((r) => [r.law, r.suit])).toEqual([['51B2(b)', 'D'], ['51B2(b)', 'C']]);
  });

  test('2007 50D2(b): with one penalty card declarer may still do neither', () => {
    const s = run(start({ edition: '2007' }), [...TRICK_ONE, { by: 'E', expose: ['CK'] }]);
    expect(playReport(s).pending).toEqual({ by: 'S', options: ['require-suit', 'prohibit-suit', 'no-restriction'] });
  });
});

describe('Laws 54, 60, 62 — after an irregularity', () => {
  test('54B1: after accepting an opening lead out of turn, declarer plays second from his own hand', () => {
    const s = run(start(), [{ by: 'E', play: 'H2' }, { by: 'S', decide: 'accept' }]);
    expect(s.turn).toBe('S');
    expect(s.phase).toBe('play');
  });

  test('60A3: a restriction already imposed stays in force after the irregular lead is accepted by playing on', () => {
    const s = run(start(), [...TRICK_ONE, { by: 'E', expose: 'CK' }, { by: 'S', decide: 'no-restriction' }, { by: 'E', play: 'C3' }, { by: 'S', play: 'C8' }]);
    expect(playReport(s).penaltyCards).toEqual([{ seat: 'E', card: 'CK', kind: 'major' }]);
    expect(s.turn).toBe('W');
  });

  test('60C: the offender\'s partner plays before declarer has chosen — his card is itself rectified (Law 49)', () => {
    const s = run(start(), [...TRICK_ONE, { by: 'E', expose: 'CK' }, { by: 'W', play: 'C5' }]);
    expect(playReport(s).pending).toEqual({ by: 'S', options: ['require-suit', 'prohibit-suit', 'no-restriction'] });
    expect(playReport(s).penaltyCards.map((p) => p.card)).toEqual(['CK', 'C5']);
  });

  test('62B2: dummy\'s revoke card goes back to dummy without penalty', () => {
    const s = run(start(), [{ by: 'W', play: 'HA' }, { by: 'N', play: 'C2' }, { by: 'E', attention: 'revoke' }]);
    expect(s.laws).toContain('62B2');
    expect(s.hands.N).toContain('C2');
    expect(playReport(s).penaltyCards).toEqual([]);
    expect(s.turn).toBe('N');
  });

  test('62C2: after a non-offender changes his card, the next offender in rotation may change his; a defender\'s becomes a penalty card', () => {
    let s = run(start(), [
      { by: 'W', play: 'D4' }, { by: 'N', play: 'S3' }, { by: 'E', play: 'D8' }, { by: 'S', play: 'D6' },
    ]);
    // N (dummy) revoked on trick 1; E and S played after it. Attention before North's side plays on.
    s = run(s, [{ by: 'E', attention: 'revoke' }, { by: 'N', play: 'D2' }]);
    expect(playReport(s).pending).toEqual({ by: 'E', options: ['keep', 'withdraw'] });
    s = run(s, [{ by: 'E', decide: 'withdraw' }, { by: 'E', play: 'DA' }]);
    expect(playReport(s).pending).toEqual({ by: 'S', options: ['keep', 'withdraw'] });
    expect(s.laws).toContain('62C2');
    s = run(s, [{ by: 'S', decide: 'withdraw' }, { by: 'S', play: 'D7' }]);
    expect(s.tricks[0]?.cards.map((c) => c.card)).toEqual(['D4', 'D2', 'DA', 'D7']);
    expect(playReport(s).penaltyCards).toEqual([]);
  });

  test('62C3, 63B: with revokes by both sides in one trick, neither is established until both sides play on', () => {
    let s = run(start(), [{ by: 'W', play: 'HA' }, { by: 'N', play: 'C2' }, { by: 'E', play: 'C3' }, { by: 'S', play: 'H9' }]);
    expect(playReport(s).revokes).toEqual([{ seat: 'N', trick: 1, established: false }, { seat: 'E', trick: 1, established: false }]);
    s = run(s, [{ by: 'W', play: 'D4' }]);
    expect(playReport(s).revokes.every((r) => !r.established)).toBe(true);
    s = run(s, [{ by: 'N', play: 'D2' }]);
    expect(playReport(s).revokes.every((r) => r.established)).toBe(true);
  });
});

describe('Law 64C — the equity question', () => {
  const r = (over: Partial<Revoke>): Revoke => ({
    seat: 'E', trick: 2, card: 'S2', suit: 'D', kind: 'follow-suit', established: true, noticed: true, corrected: false, noticedAfter: null, ...over,
  });
  const tricks: Trick[] = [...'WEWNNNSSSSSSS'].map((w) => ({ leader: 'N', cards: [], winner: w as Trick['winner'] }));

  test('64C2(a), 64C2(b): repeated revokes in a suit and revokes by both sides have no automatic transfer to lean on', () => {
    expect(revokeTransfers([r({}), r({ trick: 5 })], tricks).map((t) => t.law)).toEqual(['64A1', '64B2']);
    expect(revokeTransfers([r({}), r({ seat: 'N', trick: 6 })], tricks).every((t) => t.law === '64B7')).toBe(true);
  });

  test('64A1, 64A: the lines add up to what moves — the offenders won fewer tricks than two revokes owe, the earlier is served first', () => {
    const owed = revokeTransfers([r({ seat: 'W', trick: 3, suit: 'C' }), r({})], tricks);
    expect(owed.map((t) => [t.revoke.seat, t.tricks, t.law])).toEqual([['W', 1, '64A1'], ['E', 2, '64A1']]);
    const net = netTransfer(owed, tricks);
    expect(net).toEqual({ to: 'NS', tricks: 2 });
    expect(transferLines(owed, net)).toEqual([
      { seat: 'E', trick: 2, tricks: 2, law: '64A1' },
      { seat: 'W', trick: 3, tricks: 0, law: '64A1' },
    ]);
  });
});

describe('Law 67 — defective tricks', () => {
  test('67B1(b): an offender void in the suit led adds any card; he is deemed to have revoked', () => {
    let s = run(start(), [
      { by: 'W', play: 'S6' }, { by: 'N', play: 'S3' }, { by: 'E', play: 'S2' }, { by: 'S', play: 'SJ' },
      { by: 'S', play: 'SA' }, { by: 'W', play: 'S7' }, { by: 'N', play: 'S5' }, { by: 'S', quit: true },
      { by: 'S', play: 'SK' }, { by: 'W', play: 'S8' }, { by: 'N', play: 'S9' }, { by: 'E', play: 'H2' },
    ]);
    s = run(s, [{ by: 'S', attention: 'defective-trick' }]);
    expect(s.turn).toBe('E');
    s = run(s, [{ by: 'E', play: 'C3' }]);
    expect(s.laws).toContain('67B1(b)');
    expect(playReport(s).revokes).toEqual([{ seat: 'E', trick: 2, established: true }]);
  });
});

describe('Law 42B3 — dummy draws attention during the play', () => {
  test('42B3: dummy\'s attention before the end of play is recorded as a breach of 43A1(b)', () => {
    const s = run(start(), [{ by: 'W', play: 'HA' }, { by: 'N', play: 'H5' }, { by: 'E', play: 'C3' }, { by: 'N', attention: 'revoke' }]);
    expect(s.laws).toContain('43A1(b)');
  });
  test('42B3: once play is over dummy may draw attention — no breach, nothing asked of the director', () => {
    const s = run(playOn(start()), [{ by: 'N', attention: 'revoke' }]);
    expect(s.phase).toBe('ended');
    expect(s.laws).toContain('42B3');
    expect(s.laws).not.toContain('43A1(b)');
    expect(s.endQuestions).not.toContain('43B1');
    expect(playReport(s).pending).toBeNull();
  });
});

describe('Law 45C3 — dummy\'s card touched by declarer', () => {
  test('45C3: a card declarer touched deliberately is played from dummy', () => {
    const s = run(start(), [{ by: 'W', play: 'CQ' }, { by: 'S', touch: 'CT', facts: { 'touched-to-play': true } }]);
    expect(s.current.cards).toEqual([{ seat: 'W', card: 'CQ' }, { seat: 'N', card: 'CT' }]);
    expect(s.laws).toContain('45C3');
  });

  test('45C3: touched while arranging dummy or reaching another card — nothing is played', () => {
    const s = run(start(), [{ by: 'W', play: 'CQ' }, { by: 'S', touch: 'CT', facts: { 'touched-to-play': false } }]);
    expect(s.current.cards).toEqual([{ seat: 'W', card: 'CQ' }]);
    expect(s.hands.N).toContain('CT');
    expect(s.turn).toBe('N');
  });

  test('45C3: without a finding the director is asked; his answer decides', () => {
    const asked = run(start(), [{ by: 'W', play: 'CQ' }, { by: 'S', touch: 'C4' }]);
    expect(asked.pending).toMatchObject({ kind: 'question', by: 'director', questions: ['touched-to-play'], law: '45C3' });
    const s = run(asked, [{ facts: { 'touched-to-play': true } }]);
    expect(s.pending).toBeNull();
    expect(s.current.cards).toEqual([{ seat: 'W', card: 'CQ' }, { seat: 'N', card: 'C4' }]);
  });

  test('45C3: only declarer\'s touch is ruled on — a defender\'s is refused', () => {
    const r = applyText(run(start(), [{ by: 'W', play: 'CQ' }]), { by: 'E', touch: 'CT' });
    expect(r.ok ? null : r.error.code).toBe('not-offered');
  });
});

describe('Law 45C4(a) — a card named is played', () => {
  test('45C4(a): the card declarer names from dummy is played, and the law is cited with 46A', () => {
    const s = run(start(), [{ by: 'W', play: 'CQ' }, { by: 'S', name: 'C4' }]);
    expect(s.current.cards).toEqual([{ seat: 'W', card: 'CQ' }, { seat: 'N', card: 'C4' }]);
    expect(s.laws).toEqual(expect.arrayContaining(['45C4(a)', '46A']));
  });
});
