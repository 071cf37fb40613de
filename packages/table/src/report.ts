// The state of the table in case-file vocabulary: every key present, as `case run` prints it.
import type { Seat, Side } from '@bridge-laws/cards-and-boards';
import { makeContract, pendingView, sideOf } from '@bridge-laws/cards-and-boards';
import { auctionResult, penaltyCardsFromAuction } from '@bridge-laws/auction';
import { playOutcome, playReport } from '@bridge-laws/play';
import { scoreNS } from '@bridge-laws/scoring';
import type { CitationMark, TablePhase, TableState } from './state.js';
import { lawInEdition, tablePhase } from './state.js';
import { claimPending } from './claim-pending.js';

export interface Report {
  readonly phase: TablePhase;
  readonly turn: Seat | null;
  /** The decision the table waits for (a chapter's, a claim's or the director's): its `pendingView`, as the case format reads it. */
  readonly pending: null | { readonly by: Seat; readonly options: readonly string[]; readonly law: string } | { readonly by: 'director'; readonly questions: readonly string[]; readonly law: string };
  readonly auction: readonly string[];
  readonly mustPass: readonly { readonly seat: Seat; readonly until: string }[];
  readonly leadRestrictions: readonly { readonly leader: Seat; readonly law: string }[];
  readonly penaltyCards: readonly { readonly seat: Seat; readonly card: string; readonly kind: 'major' | 'minor' }[];
  readonly contract: string | null;
  readonly declarer: Seat | null;
  readonly tricks: Readonly<Record<Side, number>>;
  readonly transferred: null | { readonly to: Side; readonly tricks: number };
  readonly revokes: readonly { readonly seat: Seat; readonly trick: number; readonly established: boolean }[];
  readonly score: null | { readonly NS: number };
  readonly adjusted: unknown;
  /** Laws cited since the mark `since` (for `case run`, since the previous `expect`), each once, in the order first cited. */
  readonly laws: readonly string[];
  /** The refusal code of the previous event, if it was refused. */
  readonly error: string | null;
}

export interface ReportOptions {
  /** List only the laws cited after this mark (`citationMark` before the events of interest). */
  readonly since?: CitationMark;
  readonly error?: string | null;
}

export function report(s: TableState, options: ReportOptions = {}): Report {
  const r = chapterReport(s, options);
  if (s.edition === '2017') return r;
  // Every law a report lists names its edition's number (the citations already do: `cite`).
  const inEdition = (law: string) => lawInEdition(law, s.edition);
  return {
    ...r,
    pending: r.pending === null ? null : { ...r.pending, law: inEdition(r.pending.law) },
    leadRestrictions: r.leadRestrictions.map((x) => ({ ...x, law: inEdition(x.law) })),
  };
}

function chapterReport(s: TableState, options: ReportOptions): Report {
  const a = s.auction;
  const phase = tablePhase(s);
  const result = auctionResult(a);
  const p = a.pending;
  const o = s.director.outcome;
  // The director's open question (Laws 9–16, 12) shows when no chapter is waiting for an answer.
  const open = p ?? o.pending;
  const pending: Report['pending'] = open === null ? null : pendingView(open);
  const laws: string[] = [];
  for (const c of s.citations.slice(options.since?.citations ?? 0)) if (!laws.includes(c.law)) laws.push(c.law);
  if (s.play !== null) return withPlay(s, { phase, pending, laws, error: options.error ?? null, auction: a.calls.map((c) => c.call.text), mustPass: [] });
  return {
    phase,
    turn: result.kind === 'contract' ? result.openingLeader : a.turn,
    pending,
    auction: a.calls.map((c) => c.call.text),
    mustPass: a.mustPass.map((o) => ({ seat: o.seat, until: o.until })),
    leadRestrictions: a.leadRestrictions.map((r) => ({ leader: r.leader, law: r.law })),
    penaltyCards: penaltyCardsFromAuction(a).map((c) => ({ seat: c.seat, card: c.card, kind: c.kind })),
    contract: result.kind === 'contract'
      ? makeContract(result.contract)
      : result.kind === 'passed-out' ? 'passed-out' : null,
    declarer: result.kind === 'contract' ? result.declarer : null,
    tricks: { NS: 0, EW: 0 },
    transferred: null,
    revokes: [],
    score: result.kind === 'passed-out' ? { NS: 0 } : null, // Law 22B: a passed-out board scores zero
    adjusted: o.adjusted,
    laws,
    error: options.error ?? null,
  };
}

/** Once the play has begun, the play chapter reports the table; the auction's record stays. */
function withPlay(
  s: TableState,
  base: Pick<Report, 'phase' | 'laws' | 'error' | 'auction' | 'mustPass'> & { readonly pending: Report['pending'] },
): Report {
  const play = s.play;
  if (play === null) throw new Error('withPlay needs a play');
  const r = playReport(play);
  const playPending: Report['pending'] = play.pending === null ? null : pendingView(play.pending);
  const claim = s.claim;
  const ruling = claim?.ruling ?? null;
  const outcome = playOutcome(play);
  // Laws 69, 70, 71: a claim's ruling settles the tricks still to play; Law 77 scores the total.
  const tricks = ruling === null ? r.tricks : ruling.tricks;
  const declarerTricks = ruling === null ? outcome?.tricks ?? null : ruling.tricks[sideOf(play.declarer)];
  const scored = declarerTricks === null ? null : scoreNS({ result: { kind: 'contract', contract: play.contract, declarer: play.declarer }, vulnerability: s.vulnerable, tricks: declarerTricks });
  const claimWaits = claim === null ? null : claimPending(claim);
  const claimView: Report['pending'] = claimWaits === null ? null : pendingView(claimWaits);
  return {
    phase: base.phase,
    turn: r.phase === 'ended' || ruling !== null ? null : r.turn,
    pending: playPending ?? claimView ?? base.pending,
    auction: base.auction,
    mustPass: base.mustPass,
    leadRestrictions: r.leadRestrictions,
    penaltyCards: r.penaltyCards,
    contract: r.contract,
    declarer: r.declarer,
    tricks,
    transferred: ruling === null ? r.transferred : ruling.transferred,
    revokes: (ruling?.revokes ?? claim?.revokes ?? play.revokes).map(({ seat, trick, established }) => ({ seat, trick, established })),
    // Law 77 on the tricks credited after any Law 64 transfer; a 64C equity question may still adjust it.
    score: scored !== null && scored.ok ? { NS: scored.value } : null,
    adjusted: s.director.outcome.adjusted,
    laws: base.laws,
    error: base.error,
  };
}
