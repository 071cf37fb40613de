// Law 2007 17D2: a call made with another board's cards, under the 2007 Laws. The cancellation and the case where the
// offender's partner called over it are 2017's (15A1, 15A2(a)). When only the offender's LHO had called over it, 2007
// adds what 2017 dropped: the LHO must call again as before (mechanical: a different call is refused), and if the
// offender's new call differs from the cancelled one (a different meaning, or psychic: the director's finding
// `call-differs`) the score is an artificial adjusted one.
import type { LawRef, Seat } from '@bridge-laws/cards-and-boards';
import { lhoOf } from '@bridge-laws/cards-and-boards';
import type { AuctionState, Call } from '@bridge-laws/auction';
import { callStatus, parseCall, sameCall } from '@bridge-laws/auction';
import type { MadeCall, Procedure } from '@bridge-laws/irregularities';

export const L17D2 = '2007 17D2' as LawRef;

/**
 * Law 2007 17D2 on the 2017 procedure for the calls as found (`found`), the calls made since the auction was rebuilt
 * (`now`) and the director's finding `call-differs` when given.
 */
export function cardsFromWrongBoard2007(procedure: Procedure, found: readonly MadeCall[], offender: Seat, now: readonly MadeCall[], callDiffers: unknown): Procedure {
  // 2017 15A2(c) (Law 16C for the cancelled calls) is new in 2017: 2007 17D said nothing of the information.
  const p = { ...procedure, laws: procedure.laws.filter((l) => l !== '15A2(c)') } as Procedure;
  const first = found.findIndex((c) => c.by === offender);
  // Not yet called, or partner called over the cancelled call (an artificial adjusted score in both editions).
  if (first < 0 || p.action !== 'continue') return p;
  const lho = found.slice(first).find((c) => c.by === lhoOf(offender));
  if (lho === undefined) return p;
  const laws = [...p.laws, L17D2];
  // The offender calls again at his turn: the first call after the calls that stood.
  const again = now.slice(first).find((c) => c.by === offender);
  if (again === undefined) {
    return { ...p, laws, note: `${p.note}; ${lho.by} called over the cancelled call: he must repeat ${lho.call}, and the director will ask whether ${offender}'s new call differs` };
  }
  if (typeof callDiffers !== 'boolean') {
    return { action: 'question', question: 'call-differs', laws: [L17D2, ...p.laws], note: `does ${offender}'s ${again.call} differ from his cancelled call (a different meaning, or psychic)?` };
  }
  if (callDiffers) {
    return { action: 'adjust', artificial: true, laws, note: `${offender}'s ${again.call} differs from his cancelled call: artificial adjusted score`, proceduralPenalty: 'may' };
  }
  return { ...p, laws, note: `${offender}'s ${again.call} does not differ from his cancelled call: ${lho.by} repeats ${lho.call} and the auction goes on` };
}

/**
 * Law 2007 17D2: the offender's LHO, who had called over the cancelled call, must repeat that call — at his first turn
 * after the offender has called again. `before` is the rebuilt auction as it stands before `by`'s `call`. The reason
 * a different call is refused, or null when the rule does not bind this call: another seat, a later turn, partner
 * having called over the cancelled call (an artificial score instead), or a repeat the auction no longer allows (the
 * offender's new call then differs, the director's finding `call-differs`).
 */
export function lhoMustRepeat2007(found: readonly MadeCall[], offender: Seat, before: AuctionState, by: Seat, call: Call): string | null {
  const lho = lhoOf(offender);
  const first = found.findIndex((c) => c.by === offender);
  if (by !== lho || first < 0 || found.slice(first).some((c) => c.by !== offender && c.by !== lho)) return null;
  const cancelled = found.slice(first).find((c) => c.by === lho);
  const since = before.calls.slice(first);
  if (cancelled === undefined || !since.some((c) => c.seat === offender) || since.some((c) => c.seat === lho)) return null;
  const repeat = parseCall(cancelled.call);
  if (repeat === undefined || sameCall(repeat, call) || callStatus(before, lho, repeat) !== 'legal') return null;
  return `${lho} called ${cancelled.call} over ${offender}'s cancelled call: he must repeat ${cancelled.call}, not ${call.text} (Law ${L17D2})`;
}
