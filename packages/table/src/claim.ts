// Laws 68–71 at the table: a claim or concession suspends the play, the other players answer it, and
// the claims chapter rules on it. This file only builds the claim position from the play and routes
// the answers; the adjudicator is the claims chapter's.
import type { BySide, Card, Refusal, Result, Seat, Side, Suit } from '@bridge-laws/cards-and-boards';
import { SEATS, err, lawRef, ok, refusal, sideOf, suitOf } from '@bridge-laws/cards-and-boards';
import type { ClaimAct, ClaimPosition, ClaimState, ShownOut, TricksRuling } from '@bridge-laws/claims';
import { continuePlay, establishAgreement, makeClaim, respondToClaim, ruleOnClaim, tricksRemaining } from '@bridge-laws/claims';
import type { PlayState, Revoke, TransferLine, Trick } from '@bridge-laws/play';
import { noticeRevokes, settleClaimRevokes } from './claim-revoke.js';

/** What the claims chapter decided: the board's trick totals, and a question for the director if one is open. */
export interface ClaimRuling {
  /** Board totals after any Law 64 transfer. */
  readonly tricks: BySide<number>;
  readonly transferred: { readonly to: Side; readonly tricks: number } | null;
  /** Law 64: each established revoke's item and the tricks it moved. */
  readonly transfers: readonly TransferLine[];
  /** The board's revokes, those the claim establishes (63A3, 63A4) marked established. */
  readonly revokes: readonly Revoke[];
  /** The fact id the director answers (`probably-won`, 69B2; `damaged`, 64C), with its law. */
  readonly question: { readonly fact: string; readonly law: string } | null;
  readonly laws: readonly string[];
  /** The claims chapter's ruling before Law 64: its adjudication (70), concession (71) or withdrawal (69B). */
  readonly chapter: TricksRuling;
}

export interface TableClaim {
  readonly state: ClaimState;
  /** The position when the claim was made: what the director sees when the hands are faced (Law 70B3). */
  readonly position: ClaimPosition;
  /** Findings given since the claim (`normal-lines`, `claimer-aware-of-trump`). */
  readonly facts: Readonly<Record<string, unknown>>;
  /** Laws 69B and 71 apply only until the correction period ends (Law 79C). */
  readonly correctionPeriodOpen: boolean;
  /**
   * Whether the last answer (the agreement a Law 71 cancellation rests on, or the 69B withdrawal) came while the
   * correction period was open: what was ruled within the period stands after it ends (Laws 69B, 71).
   */
  readonly answeredInPeriod: boolean;
  /** Law 70E2: the regulation's order for an unstated suit. */
  readonly claimSuitOrder: 'from-the-top' | 'from-the-bottom' | null;
  /** The play's revokes and quitted tricks at the claim (Law 64 is settled over them and the claimed tricks). */
  readonly revokes: readonly Revoke[];
  readonly quitted: readonly Trick[];
  /** Milestones passed since the claim (Laws 64B4, 64B5 for a revoke noticed after them). */
  readonly milestones: readonly string[];
  /** Null while the play is suspended (68D) awaiting the answers. */
  readonly ruling: ClaimRuling | null;
}

type ClaimRefusalCode = 'wrong-phase' | 'awaiting-director' | 'awaiting-choice' | 'invalid-claim' | 'not-offered' | 'invalid-event';
type Claimed = Result<TableClaim, Refusal<ClaimRefusalCode>>;

/** Failures to follow the suit led, in the tricks so far: evidence for the exception of Law 70E1. */
function shownOut(play: PlayState): ShownOut[] {
  const out: ShownOut[] = [];
  for (const t of [...play.tricks, play.current]) {
    const led = t.cards[0];
    if (led === undefined) continue;
    for (const c of t.cards.slice(1)) {
      if (suitOf(c.card) !== suitOf(led.card)) out.push({ seat: c.seat, suit: suitOf(led.card) as Suit });
    }
  }
  return out;
}

/** The claim position from the play: cards still held, the trick in progress, tricks won so far. */
export function claimPosition(play: PlayState): ClaimPosition {
  return {
    hands: { N: [...play.hands.N], E: [...play.hands.E], S: [...play.hands.S], W: [...play.hands.W] },
    trump: play.contract.denomination,
    declarer: play.declarer,
    trick: { leader: play.current.leader, cards: play.current.cards.map((c) => c.card as Card) },
    tricksWon: { ...play.won },
    shownOut: shownOut(play),
  };
}

/** Laws 68A, 68B1, 68D: a claim or concession during the play suspends it. */
export function openClaim(
  play: PlayState,
  act: Extract<ClaimAct, { act: 'claim' | 'concede' }>,
  claimSuitOrder: TableClaim['claimSuitOrder'],
): Claimed {
  const what = `${act.act} by ${act.by}`;
  if (play.phase === 'ended') return err(refusal('wrong-phase', `${what}: the play is over, there are no tricks left to claim (Law 68)`));
  if (play.pending !== null) {
    const code = play.pending.kind === 'choice' ? 'awaiting-choice' : 'awaiting-director';
    return err(refusal(code, `${what}: the ${play.pending.law} rectification must be settled first (Law 9B2)`, play.pending.law));
  }
  const position = claimPosition(play);
  const made = makeClaim(act, tricksRemaining(position), play.edition);
  if (!made.ok) return made;
  const correctionPeriodOpen = !play.milestones.includes('correction-period-end');
  return ok({
    state: made.value, position, facts: {}, correctionPeriodOpen, answeredInPeriod: correctionPeriodOpen, claimSuitOrder, revokes: play.revokes, quitted: play.tricks,
    milestones: play.milestones, ruling: null,
  });
}

/**
 * An answer to the claim (68B2, 68D1, 68D2(a)). A dispute of an agreement already given is a
 * withdrawal of it (69B), as the claims chapter's case files read it. Findings given with the answer count
 * like findings given after it (a 69B2 `probably-won` with the withdrawal).
 */
export function answerClaim(c: TableClaim, seat: Seat, answer: 'agree' | 'dispute', facts: Readonly<Record<string, unknown>> = {}): Claimed {
  // Laws 69B, 71: an answer counts for them only if given before the correction period ends (79C).
  const answered = { ...c, facts: { ...c.facts, ...facts }, answeredInPeriod: c.correctionPeriodOpen };
  const r = respondToClaim(c.state, seat, answer, c.position.declarer);
  if (r.ok) return rule({ ...answered, state: r.value });
  const agreed = c.state.status === 'agreed' || c.state.status === 'established';
  if (answer === 'dispute' && agreed) {
    return rule({ ...answered, state: { ...c.state, status: 'disputed', disputedBy: seat, laws: [...c.state.laws, lawRef('69B')] } });
  }
  return r;
}

/**
 * Law 68D2(b): the claimer's opponent `by` asks to play on and `agreeing` consent. With all four the claim
 * is void and play continues (b)(ii); short of four the director is called and 68D2(a) applies (b)(i).
 */
export function continueAfterClaim(c: TableClaim, by: Seat, agreeing: readonly Seat[]): Claimed {
  const r = continuePlay(c.state, agreeing, by);
  return r.ok ? rule({ ...c, state: r.value }) : r;
}

/** Laws 9A2, 61A: attention drawn to a revoke while the claim stands; Law 64 is settled with the ruling. */
export function claimAttention(c: TableClaim): Claimed {
  const noticed = noticeRevokes(c.revokes, c.milestones);
  return noticed === null ? ok(c) : rule({ ...c, revokes: noticed });
}

/** Findings for the claim: the ruling is given again on them. */
export function claimFacts(c: TableClaim, facts: Readonly<Record<string, unknown>>): Claimed {
  return rule({ ...c, facts: { ...c.facts, ...facts } });
}

/**
 * Law 69A: agreement stands from the next board's first call or the end of the round; 79C ends the correction
 * period — from then on no withdrawal (69B) or cancellation (71) can be asked for, but one ruled within it stays.
 */
export function claimMilestone(c: TableClaim, milestone: string): Claimed {
  const m = { ...c, milestones: [...c.milestones, milestone] };
  if (milestone === 'correction-period-end') return rule({ ...m, correctionPeriodOpen: false });
  if (milestone === 'next-board-call' || milestone === 'round-end') return rule({ ...m, state: establishAgreement(c.state, milestone) });
  return ok(m);
}

/** The ruling for the claim's current status (the claims chapter's), or null while it is suspended or void; then Law 64 over it. */
function rule(c: TableClaim): Claimed {
  // Laws 69B, 71: the period that counts is the one in which the agreement or its withdrawal was given.
  const r = ruleOnClaim(c.position, c.state, c.facts, { claimSuitOrder: c.claimSuitOrder, correctionPeriodOpen: c.answeredInPeriod });
  if (!r.ok) return err(refusal(r.error.code === 'invalid-claim' ? 'invalid-claim' : 'invalid-event', r.error.message, r.error.law));
  if (r.value === null) return ok({ ...c, ruling: null });
  const ruled = r.value;
  const settled = settleClaimRevokes(c.state, c.revokes, c.quitted, c.position.tricksWon, ruled.tricks, c.facts['damaged']);
  return ok({
    ...c,
    ruling: {
      tricks: settled.tricks, transferred: settled.transferred, transfers: settled.transfers, revokes: settled.revokes,
      question: ruled.question ?? settled.question,
      laws: [...ruled.laws, ...settled.laws],
      chapter: ruled,
    },
  });
}

/** Every law the claim has cited so far, claim and ruling together. */
export function claimLaws(c: TableClaim): string[] {
  return [...c.state.laws, ...(c.ruling?.laws ?? [])];
}

/**
 * Law 68D2: after a dispute the players may call the director or, the opponents asking and all four
 * agreeing, play on; the choice is open until the director acts (a finding, or a request short of four).
 */
export function playOnOffered(c: TableClaim): boolean {
  const s = c.state;
  return s.status === 'disputed' && !s.laws.includes(lawRef('69B')) && !s.laws.includes(lawRef('68D2(b)(i)')) && Object.keys(c.facts).length === 0;
}

/** The opponent asked to agree or dispute while the play is suspended (Law 68D). */
export function claimAnswerer(c: TableClaim): Seat {
  return SEATS.find((seat) => sideOf(seat) !== sideOf(c.state.by)) as Seat;
}
