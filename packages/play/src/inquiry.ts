// Questions at the table during the play: reviews (41B, 41C), revoke inquiries (61B, 42B1, 43B2(b)), inspecting tricks (66).
import type { Result, Seat } from '@bridge-laws/cards-and-boards';
import { isSeat, lawRef, ok, partnerOf, sideOf, suitOf } from '@bridge-laws/cards-and-boards';
import type { PlayState, Revoke, Trick } from './types.js';
import type { PlayRefusal } from './refusal.js';
import { refuse } from './refusal.js';
import { cite } from './cite.js';
import { isDefender } from './position.js';
import { startCorrection } from './correction.js';
import { settle } from './settlement.js';
import { update } from './update.js';

export const INQUIRIES = ['review', 'contract', 'quitted-trick', 'own-card'] as const;

/** `what` is a seat (has he a card of the suit led? Law 61B) or one of INQUIRIES. */
export function inquire(state: PlayState, by: Seat, what: string): Result<PlayState, PlayRefusal> {
  if (isSeat(what)) {
    if (what === by) return refuse('invalid-event', `ask: ${by} cannot ask himself about a revoke (Law 61B)`);
    return ok(askAboutRevoke(state, by, what));
  }
  switch (what) {
    case 'review':
      return review(state, by);
    case 'contract':
      return contract(state, by);
    case 'quitted-trick':
    case 'own-card':
      return inspect(state, by, what);
    default:
      return refuse('invalid-event', `ask: "${what}" is not a seat or one of ${INQUIRIES.join(', ')}`);
  }
}

function hasPlayedAny(state: PlayState, seat: Seat): boolean {
  const mine = (t: Trick) => t.cards.some((p) => p.seat === seat);
  return state.current.cards.some((p) => p.seat === seat) || state.tricks.some(mine);
}

/** Whose turn `by` may treat as his own: declarer asks at his turn from either hand (Law 41B footnote). */
function atTurn(state: PlayState, by: Seat): boolean {
  return state.turn === by || (by === state.declarer && state.turn === state.dummy);
}

/**
 * Law 41B: before the opening lead is faced the leader's partner and the presumed declarer (never the presumed dummy)
 * may have the auction reviewed; declarer and each defender also at their first turn to play, a right lost with the
 * first card played (declarer's first card comes from dummy).
 */
function review(state: PlayState, by: Seat): Result<PlayState, PlayRefusal> {
  const refused = (why: string) => refuse('not-offered', `review: ${why} (Law 41B); the contract and whether it was doubled may still be asked (Law 41C)`, lawRef('41B'));
  if (by === state.dummy) return refused(`${by} is dummy`);
  if (state.phase === 'lead') return ok(cite(state, '41B'));
  const own = by === state.declarer ? hasPlayedAny(state, state.declarer) || hasPlayedAny(state, state.dummy) : hasPlayedAny(state, by);
  if (own) return refused(`${by} has played a card`);
  if (!atTurn(state, by)) return refused(`it is not ${by}'s turn to play`);
  return ok(cite(state, '41B'));
}

/** Law 41C: at his turn, declarer or a defender may ask what the contract is and whether it was doubled or redoubled. */
function contract(state: PlayState, by: Seat): Result<PlayState, PlayRefusal> {
  if (by === state.dummy || !atTurn(state, by)) return refuse('not-offered', `contract: ${by} may ask only at his own turn to play, and dummy never (Law 41C)`, lawRef('41C'));
  return ok(cite(state, '41C'));
}

/**
 * Law 66A: until his side plays to the next trick, declarer or a defender may have the cards just played faced;
 * Law 66B: he may look at his own last card. Law 66C: otherwise quitted tricks are not inspected until play ends.
 * Law 66D: after play, played and unplayed cards may be inspected.
 */
function inspect(state: PlayState, by: Seat, what: 'quitted-trick' | 'own-card'): Result<PlayState, PlayRefusal> {
  if (state.phase === 'ended') return ok(cite(state, '66D'));
  if (by === state.dummy) return refuse('not-offered', `${what}: dummy may not inspect tricks during the play (Law 66)`, lawRef('66'));
  const sidePlayedOn = state.current.cards.some((p) => sideOf(p.seat) === sideOf(by));
  // Law 61C: a claim that a revoke occurred does not by itself open the quitted tricks either.
  if (state.tricks.length === 0 || sidePlayedOn) {
    return refuse('not-offered', `${what}: quitted tricks may not be inspected until play ends, except on the director's instruction (Law 66C)`, lawRef('66C'));
  }
  return ok(cite(state, what === 'quitted-trick' ? '66A' : '66B'));
}

/**
 * Laws 61B, 61B2: who may ask whom. Law 61B1: declarer may ask a defender who failed to follow. Laws 61B2(a), 42B1:
 * dummy may ask declarer. Law 61B2(b): dummy may not ask a defender (Law 16B may apply). Law 61B3: defenders may ask
 * declarer and each other, at the risk of unauthorized information. A question about a revoke draws attention to it:
 * an unestablished revoke is corrected (Law 62A). Law 43B2(b): dummy who had breached Law 43A2 asks first about
 * declarer's revoke — declarer corrects and Law 64 applies as if the revoke were established.
 */
function askAboutRevoke(state: PlayState, by: Seat, target: Seat): PlayState {
  const byDummy = by === state.dummy;
  const laws: string[] = [];
  if (byDummy) laws.push(...(target === state.declarer ? ['61B2(a)', '42B1'] : ['61B2(b)', '16B']));
  else if (by === state.declarer) laws.push(isDefender(state, target) ? '61B1' : '61B');
  else laws.push(target === state.declarer ? '61B3' : target === partnerOf(by) ? '61B3' : '61B', ...(target === partnerOf(by) ? ['16B'] : []));
  const s = cite(state, ...laws);
  const index = lastFailure(s, target);
  if (index < 0) return s;
  const r = s.revokes[index] as Revoke;
  const noticed: PlayState = update(s, { revokes: s.revokes.map((o, i) => (i === index ? { ...o, noticed: true } : o)) });
  if (r.established) {
    const t = cite(noticed, '63B');
    return t.phase === 'ended' ? settle(t) : cite(t, '64');
  }
  const corrected = startCorrection(noticed, index);
  if (!(byDummy && target === state.declarer && state.facts['dummy-limitation-breached'] === true)) return corrected;
  const penalized = corrected.revokes.map((o, i) => (i === index ? { ...o, established: true, corrected: false } : o));
  return cite(update(corrected, { revokes: penalized }), '43B2(b)', '64');
}

/** The target's revoke not yet noticed in the trick in progress or the last one quitted (where a failure to follow is seen). */
function lastFailure(state: PlayState, target: Seat): number {
  const now = state.tricks.length + 1;
  for (let i = state.revokes.length - 1; i >= 0; i--) {
    const r = state.revokes[i] as Revoke;
    if (r.seat === target && !r.noticed && !r.corrected && r.trick >= now - 1 && (r.suit === null || suitOf(r.card) !== r.suit)) return i;
  }
  return -1;
}
