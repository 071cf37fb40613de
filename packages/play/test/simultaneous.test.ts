import { describe, expect, test } from 'vitest';
import { playReport } from '@bridge-laws/play';
import { run, start } from './helpers.js';

// Board 1, 4S by South, West leads. West holds hearts AJ3, East Q7642, North 85, South KT9.
describe('Law 58A — two players play at the same moment', () => {
  test('58A: the opening leader and his partner lead together — the proper lead stands and the other card is deemed played after it', () => {
    let s = run(start(), [{ by: 'E', play: 'H2' }, { by: 'W', play: 'HA', simultaneous: true }]);
    expect(s.laws).toContain('58A');
    expect(s.pending).toBeNull();
    expect(s.current.cards).toEqual([{ seat: 'W', card: 'HA' }]);
    // East played at his right-hand opponent's turn: the legal card is held for his turn (57D).
    expect(s.deferred).toEqual([{ seat: 'E', card: 'H2' }]);
    s = run(s, [{ by: 'N', play: 'H5' }]);
    expect(s.current.cards.map((p) => p.card)).toEqual(['HA', 'H5', 'H2']);
  });

  test('58A: without the finding that they were simultaneous, the first card is a lead out of turn (54)', () => {
    const s = run(start(), [{ by: 'E', play: 'H2' }, { by: 'W', play: 'HA' }]);
    expect(s.laws).not.toContain('58A');
    expect(playReport(s).pending).not.toBeNull();
  });

  test('58A: a card played together with a legal card is simply deemed played after it', () => {
    const s = run(start(), [{ by: 'W', play: 'HA' }, { by: 'N', play: 'H5', simultaneous: true }]);
    expect(s.laws).toContain('58A');
    expect(s.current.cards.map((p) => p.card)).toEqual(['HA', 'H5']);
  });
});

describe('Laws 58B1, 67 — a card that went to the trick unseen', () => {
  test('67A2, 58B1: found before both sides play to the next trick — only the card seen was played, the other goes back', () => {
    let s = run(start(), [{ by: 'W', play: 'HA', hidden: 'H3' }, { by: 'N', play: 'H5' }]);
    expect(s.hands.W).not.toContain('H3');
    s = run(s, [{ by: 'E', attention: 'defective-trick' }]);
    expect(s.laws).toEqual(expect.arrayContaining(['67A2', '58B1']));
    expect(s.hands.W).toContain('H3');
    expect(playReport(s).penaltyCards).toEqual([]);
    expect(s.current.cards.map((p) => p.card)).toEqual(['HA', 'H5']);
  });

  test('58B4, 67B2, 67B2(a), 67B2(b): found later — the card goes back, it was in the hand throughout, and a later failure to follow with it is a revoke', () => {
    let s = run(start(), [
      { by: 'W', play: 'HA', hidden: 'H3' }, { by: 'N', play: 'H5' }, { by: 'E', play: 'H2' }, { by: 'S', play: 'H9' },
      { by: 'W', play: 'HJ' }, { by: 'N', play: 'H8' }, { by: 'E', play: 'H4' }, { by: 'S', play: 'HK' },
      { by: 'S', play: 'HT' }, { by: 'W', play: 'D4' },
    ]);
    expect(playReport(s).revokes).toEqual([]);
    s = run(s, [{ by: 'E', attention: 'defective-trick' }]);
    expect(s.laws).toEqual(expect.arrayContaining(['58B4', '67B2(a)', '67B2(b)', '62A']));
    expect(s.tricks[0]?.cards.map((p) => p.card)).toEqual(['HA', 'H5', 'H2', 'H9']);
    expect(playReport(s).revokes).toEqual([{ seat: 'W', trick: 3, established: false }]);
    // The revoke is corrected: West's diamond is a major penalty card and he follows with the heart.
    expect(s.turn).toBe('W');
    s = run(s, [{ by: 'W', play: 'H3' }]);
    expect(s.current.cards.map((p) => p.card)).toEqual(['HT', 'H3']);
    expect(playReport(s).penaltyCards).toEqual([{ seat: 'W', card: 'D4', kind: 'major' }]);
  });

  test('67B2(b): no revoke when the restored card was never of a suit led later', () => {
    const s = run(start(), [
      { by: 'W', play: 'HA', hidden: 'D4' }, { by: 'N', play: 'H5' }, { by: 'E', play: 'H2' }, { by: 'S', play: 'H9' },
      { by: 'W', play: 'S6' }, { by: 'N', play: 'S3' }, { by: 'E', attention: 'defective-trick' },
    ]);
    expect(s.laws).toContain('67B2(a)');
    expect(s.hands.W).toContain('D4');
    expect(playReport(s).revokes).toEqual([]);
  });
});

describe('Law 67B3 — a card played but not put with the quitted cards', () => {
  // Trick 1 is turned after North's card: East and South seem not to have played to it.
  const defective = () => run(start(), [{ by: 'W', play: 'HA' }, { by: 'N', play: 'H5' }, { by: 'W', quit: true }]);

  test('45G, 65A: a trick turned before all four have played is quitted as it stands, won by its best card, and is defective', () => {
    const s = defective();
    expect(s.laws).toEqual(['45G', '65A']);
    expect(s.tricks[0]?.cards.map((c) => c.card)).toEqual(['HA', 'H5']);
    expect(s.tricks[0]?.winner).toBe('W');
    expect(s.turn).toBe('W');
  });

  test('67B3: the director finds the card the offender played — it goes back among his played cards, with no revoke', () => {
    const s = run(defective(), [
      { by: 'W', play: 'S6' }, { by: 'N', play: 'S3' }, { by: 'E', play: 'S2' }, { by: 'S', play: 'S4' },
      { by: 'W', attention: 'defective-trick', facts: { 'card-played': 'H2' } },
    ]);
    expect(s.laws).toContain('67B3');
    expect(s.tricks[0]?.cards).toContainEqual({ seat: 'E', card: 'H2' });
    expect(s.hands.E).not.toContain('H2');
    expect(playReport(s).revokes).toEqual([]);
    expect(s.tricks[0]?.winner).toBe('W');
  });

  test('67B3: the same card played again to the trick in progress is taken back, and the offender plays another', () => {
    const s = run(defective(), [
      { by: 'W', play: 'S6' }, { by: 'N', play: 'S3' }, { by: 'E', play: 'H2' },
      { by: 'S', attention: 'defective-trick', facts: { 'card-played': 'H2' } },
    ]);
    expect(s.tricks[0]?.cards).toContainEqual({ seat: 'E', card: 'H2' });
    expect(s.current.cards.map((p) => p.card)).toEqual(['S6', 'S3']);
    expect(s.turn).toBe('E');
    expect(playReport(s).revokes).toEqual([]);
  });

  test('67B3: played again to a trick already turned — too late; the director judges damage at the end', () => {
    const s = run(defective(), [
      { by: 'W', play: 'HJ' }, { by: 'N', play: 'H8' }, { by: 'E', play: 'H2' }, { by: 'S', play: 'HK' },
      { by: 'W', attention: 'defective-trick', facts: { 'card-played': 'H2' } },
    ]);
    expect(s.laws).toContain('67B3');
    expect(s.endQuestions).toContain('67B3');
    expect(s.tricks[1]?.cards).toContainEqual({ seat: 'E', card: 'H2' });
  });
});

describe('Law 58B3 — an opponent had played after the cards shown together', () => {
  // East shows two hearts at once; South plays in rotation before East names his card.
  const shown = () => run(start(), [{ by: 'W', play: 'HA' }, { by: 'N', play: 'H5' }, { by: 'E', play: ['H2', 'H4'] }, { by: 'S', play: 'H9' }]);

  test('58B3: after the offender names his card, the opponent who played after may take his card back without rectification', () => {
    let s = shown();
    expect(s.current.cards.map((p) => p.card)).toEqual(['HA', 'H5']);
    s = run(s, [{ by: 'E', decide: 'H2' }]);
    expect(playReport(s).pending).toEqual({ by: 'S', options: ['keep', 'withdraw'] });
    expect(playReport(s).penaltyCards).toEqual([{ seat: 'E', card: 'H4', kind: 'minor' }]);
    s = run(s, [{ by: 'S', decide: 'withdraw' }]);
    expect(s.laws).toEqual(expect.arrayContaining(['58B3', '16C']));
    expect(s.turn).toBe('S');
    s = run(s, [{ by: 'S', play: 'HK' }]);
    expect(s.tricks[0]?.cards.map((p) => p.card)).toEqual(['HA', 'H5', 'H2', 'HK']);
  });

  test('58B3: kept, the opponent\'s card is played as it was', () => {
    const s = run(shown(), [{ by: 'E', decide: 'H2' }, { by: 'S', decide: 'keep' }]);
    expect(s.tricks[0]?.cards.map((p) => p.card)).toEqual(['HA', 'H5', 'H2', 'H9']);
    expect(s.pending).toBeNull();
  });
});
