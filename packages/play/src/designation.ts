// Law 46: declarer designates dummy's card by words; incomplete designations resolve as the law says.
import type { Card, Seat, Suit } from '@bridge-laws/cards-and-boards';
import { isCard, isSuit, lawRef, lhoOf, parseCard, suitOf, DECK } from '@bridge-laws/cards-and-boards';
import type { PlayState } from './types.js';
import { cite } from './cite.js';
import { cardsOfSuit, highestOf, lowestOf, outranks } from './cards.js';
import { ledSuit, trickWinner } from './trick.js';
import { obligations } from './obligations.js';
import { playInTurn } from './play-card.js';
import { playOutOfTurn } from './out-of-turn.js';
import { hasPlayed } from './trick.js';
import { update } from './update.js';
import { substitute } from './correction.js';

/** Words declarer may use for dummy's card: a whole card, a suit, a rank, or one of these (Law 46B). */
export const DESIGNATION_WORDS = ['high', 'low', 'win', 'anything'] as const;

export function playFromDummy(state: PlayState, card: Card): PlayState {
  const seat = state.dummy;
  if (state.correction !== null && state.correction.seat === seat) return substitute(state, seat, card);
  return seat === state.turn && !hasPlayed(state.current, seat) ? playInTurn(state, seat, card) : playOutOfTurn(state, seat, card);
}

/** Resolve declarer's words into dummy's card, an option for the players, or nothing (46B4). */
export function designate(state: PlayState, words: string): PlayState {
  const w = words.trim().toLowerCase();
  const dummy = state.hands[state.dummy];
  const led = ledSuit(state.current);
  const full = parseCard(words);
  // Law 45C4(a): a card named is played; Law 46B4: a card dummy does not hold is a void designation.
  if (full !== undefined) return dummy.includes(full) ? playFromDummy(cite(state, '45C4(a)', '46A'), full) : cite(state, '46B4');
  const ofLed = led === null ? [] : cardsOfSuit(dummy, led);
  // Laws 46B1, 46B1(a), 46B1(c): "high" is the highest, "low" the lowest card of the suit led.
  if (w === 'high' || w === 'low') {
    const law = w === 'high' ? '46B1(a)' : '46B1(c)';
    const pick = w === 'high' ? highestOf(ofLed) : lowestOf(ofLed);
    return pick === undefined ? cite(state, law, '46B4') : playFromDummy(cite(state, law), pick);
  }
  if (w === 'win') {
    const pick = lowestKnownWinner(state);
    return pick === undefined ? cite(state, '46B1(b)', '46B4') : playFromDummy(cite(state, '46B1(b)'), pick);
  }
  if (w === 'anything') {
    // Law 46B5: either defender chooses dummy's card.
    const options = obligations(state, state.dummy).legal;
    return cite(
      update(state, { pending: { kind: 'choice', by: lhoOf(state.dummy), options, law: lawRef('46B5'), context: { type: 'designate-dummy-card' } } }),
      '46B5',
    );
  }
  const upper = words.trim().toUpperCase();
  if (isSuit(upper)) {
    const pick = lowestOf(cardsOfSuit(dummy, upper)); // Law 46B2: the lowest card of the suit named
    return pick === undefined ? cite(state, '46B2', '46B4') : playFromDummy(cite(state, '46B2'), pick);
  }
  // Law 46B3: a rank only.
  const rank = upper === '10' ? 'T' : upper;
  const ofRank = dummy.filter((c) => c.charAt(1) === rank);
  if (ofRank.length === 0) return cite(state, '46B4');
  if (state.current.cards.length === 0) {
    // Law 46B3(a): leading, declarer continues the suit in which dummy won the previous trick.
    const last = state.tricks[state.tricks.length - 1];
    const won = last !== undefined && last.winner === state.dummy ? last.cards.find((p) => p.seat === state.dummy) : undefined;
    const same = won === undefined ? undefined : ofRank.find((c) => suitOf(c) === suitOf(won.card));
    if (same !== undefined) return playFromDummy(cite(state, '46B3(a)'), same);
  }
  // Law 46B3(b): a card of that rank if it can be played legally; declarer says which if several.
  const legal = obligations(state, state.dummy).legal.filter((c) => ofRank.includes(c));
  const only = legal[0];
  if (legal.length === 1 && only !== undefined) return playFromDummy(cite(state, '46B3(b)'), only);
  const options = legal.length > 0 ? legal : ofRank;
  return cite(
    update(state, { pending: { kind: 'choice', by: state.declarer, options, law: lawRef('46B3(b)'), context: { type: 'designate-dummy-card' } } }),
    '46B3(b)',
  );
}

/** Law 46B1(b): the lowest card known to win — it beats the trick so far and no unseen card can beat it. */
function lowestKnownWinner(state: PlayState): Card | undefined {
  const legal = obligations(state, state.dummy).legal;
  const played = state.current.cards;
  const last = played.length === 3;
  const seen = new Set<Card>([...state.hands[state.declarer], ...state.hands[state.dummy], ...state.tricks.flatMap((t) => t.cards.map((p) => p.card)), ...played.map((p) => p.card)]);
  const unseen = DECK.filter((c) => !seen.has(c));
  const winners = legal.filter((c) => {
    const cards = [...played, { seat: state.dummy as Seat, card: c }];
    if (trickWinner(cards, state.trump) !== state.dummy) return false;
    if (last) return true;
    return !unseen.some((u) => beatsCard(u, c, state.trump));
  });
  return lowestOf(winners.filter(isCard)) ?? undefined;
}

function beatsCard(u: Card, c: Card, trump: Suit | null): boolean {
  if (suitOf(u) === suitOf(c)) return outranks(u, c);
  return trump !== null && suitOf(u) === trump;
}
