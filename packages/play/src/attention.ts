// Law 9A2 → 61–64: attention drawn to a revoke; the engine finds it from the cards.
import type { Edition, LawRef, Seat } from '@bridge-laws/cards-and-boards';
import { lawRef, lhoOf, sideOf } from '@bridge-laws/cards-and-boards';
import type { PlayState, Revoke } from './types.js';
import { cite } from './cite.js';
import { editionRef } from './law-2007.js';
import { isDefender } from './position.js';
import { correctTrick12, startCorrection } from './correction.js';
import { askAtEnd, settle } from './settlement.js';
import { update } from './update.js';
import { noteDummyBreach } from './settlement.js';
import { disturbedClaim } from './played-order.js';

function noticedAfter(state: PlayState): Revoke['noticedAfter'] {
  if (state.milestones.includes('round-end')) return 'round-end';
  if (state.milestones.includes('next-board-call')) return 'next-board-call';
  return null;
}

/**
 * Law 43B3 per edition: the end-of-play question's law and what is cited when dummy points out the irregularity. 2017
 * asks whether the defenders gained (`defenders-gained`: only their score is adjusted); 2007 43B3 sends the director to
 * 12B after the hand, the ordinary adjusted score (`damaged`, see `endFact`).
 */
const DUMMY_FIRST: Readonly<Record<Edition, { readonly law: LawRef; readonly cites: readonly string[] }>> = {
  '2017': { law: lawRef('43B3'), cites: ['43B3'] },
  '2007': { law: editionRef('2007 43B3'), cites: ['2007 43B3', '2007 12B'] },
};

export function attentionToRevoke(state: PlayState, by: Seat): PlayState {
  // Laws 42B3, 43A1(b): dummy may draw attention to an irregularity only after play is over (Law 43B1 if he does).
  if (by === state.dummy) state = state.phase === 'ended' ? cite(state, '42B3') : noteDummyBreach(state, '43A1(b)');
  const open = state.revokes.map((r, i) => (!r.noticed && !r.corrected ? i : -1)).filter((i) => i >= 0);
  if (open.length === 0) return cite(state, '61A');
  // Laws 65D, 66D: a side that disturbed its played cards may lose its claim of the other side's revoke.
  const claim = disturbedClaim(state, by, open.map((i) => (state.revokes[i] as Revoke).seat));
  if (!claim.proceed) return claim.state;
  state = claim.state;
  // Law 43B3: dummy, after breaching Law 43A2, is first to point out a defender's revoke — no rectification now; play
  // goes on as if it had not happened, and at the end the director asks the edition's question (DUMMY_FIRST).
  const defenders = open.filter((i) => isDefender(state, (state.revokes[i] as Revoke).seat));
  if (by === state.dummy && state.facts['dummy-limitation-breached'] === true && defenders.length > 0) {
    const { law, cites } = DUMMY_FIRST[state.edition];
    const asked = state.endQuestions.includes(law) ? state.endQuestions : [...state.endQuestions, law];
    return askAtEnd(cite(update(state, { endQuestions: asked }), ...cites));
  }
  // Law 9B1(d): attention drawn by the offending side itself leaves the opponents' rights as they are.
  if (open.every((i) => sideOf((state.revokes[i] as Revoke).seat) === sideOf(by))) state = cite(state, '9B1(d)');
  const after = noticedAfter(state);
  let s: PlayState = update(state, {
    revokes: state.revokes.map((r, i) => (open.includes(i) ? { ...r, noticed: true, noticedAfter: after } : r)),
  });
  const handsInBoard = s.milestones.length > 0;
  const unestablished = open.find((i) => !(s.revokes[i] as Revoke).established);
  if (unestablished !== undefined) {
    const r = s.revokes[unestablished] as Revoke;
    if (r.kind === 'penalty-card') return failedPenaltyCard(s, unestablished);
    return startCorrection(s, unestablished);
  }
  const twelfth = open.find((i) => (s.revokes[i] as Revoke).trick === 12);
  if (twelfth !== undefined && s.phase === 'ended' && !handsInBoard) return correctTrick12(s, twelfth);
  // Law 63B: an established revoke stands; Law 64 settles it at the end of play.
  s = cite(s, '63B');
  return s.phase === 'ended' ? settle(s) : cite(s, '64');
}

/** Law 52B1: declarer may accept the other card, and must if he has played from either hand since. */
function failedPenaltyCard(state: PlayState, index: number): PlayState {
  const r = state.revokes[index] as Revoke;
  if (declarerPlayedSince(state, r)) {
    return cite(update(state, { revokes: state.revokes.map((o, i) => (i === index ? { ...o, corrected: true } : o)) }), '52B1(b)', '52B1(c)');
  }
  return cite(
    update(state, {
      pending: { kind: 'choice', by: state.declarer, options: ['accept', 'reject'], law: lawRef('52B1'), context: { type: 'failed-penalty-card', revoke: index } },
    }),
    '52A', '52B1',
  );
}

function declarerPlayedSince(state: PlayState, r: Revoke): boolean {
  const trick = r.trick === state.tricks.length + 1 ? state.current : state.tricks[r.trick - 1];
  if (trick === undefined) return true;
  const at = trick.cards.findIndex((p) => p.card === r.card);
  const declaring = (seat: Seat) => !isDefender(state, seat);
  if (trick.cards.slice(at + 1).some((p) => declaring(p.seat))) return true;
  return r.trick < state.tricks.length + 1 && state.current.cards.some((p) => declaring(p.seat));
}

/**
 * Laws 42B, 42B2: dummy may try to prevent an irregularity, e.g. declarer leading from the wrong hand — a right subject
 * to Law 43. Law 43B2(a): if dummy
 * had breached Law 43A2 (exchanged hands, watched declarer's play, looked at a defender's cards), either defender
 * chooses the hand declarer leads from.
 */
export function dummyWarnsLeadHand(state: PlayState, by: Seat): PlayState {
  const declaringLead = state.current.cards.length === 0 && !isDefender(state, state.turn);
  if (by !== state.dummy || !declaringLead || state.facts['dummy-limitation-breached'] !== true) return cite(state, '42B2');
  return cite(
    update(state, {
      pending: {
        kind: 'choice', by: lhoOf(state.declarer), options: [state.declarer, state.dummy], law: lawRef('43B2(a)'),
        context: { type: 'lead-hand', law: lawRef('43B2(a)') },
      },
    }),
    '43B2(a)',
  );
}
