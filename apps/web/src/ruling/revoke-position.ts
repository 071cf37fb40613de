// A revoke ruled from the position the director finds at the table: he enters the contract, the tricks won, the cards
// left (when the play goes on) and each revoke — its trick, who revoked, in which suit, whether it is established, who
// won the revoke trick and how many later tricks the offending side won. Law 64 itself is the play package's
// (`revokeTransfers`, `netTransfer`, `equityLaw`); this file only turns the entries into its inputs and checks them.
import type { Card, Denomination, Edition, Result, Seat, Side, Suit } from '@bridge-laws/cards-and-boards';
import { CURRENT_EDITION, boardVulnerability, err, lhoOf, ok, otherSide, parsePbnDealSetup, partnerOf, SEATS, sideOf } from '@bridge-laws/cards-and-boards';
import { checkPosition } from '@bridge-laws/claims';
import type { Revoke, RevokeTransfer, Trick } from '@bridge-laws/play';
import { equityLaw, netTransfer, revokeTransfers } from '@bridge-laws/play';
import { scoreNS } from '@bridge-laws/scoring';
import { lawInEdition } from '@bridge-laws/table';

/**
 * How the revoke was made: failing to follow suit, or failing to play a card faced on the table (Law 64B3): a penalty
 * card, dummy's, or one of a hand faced on the table while play went on (exempt under 2007 64B3 only).
 */
export const REVOKE_HOW = ['follow-suit', 'penalty-card', 'dummy', 'faced-hand'] as const;
export type RevokeHow = (typeof REVOKE_HOW)[number];

/** When attention was first drawn, if only after a milestone of Laws 64B4, 64B5. */
export const NOTICED_AFTER = ['during-board', 'next-board-call', 'round-end'] as const;
export type NoticedAfter = (typeof NOTICED_AFTER)[number];

export interface RevokeEntry {
  /** 1-based trick number. */
  readonly trick: number;
  readonly seat: Seat;
  /** The suit the offender failed to play (Law 64B2 compares it). */
  readonly suit: Suit;
  readonly how: RevokeHow;
  /** Law 63A: the offender or his partner played to the next trick (or another Law 63A event happened). */
  readonly established: boolean;
  /** Who won the revoke trick: Law 64A1 asks whether it was the revoking player himself. */
  readonly trickWinner: Seat;
  /** Tricks the offending side won after the revoke trick (Laws 64A1, 64A2). */
  readonly laterTricks: number;
  readonly noticedAfter: NoticedAfter;
}

export interface RevokePositionEntry {
  readonly board: number;
  /** The contract as `4S`, `3NTX`. */
  readonly level: number;
  readonly denomination: Denomination;
  readonly risk: '' | 'X' | 'XX';
  readonly declarer: Seat;
  readonly tricksWon: { readonly NS: number; readonly EW: number };
  /** The cards left in each hand (PBN suits `S.H.D.C`), all empty once the play has ended. */
  readonly hands: Readonly<Record<Seat, string>>;
  /** On lead to the next trick while the play goes on. */
  readonly leader: Seat;
  readonly revokes: readonly RevokeEntry[];
  /** The Laws the revoke is ruled under (the board's edition); 2017 when not given. */
  readonly edition?: Edition;
}

/** Why an entry was refused: the field and the law or rule it breaks. */
export interface RevokeEntryProblem {
  readonly field: string;
  readonly code: 'tricks-total' | 'hands' | 'trick-range' | 'not-played-yet' | 'trick-13' | 'later-tricks' | 'offender-tricks' | 'dummy-seat' | 'penalty-card-seat' | 'faced-hand-seat' | 'same-revoke';
  readonly detail: string;
}

export interface RevokeTransferLine {
  readonly seat: Seat;
  readonly trick: number;
  readonly tricks: number;
  /** The law that decided it: 64A1, 64A2, or the 64B item that barred the transfer, in the edition's numbering. */
  readonly law: string;
  /** The same law as the play package cites it (`2007 64B3` for a 2007 rule): what the desk explains it by. */
  readonly why: string;
}

export interface RevokeRuling {
  /** Each established revoke, with what Law 64 transfers for it and why. */
  readonly transfers: readonly RevokeTransferLine[];
  /** The revokes not established: Law 62A, each is corrected; no trick moves. */
  readonly toCorrect: readonly { readonly seat: Seat; readonly trick: number }[];
  /** The tricks moving, in all (capped by the tricks the offending side won from its first revoke trick). */
  readonly transferred: { readonly to: Side; readonly tricks: number } | null;
  /** Law 64C: the equity question the director answers (64C1, 64C2(a) or 64C2(b)), null with no established revoke. */
  readonly equity: string | null;
  /** The tricks each side ends with after the transfer; while the play goes on, as the tricks stand. */
  readonly tricks: { readonly NS: number; readonly EW: number };
  /** Law 64A: the transfer is made after the play ends; false while cards are left. */
  readonly playEnded: boolean;
  /** Law 77 on the tricks after the transfer, North-South's view; null while the play goes on. */
  readonly scoreNS: number | null;
  readonly contract: string;
  /** The laws applied, in the edition's numbering. */
  readonly laws: readonly string[];
}

const problem = (field: string, code: RevokeEntryProblem['code'], detail: string): Result<never, RevokeEntryProblem> => err({ field, code, detail });

// Law 64 needs no more of the revoke than its trick, seat, suit and kind: the card itself is not entered.
const UNENTERED_CARD = 'C2' as Card;

function revokeOf(r: RevokeEntry): Revoke {
  return {
    seat: r.seat, trick: r.trick, card: UNENTERED_CARD, suit: r.suit, kind: r.how, established: r.established, noticed: true, corrected: false,
    noticedAfter: r.noticedAfter === 'during-board' ? null : r.noticedAfter,
  };
}

/** The quitted tricks as Law 64 reads them for one revoke: the revoke trick's winner, then the offending side's later tricks first. */
function tricksFor(r: RevokeEntry, played: number): Trick[] {
  const opponent = lhoOf(r.seat);
  return Array.from({ length: played }, (_, i): Trick => {
    const n = i + 1;
    const winner = n === r.trick ? r.trickWinner : n > r.trick && n <= r.trick + r.laterTricks ? r.seat : opponent;
    return { leader: winner, cards: [], winner };
  });
}

function check(e: RevokePositionEntry): Result<{ played: number }, RevokeEntryProblem> {
  const played = e.tricksWon.NS + e.tricksWon.EW;
  if (played > 13) return problem('tricks-won', 'tricks-total', `N-S ${e.tricksWon.NS} and E-W ${e.tricksWon.EW} make more than 13 tricks`);
  const entered = SEATS.some((s) => e.hands[s].trim() !== '');
  if (played === 13 && entered) return problem('hands', 'hands', '13 tricks were played: no cards are left (Law 7B2)');
  if (played < 13) {
    // Laws 1A, 7B2: the cards left must be the tricks not yet played — the claims chapter checks a position the same way.
    const setup = parsePbnDealSetup(`N:${SEATS.map((s) => (e.hands[s].trim() === '' ? '...' : e.hands[s].trim())).join(' ')}`);
    if (!setup.ok) return problem('hands', 'hands', setup.error.message);
    const position = checkPosition({
      hands: Object.fromEntries(SEATS.map((s) => [s, setup.value[s] ?? []])),
      trump: e.denomination,
      declarer: e.declarer,
      trick: { leader: e.leader, cards: [] },
      tricksWon: e.tricksWon,
      shownOut: [],
    });
    if (!position.ok) return problem('hands', 'hands', position.error.message);
  }
  const seen = new Set<string>();
  for (const [i, r] of e.revokes.entries()) {
    const field = `revokes[${i}]`;
    if (!Number.isInteger(r.trick) || r.trick < 1 || r.trick > 13) return problem(`${field}.trick`, 'trick-range', `trick ${r.trick} is not 1 to 13`);
    if (r.trick > played) return problem(`${field}.trick`, 'not-played-yet', `trick ${r.trick} is not among the ${played} tricks played`);
    // Law 63A: a revoke is established by a play to the next trick; trick 13 has none.
    if (r.established && r.trick === 13) return problem(`${field}.established`, 'trick-13', 'a revoke in trick 13 cannot be established (Law 63A)');
    if (!Number.isInteger(r.laterTricks) || r.laterTricks < 0 || r.laterTricks > played - r.trick) {
      return problem(`${field}.later`, 'later-tricks', `${r.laterTricks} later tricks: only ${played - r.trick} were played after trick ${r.trick}`);
    }
    const side = sideOf(r.seat);
    const offenders = r.laterTricks + (sideOf(r.trickWinner) === side ? 1 : 0);
    if (offenders > e.tricksWon[side]) return problem(`${field}.later`, 'offender-tricks', `the offending side won ${e.tricksWon[side]} tricks, not ${offenders} from trick ${r.trick} on`);
    // Law 64B3: dummy's cards are faced on the table; a penalty card is a defender's (Law 50).
    const dummy = partnerOf(e.declarer);
    if (r.how === 'dummy' && r.seat !== dummy) return problem(`${field}.how`, 'dummy-seat', `dummy is ${dummy}, not ${r.seat}`);
    if (r.how === 'penalty-card' && sideOf(r.seat) === sideOf(e.declarer)) return problem(`${field}.how`, 'penalty-card-seat', `${r.seat} is not a defender: only a defender has penalty cards (Law 50)`);
    if (r.how === 'faced-hand' && r.seat === dummy) return problem(`${field}.how`, 'faced-hand-seat', `${r.seat} is dummy: a revoke from dummy is entered as dummy's (Law 64B3)`);
    const key = `${r.seat}${r.trick}`;
    if (seen.has(key)) return problem(`${field}.trick`, 'same-revoke', `${r.seat} in trick ${r.trick} is entered twice`);
    seen.add(key);
  }
  return ok({ played });
}

/** Law 64 on the revokes entered, through the play package: the transfers and why, the equity question, the result. */
export function ruleRevokeFromPosition(e: RevokePositionEntry): Result<RevokeRuling, RevokeEntryProblem> {
  const checked = check(e);
  if (!checked.ok) return checked;
  const { played } = checked.value;
  const revokes = e.revokes.map(revokeOf);
  const edition = e.edition ?? CURRENT_EDITION;
  const cited = (law: string) => lawInEdition(law, edition);
  // Laws 64A, 64B: each revoke read against its own trick record, the exemptions against all the revokes of the board
  // (the edition's: 2007 64B3 exempts any card of a hand faced on the table).
  const transfers: RevokeTransfer[] = e.revokes.flatMap((r, i) => revokeTransfers(revokes, tricksFor(r, played), edition).filter((t) => t.revoke === revokes[i]));
  const firstTransfer = e.revokes.filter((_, i) => transfers.some((t) => t.revoke === revokes[i] && t.tricks > 0)).sort((a, b) => a.trick - b.trick)[0];
  // The cap on the total: the tricks the offending side won from its first revoke trick on.
  const transferred = firstTransfer === undefined ? null : netTransfer(transfers, tricksFor(firstTransfer, played));
  const tricks = { ...e.tricksWon };
  if (transferred !== null) {
    tricks[transferred.to] += transferred.tricks;
    tricks[otherSide(transferred.to)] -= transferred.tricks;
  }
  const playEnded = played === 13;
  const level = e.level as 1 | 2 | 3 | 4 | 5 | 6 | 7;
  const declarerTricks = tricks[sideOf(e.declarer)];
  const score = playEnded
    ? scoreNS({ result: { kind: 'contract', contract: { level, denomination: e.denomination, risk: e.risk }, declarer: e.declarer }, vulnerability: boardVulnerability(e.board), tricks: declarerTricks })
    : null;
  const equity = transfers.length === 0 ? null : equityLaw(transfers);
  const toCorrect = e.revokes.filter((r) => !r.established).map((r) => ({ seat: r.seat, trick: r.trick }));
  const laws = [
    ...(e.revokes.length > 0 ? ['61A'] : []),
    ...(transfers.length > 0 ? ['63A'] : []),
    ...(toCorrect.length > 0 ? ['62A'] : []),
    ...new Set(transfers.map((t) => t.law)),
    ...(equity === null ? [] : [equity]),
    ...(score === null ? [] : ['77']),
  ].map(cited);
  return ok({
    transfers: transfers.map((t) => ({ seat: t.revoke.seat, trick: t.revoke.trick, tricks: t.tricks, law: cited(t.law), why: t.law })),
    toCorrect,
    transferred,
    equity: equity === null ? null : cited(equity),
    tricks,
    playEnded,
    scoreNS: score !== null && score.ok ? score.value : null,
    contract: `${e.level}${e.denomination}${e.risk}`,
    laws,
  });
}
