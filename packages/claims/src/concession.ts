// Laws 69B and 71: tricks given away that the side could not (71) or would probably not (69B) have lost.
import type { LawRef, Refusal, Result, Seat, Side } from '@bridge-laws/cards-and-boards';
import { err, lawRef, ok, refusal, sideOf } from '@bridge-laws/cards-and-boards';
import type { ClaimPosition } from './position.js';
import { tricksRemaining } from './position.js';
import type { SearchRules } from './search.js';
import { ClaimSearch } from './search.js';
import { searchValue } from './adjudicate.js';

function rulesFor(p: ClaimPosition, seat: Seat): SearchRules {
  const side = sideOf(seat);
  const trumpOut = p.trump !== 'NT' && (['N', 'E', 'S', 'W'] as const).some((s) => sideOf(s) !== side && p.hands[s].some((c) => c.charAt(0) === p.trump));
  return { claimerSide: side === 'NS' ? 0 : 1, normal: true, careless: trumpOut, suitOrder: null, steps: [] };
}

export interface ConcessionRuling {
  /** Tricks given back to the conceding side. */
  readonly restored: number;
  readonly law: LawRef;
  readonly text: string;
}

/**
 * Law 71: within the correction period a concession is cancelled for each trick the conceding side
 * could not have lost by any normal play of the remaining cards (71B), its own play ranging over
 * every normal line and the opponents playing their best.
 * `conceded` is the number of the remaining tricks conceded.
 */
export function cancelConcession(p: ClaimPosition, by: Seat, conceded: number, correctionPeriodOpen = true): ConcessionRuling {
  const remaining = tricksRemaining(p);
  if (!correctionPeriodOpen) return { restored: 0, law: lawRef('71'), text: 'the correction period has ended: the concession stands' };
  // Only the tricks the side is sure of beyond those it kept matter: search upward from that floor.
  const kept = remaining - conceded;
  const restored = new ClaimSearch(p, rulesFor(p, by)).above(kept, remaining);
  return restored > 0
    ? { restored, law: lawRef('71B'), text: `${restored} conceded trick(s) could not be lost by any normal play: the concession of them is cancelled` }
    : { restored: 0, law: lawRef('71'), text: 'every conceded trick could be lost by a normal play: the concession stands' };
}

export interface WithdrawalRuling {
  /** Tricks awarded to the withdrawing side that no normal line of the claimer would have lost it. */
  readonly restored: number;
  /** Further tricks it would win on some normal lines only: the director judges whether "probably" (69B2). */
  readonly doubtful: number;
  readonly laws: readonly LawRef[];
  readonly question: string | null;
  /** The fact id under which the director answers `question`: `probably-won`, a number of tricks from 0 to `doubtful`. */
  readonly fact: typeof PROBABLY_WON | null;
}

/** Law 69B2: the director's finding — how many of the doubtful tricks the withdrawing side would probably have won. */
export const PROBABLY_WON = 'probably-won';

/**
 * Law 69B: within the correction period a player may withdraw his agreement to the loss of a trick his
 * side would probably have won had play continued (69B2). The engine gives what it can decide — tricks
 * the side wins even on the claimer's best normal line — and asks the director about the rest.
 * `claimer` made the claim; `agreed` is the number of remaining tricks the agreement gave him.
 */
export function withdrawAgreement(p: ClaimPosition, claimer: Seat, agreed: number, correctionPeriodOpen = true): WithdrawalRuling {
  if (!correctionPeriodOpen) return { restored: 0, doubtful: 0, laws: [lawRef('69A')], question: null, fact: null };
  const rules = rulesFor(p, claimer);
  const best = searchValue(p, { ...rules, careless: false, best: true });
  const worst = searchValue(p, rules, best);
  const restored = Math.max(0, agreed - best);
  const doubtful = Math.max(0, agreed - worst) - restored;
  return {
    restored, doubtful, laws: [lawRef('69B'), lawRef('69B2')],
    question: doubtful > 0 ? `Law 69B2: would the withdrawing side probably have won ${doubtful} more trick(s) had play continued?` : null,
    fact: doubtful > 0 ? PROBABLY_WON : null,
  };
}

/**
 * Law 69B2: the director answers `probably-won` with how many of the doubtful tricks the withdrawing
 * side would probably have won; they are awarded to it and the question is closed. An answer outside
 * 0…doubtful is refused with the fact named; where nothing was in doubt only 0 (none) is accepted.
 */
export function applyWithdrawalFinding(w: WithdrawalRuling, probablyWon: unknown): Result<WithdrawalRuling, Refusal<'bad-finding'>> {
  // Law 69B2: with no trick in doubt, "none of them" (0) is a true answer and changes nothing.
  if (w.fact === null && probablyWon === 0) return ok(w);
  if (w.fact === null) return err(refusal('bad-finding', `facts.${PROBABLY_WON}: no trick of the agreement is in doubt, nothing to answer`, lawRef('69B2')));
  if (typeof probablyWon !== 'number' || !Number.isInteger(probablyWon) || probablyWon < 0 || probablyWon > w.doubtful) {
    return err(refusal('bad-finding', `facts.${PROBABLY_WON}: expected a whole number of tricks from 0 to ${w.doubtful}, got ${JSON.stringify(probablyWon)}`, lawRef('69B2')));
  }
  return ok({ ...w, restored: w.restored + probablyWon, doubtful: 0, question: null, fact: null });
}

/** Laws 69B1 and 71A: what the side gets back when the agreed result gives it fewer tricks than it had already won. */
export interface WonTrickRuling {
  readonly restored: number;
  readonly law: LawRef;
  readonly text: string;
}

/**
 * Laws 69B1 and 71A: an agreement to a claim (69B1) or a concession (71A) stated as the board's
 * result cannot take away a trick the side had in fact won: within the correction period every trick
 * of the side's completed tricks (`p.tricksWon`, from the quitted cards) that the agreed total leaves
 * out is restored. `agreedTotal` is the side's tricks for the board as agreed or conceded.
 */
export function wonTricksGivenAway(
  p: ClaimPosition, side: Side, agreedTotal: number, how: 'agreement' | 'concession', correctionPeriodOpen = true,
): Result<WonTrickRuling, Refusal<'bad-total'>> {
  const law = lawRef(how === 'agreement' ? '69B1' : '71A');
  if (!Number.isInteger(agreedTotal) || agreedTotal < 0 || agreedTotal > 13) {
    return err(refusal('bad-total', `agreedTotal: expected the side's tricks for the board, 0 to 13, got ${JSON.stringify(agreedTotal)}`, law));
  }
  const won = p.tricksWon[side];
  const missing = Math.max(0, won - agreedTotal);
  if (missing === 0) return ok({ restored: 0, law, text: `${side} had won ${won} trick(s) before the ${how}; the agreed ${agreedTotal} takes none of them away` });
  if (!correctionPeriodOpen) return ok({ restored: 0, law: lawRef('79C1'), text: `the correction period has ended: the ${how} stands although ${side} had won ${missing} more trick(s)` });
  return ok({ restored: missing, law, text: `${side} had already won ${won} trick(s), the ${how} gave it ${agreedTotal}: ${missing} trick(s) restored` });
}
