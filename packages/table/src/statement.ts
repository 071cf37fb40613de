// The ruling statement the director reads out at the table, as language-neutral data: what happened, the laws, who
// chooses among which options, the director's open questions, and the consequences in force (pass obligations, penalty
// cards and the lead rights they give, lead restrictions, each revoke's transfer, the result and any adjusted score). Each
// item carries ids and values only; an interface renders it in its own language.
import type { Seat, Side } from '@bridge-laws/cards-and-boards';
import { lawRef, otherSide, sideOf } from '@bridge-laws/cards-and-boards';
import type { Report, ReportOptions } from './report.js';
import { report } from './report.js';
import type { TablePhase, TableState } from './state.js';
import { lawInEdition } from './state.js';

/** What happened: the irregularities the table knows of. */
export type StatementEvent =
  | { readonly kind: 'revoke'; readonly seat: Seat; readonly trick: number; readonly established: boolean; readonly law: string }
  | { readonly kind: 'director-irregularity'; readonly irregularity: string; readonly by: Seat; readonly law: string }
  | { readonly kind: 'director-workflow'; readonly workflow: string; readonly law: string }
  | {
      readonly kind: 'claim';
      readonly by: Seat;
      readonly claim: 'claim' | 'concession';
      /** Tricks the claimer's side wins of the remaining tricks (for a concession, those it keeps). */
      readonly wins: number;
      readonly remaining: number;
      readonly statement: string | null;
      readonly status: string;
      readonly law: string;
    };

/** A consequence in force, each with the law that imposes it. */
export type StatementConsequence =
  | { readonly kind: 'must-pass'; readonly seat: Seat; readonly until: string; readonly law: string }
  | { readonly kind: 'lead-restriction'; readonly leader: Seat; readonly law: string }
  | { readonly kind: 'penalty-card'; readonly seat: Seat; readonly card: string; readonly penalty: 'major' | 'minor'; readonly law: string; readonly leadRights: string }
  /**
   * Law 64: one established revoke (`seat`, `trick`) and what it moved to the other side: the item that decided it —
   * 64A1, 64A2 (67B1 for a defective trick) — or, with no trick, the 64B item that barred the transfer. The lines add up
   * to the board's total, capped by the tricks the offenders won (earlier revokes served first).
   */
  | { readonly kind: 'tricks-transferred'; readonly seat: Seat; readonly trick: number; readonly to: Side; readonly tricks: number; readonly law: string }
  | { readonly kind: 'adjusted-score'; readonly adjusted: unknown; readonly law: string; readonly reasons: readonly string[] }
  | { readonly kind: 'claim-award'; readonly side: Side; readonly awarded: number; readonly remaining: number; readonly law: string; readonly reasons: readonly string[] };

export interface RulingStatement {
  readonly board: number;
  readonly phase: TablePhase;
  readonly happened: readonly StatementEvent[];
  /** Who chooses among which options, under which law; null when no player has a choice to make. */
  readonly choice: null | { readonly by: Seat; readonly options: readonly string[]; readonly law: string };
  /** The director's open questions (finding ids), under which law; null when none is open. */
  readonly questions: null | { readonly ids: readonly string[]; readonly law: string };
  readonly consequences: readonly StatementConsequence[];
  /** The result once the play has ended (Law 77 on the tricks after any Law 64 transfer), or a passed-out board. */
  readonly result: null | { readonly contract: string; readonly declarer: Seat | null; readonly tricks: Readonly<Record<Side, number>>; readonly scoreNS: number | null };
  /** Every law cited (since the mark given, else on the whole board), in order first cited. */
  readonly laws: readonly string[];
  /**
   * Law 80: the regulation the table was ruled under (its id and name), so a statement read out or printed says whose
   * options applied. Always set by `rulingStatement`; optional only for statements written before it was recorded.
   */
  readonly regulation?: { readonly id: string; readonly name: string };
}

/**
 * The laws that are, or lie within, `within`: `12C1(c)` lies within `12C`, `64C` within `64`, but `120` is not within
 * `12` — after a number a further digit makes another number, after a letter a digit is a subdivision.
 */
const cited = (laws: readonly string[], within: string): string[] => laws.filter((l) => l === within || (l.startsWith(within) && !(/\d$/.test(within) && /^\d/.test(l.slice(within.length)))));

function happened(s: TableState, r: Report): StatementEvent[] {
  // Laws 61, 63: each revoke known to the table, established or still to be corrected (Law 62).
  const out: StatementEvent[] = r.revokes.map((v) => ({ kind: 'revoke', seat: v.seat, trick: v.trick, established: v.established, law: lawRef(v.established ? '63' : '62') }));
  const d = s.director;
  // The law the director is applying: his open question's, else the first his ruling cited.
  const directorLaw = String(d.outcome.pending?.law ?? d.outcome.laws[0] ?? '');
  // Laws 13–15: an irregularity the director found (cards, board); Laws 16, 21, 75: a workflow opened by attention drawn.
  if (d.irregularity !== null) out.push({ kind: 'director-irregularity', irregularity: d.irregularity.kind, by: d.irregularity.by, law: directorLaw });
  if (d.workflow !== null) out.push({ kind: 'director-workflow', workflow: d.workflow, law: directorLaw });
  // Law 68: a claim or concession, and where it stands (68D suspended, 69A agreed, 68D2(a) disputed).
  const c = s.claim?.state ?? null;
  if (c !== null) out.push({ kind: 'claim', by: c.by, claim: c.kind, wins: c.wins, remaining: c.remaining, statement: c.statement, status: c.status, law: lawRef(c.kind === 'claim' ? '68A' : '68B') });
  return out;
}

function consequences(s: TableState, r: Report, all: readonly string[], awaiting: boolean): StatementConsequence[] {
  const out: StatementConsequence[] = [
    // Laws 23, 26–32, 36–39: pass obligations from the auction's rectifications, each with the law that imposed it.
    ...(s.play === null ? s.auction.mustPass : []).map((m): StatementConsequence => ({ kind: 'must-pass', seat: m.seat, until: String(m.until), law: m.law })),
    ...r.leadRestrictions.map((l): StatementConsequence => ({ kind: 'lead-restriction', leader: l.leader, law: l.law })),
    // Law 50: a major penalty card gives declarer the lead options of 50D2 when the owner's partner is to lead;
    // a minor one only restricts its owner (50C).
    ...r.penaltyCards.map((c): StatementConsequence => ({ kind: 'penalty-card', seat: c.seat, card: c.card, penalty: c.kind, law: lawRef('50'), leadRights: lawRef(c.kind === 'major' ? '50D2' : '50C') })),
  ];
  // Law 70: a disputed claim's award, once the director has given his findings, with the laws of its reasons.
  const claim = s.claim;
  const a = claim?.ruling?.chapter.adjudication ?? null;
  if (claim !== null && a !== null && Object.keys(claim.facts).length > 0) {
    out.push({ kind: 'claim-award', side: a.side, awarded: a.awarded, remaining: a.remaining, law: lawRef('70'), reasons: [...new Set(a.reasons.map((x) => x.law))] });
  }
  // Laws 64A, 64B: each established revoke with the item the play (or, after a claim, its ruling) settled it by — none
  // while a disputed claim waits for the director (Law 68D2(a)): the transfer rests on his ruling.
  const ruled = claim?.ruling ?? null;
  const transfers = awaiting ? [] : ruled !== null ? ruled.transfers : s.play?.transfers ?? [];
  for (const t of transfers) {
    out.push({ kind: 'tricks-transferred', seat: t.seat, trick: t.trick, to: otherSide(sideOf(t.seat)), tricks: t.tricks, law: lawInEdition(t.law, s.edition) });
  }
  // Law 12C: the adjusted score the director gave, with the laws his ruling applied as data (the director's outcome
  // records them, in order): the last part of 12C applied names the score's form (12C1(c) weighted, 12C2 artificial),
  // the others are its reasons — all in the table's edition.
  if (r.adjusted !== null && r.adjusted !== undefined) {
    // A workflow ruled under 2007 records 2007 references with their year: each law in the table's edition first.
    const applied = [...new Set(s.director.outcome.laws.map((l) => lawInEdition(l, s.edition)))];
    const form = cited(applied, '12C').at(-1);
    const reasons = applied.filter((l) => l !== form);
    const law = form ?? cited(all, '12C')[0] ?? lawRef('12C');
    out.push({ kind: 'adjusted-score', adjusted: r.adjusted, law, reasons });
  }
  return out;
}

/** The ruling statement for the table as it stands; `since` limits the laws to those cited after a mark. */
export function rulingStatement(s: TableState, options: ReportOptions = {}): RulingStatement {
  const r = report(s, options);
  const all = options.since === undefined ? r.laws : report(s).laws;
  const p = r.pending;
  // Law 68D2(a): a disputed claim has no result until the director has given his findings.
  const awaiting = s.claim !== null && s.claim.state.status === 'disputed' && Object.keys(s.claim.facts).length === 0;
  const ended = (r.phase === 'ended' || r.phase === 'passed-out') && !awaiting;
  return {
    board: s.board,
    phase: r.phase,
    happened: happened(s, r),
    choice: p !== null && 'options' in p ? { by: p.by, options: p.options, law: p.law } : null,
    questions: p !== null && 'questions' in p ? { ids: p.questions, law: p.law } : null,
    consequences: consequences(s, r, all, awaiting),
    result: ended && r.contract !== null ? { contract: r.contract, declarer: r.declarer, tricks: r.tricks, scoreNS: r.score?.NS ?? null } : null,
    laws: r.laws,
    regulation: { id: s.regulation.id, name: s.regulation.name },
  };
}
