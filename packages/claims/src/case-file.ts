// Claim cases: read a case file (the public case format), replay its deal, auction and play up to the
// claim or concession, and rule on it. A stand-in for the table engine until it wires Laws 68–71.
import { parse as parseYaml } from 'yaml';
import { z } from 'zod';
import type { BySide, Card, LawRef, Refusal, Result, Seat, Suit } from '@bridge-laws/cards-and-boards';
import {
  makeContract, sameData, trickWinner, SEATS, boardDealer, err, lawCovers, lawRef, ok, parseCard, parseLawRef, parsePbnDeal, refusal, seatAfter, sideOf, suitOf,
} from '@bridge-laws/cards-and-boards';
import { auctionResult, replayAuction } from '@bridge-laws/auction';
import type { ClaimPosition, ShownOut } from './position.js';
import type { Adjudication } from './adjudicate.js';
import { adjudicateClaim } from './adjudicate.js';
import type { ClaimState } from './claim-state.js';
import { establishAgreement, makeClaim, respondToClaim } from './claim-state.js';
import type { ConcessionRuling, WithdrawalRuling } from './concession.js';
import { PROBABLY_WON, applyWithdrawalFinding, cancelConcession, withdrawAgreement } from './concession.js';

export interface CaseOptions {
  /** Law 70E2 (R23), from the regulation the case names. */
  readonly claimSuitOrder: 'from-the-top' | 'from-the-bottom' | null;
}

export interface ExpectCheck {
  readonly event: number;
  readonly key: string;
  readonly pass: boolean;
  readonly expected: unknown;
  readonly actual: unknown;
}

export interface CaseReport {
  readonly phase: 'play' | 'ended';
  readonly contract: string;
  readonly declarer: Seat;
  readonly tricks: BySide<number>;
  readonly pending: null | { readonly by: Seat; readonly options: readonly string[] } | { readonly by: 'director'; readonly questions: readonly string[] };
  readonly laws: readonly LawRef[];
}

export interface CaseAdjudication {
  readonly id: string;
  readonly position: ClaimPosition | null;
  readonly claim: ClaimState | null;
  readonly adjudication: Adjudication | null;
  readonly concession: ConcessionRuling | null;
  readonly withdrawal: WithdrawalRuling | null;
  readonly report: CaseReport;
  readonly checks: readonly ExpectCheck[];
}

export type CaseRefusal = Refusal<'malformed-case' | 'invalid-deal' | 'wrong-phase' | 'card-not-held' | 'unknown-card'>;

const SeatSchema = z.enum(SEATS, { message: 'must be a seat: N, E, S or W' });
const Text = z.union([z.string(), z.number()]).transform(String);
const EventSchema = z.object({
  by: SeatSchema.optional(),
  call: Text.optional(),
  play: Text.optional(),
  claim: z.object({ tricks: z.number().int().min(0).max(13), line: z.string().optional() }).strict().optional(),
  concede: z.object({ tricks: z.number().int().min(0).max(13) }).strict().optional(),
  agree: z.literal(true).optional(),
  dispute: z.literal(true).optional(),
  facts: z.record(z.string(), z.unknown()).optional(),
  milestone: z.enum(['next-board-call', 'round-end', 'correction-period-end']).optional(),
  expect: z.record(z.string(), z.unknown()).optional(),
}).passthrough();
const CaseSchema = z.object({
  id: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'must be kebab-case'),
  board: z.number().int().min(1).default(1),
  dealer: SeatSchema.optional(),
  deal: z.string({ message: 'a claim case needs the deal (PBN)' }),
  events: z.array(EventSchema),
}).passthrough();

const NormalLines = z.array(z.string(), { message: 'must be a list of lines of play, each in the claim-statement grammar' });

const fail = (code: CaseRefusal['code'], message: string): Result<never, CaseRefusal> => err(refusal(code, message));

/** Read a case (YAML or JSON), replay it, and rule on its claim or concession. */
export function adjudicateCaseFile(text: string, options: CaseOptions = { claimSuitOrder: null }): Result<CaseAdjudication, CaseRefusal> {
  let raw: unknown;
  try {
    raw = parseYaml(text);
  } catch (e) {
    return fail('malformed-case', `case file: not YAML or JSON (${(e as Error).message.split('\n')[0] ?? ''})`);
  }
  const parsed = CaseSchema.safeParse(raw);
  if (!parsed.success) {
    const i = parsed.error.issues[0];
    return fail('malformed-case', `case file: ${i?.path.join('.') ?? ''}: ${i?.message ?? 'invalid'}`);
  }
  const c = parsed.data;
  const deal = parsePbnDeal(c.deal);
  if (!deal.ok) return fail('invalid-deal', `deal: ${deal.error.message}`);
  const hands: Record<Seat, Card[]> = { N: [...deal.value.hands.N], E: [...deal.value.hands.E], S: [...deal.value.hands.S], W: [...deal.value.hands.W] };
  const dealer = c.dealer ?? boardDealer(c.board);

  const calls: string[] = [];
  let contract: { text: string; trump: ClaimPosition['trump']; declarer: Seat } | null = null;
  let trick: { leader: Seat; cards: Card[] } = { leader: 'N', cards: [] };
  const won = { NS: 0, EW: 0 };
  const shownOut: ShownOut[] = [];
  let position: ClaimPosition | null = null;
  let claim: ClaimState | null = null;
  let facts: Record<string, unknown> = {};
  let correctionOpen = true;
  const checks: ExpectCheck[] = [];
  let outcome: Outcome | null = null;

  for (const [index, e] of c.events.entries()) {
    const where = `events[${index}]`;
    if (e.facts !== undefined) facts = { ...facts, ...e.facts };
    if (e.milestone === 'correction-period-end') correctionOpen = false;
    if ((e.milestone === 'next-board-call' || e.milestone === 'round-end') && claim !== null) claim = establishAgreement(claim, e.milestone);
    if (e.expect !== undefined) {
      if (contract === null) return fail('wrong-phase', `${where}: nothing to check before the play starts`);
      const r = ruling(position, claim, contract, won, facts, correctionOpen, options);
      if (!r.ok) return fail('malformed-case', `${where}: ${r.error.message}`);
      outcome = r.value;
      checks.push(...compare(index, e.expect, outcome.report));
      continue;
    }
    if (e.by === undefined) continue;
    const by = e.by;
    if (e.call !== undefined) {
      calls.push(`${by}:${e.call}`);
      continue;
    }
    if (contract === null) {
      const a = replayAuction(dealer, calls);
      if (!a.ok) return fail('malformed-case', `${where}: the auction could not be replayed (${a.error.message})`);
      const result = auctionResult(a.value);
      if (result.kind !== 'contract') return fail('wrong-phase', `${where}: the auction has not ended in a contract (Law 22)`);
      const k = result.contract;
      contract = { text: makeContract(k), trump: k.denomination, declarer: result.declarer };
      trick = { leader: result.openingLeader, cards: [] };
    }
    if (e.play !== undefined) {
      if (claim !== null && claim.status !== 'void') return fail('wrong-phase', `${where}: play is suspended after the ${claim.kind} (Law 68D)`);
      claim = null;
      position = null;
      const card = parseCard(e.play);
      if (card === undefined) return fail('unknown-card', `${where}.play: "${e.play}" is not a card`);
      const i = hands[by].indexOf(card);
      if (i < 0) return fail('card-not-held', `${where}.play: ${by} does not hold ${card}`);
      const led = trick.cards[0];
      if (led !== undefined && suitOf(card) !== suitOf(led)) shownOut.push({ seat: by, suit: suitOf(led) as Suit });
      hands[by].splice(i, 1);
      trick.cards.push(card);
      if (trick.cards.length === 4) {
        const winner = trickWinner(trick.leader, trick.cards, contract.trump);
        won[sideOf(winner)]++;
        trick = { leader: winner, cards: [] };
      }
      continue;
    }
    const remaining = hands[seatAfter(trick.leader, trick.cards.length)].length;
    if (e.claim !== undefined || e.concede !== undefined) {
      position = { hands: { ...hands, N: [...hands.N], E: [...hands.E], S: [...hands.S], W: [...hands.W] }, trump: contract.trump, declarer: contract.declarer, trick: { leader: trick.leader, cards: [...trick.cards] }, tricksWon: { ...won }, shownOut: [...shownOut] };
      const m = makeClaim(e.claim !== undefined
        ? { act: 'claim', by, tricks: e.claim.tricks, statement: e.claim.line ?? null }
        : { act: 'concede', by, tricks: e.concede?.tricks ?? 0 }, remaining);
      if (!m.ok) return fail('malformed-case', `${where}: ${m.error.message}`);
      claim = m.value;
      continue;
    }
    if (e.agree !== undefined || e.dispute !== undefined) {
      if (claim === null) return fail('wrong-phase', `${where}: there is no claim or concession to answer`);
      const r = respondToClaim(claim, by, e.agree !== undefined ? 'agree' : 'dispute', contract.declarer);
      if (r.ok) claim = r.value;
      else if (claim.status === 'agreed' && e.dispute !== undefined) claim = { ...claim, status: 'disputed', disputedBy: by, laws: [...claim.laws, lawRef('69B')] };
      else return fail('wrong-phase', `${where}: ${r.error.message}`);
    }
  }
  if (contract === null) return fail('wrong-phase', 'case file: the play never started');
  const last = outcome ?? (() => {
    const r = ruling(position, claim, contract, won, facts, correctionOpen, options);
    return r.ok ? r.value : null;
  })();
  if (last === null) return fail('malformed-case', 'case file: the claim could not be ruled on');
  return ok({ id: c.id, position, claim, adjudication: last.adjudication, concession: last.concession, withdrawal: last.withdrawal, report: last.report, checks });
}

interface Outcome {
  readonly report: CaseReport;
  readonly adjudication: Adjudication | null;
  readonly concession: ConcessionRuling | null;
  readonly withdrawal: WithdrawalRuling | null;
}

function ruling(
  position: ClaimPosition | null,
  claim: ClaimState | null,
  contract: { text: string; declarer: Seat },
  won: BySide<number>,
  facts: Record<string, unknown>,
  correctionOpen: boolean,
  options: CaseOptions,
): Result<Outcome, Refusal> {
  const base = { contract: contract.text, declarer: contract.declarer };
  const none = { adjudication: null, concession: null, withdrawal: null };
  if (claim === null || position === null || claim.status === 'void') {
    const played = won.NS + won.EW;
    const laws = claim?.laws ?? [];
    return ok({ ...none, report: { ...base, phase: played === 13 ? 'ended' : 'play', tricks: { ...won }, pending: null, laws: [...laws] } });
  }
  const side = sideOf(claim.by);
  const total = (wins: number): BySide<number> => side === 'NS'
    ? { NS: position.tricksWon.NS + wins, EW: position.tricksWon.EW + claim.remaining - wins }
    : { EW: position.tricksWon.EW + wins, NS: position.tricksWon.NS + claim.remaining - wins };
  if (claim.status === 'suspended') {
    const opponent = SEATS.find((s) => sideOf(s) !== side) as Seat;
    return ok({ ...none, report: { ...base, phase: 'play', tricks: { ...won }, pending: { by: opponent, options: ['agree', 'dispute'] }, laws: [...claim.laws] } });
  }
  const lines = facts['normal-lines'];
  const normal = lines === undefined ? undefined : NormalLines.safeParse(lines);
  if (normal !== undefined && !normal.success) return err(refusal('malformed-case', `facts.normal-lines: ${normal.error.issues[0]?.message ?? 'invalid'}`));
  const aware = facts['claimer-aware-of-trump'];
  if (claim.status === 'disputed' && !claim.laws.includes(lawRef('69B'))) {
    // Law 70: a disputed claim or concession is adjudicated.
    const a = adjudicateClaim(position, { by: claim.by, tricks: claim.wins, statement: claim.statement }, {
      claimSuitOrder: options.claimSuitOrder, correctionPeriodOpen: correctionOpen,
      ...(typeof aware === 'boolean' ? { claimerAwareOfTrump: aware } : {}),
      ...(normal?.success === true ? { normalLines: normal.data } : {}),
    });
    if (!a.ok) return a;
    return ok({ ...none, adjudication: a.value, report: { ...base, phase: 'ended', tricks: a.value.tricks, pending: null, laws: [...claim.laws, lawRef('70'), ...a.value.laws] } });
  }
  if (claim.status === 'disputed') {
    // Law 69B: agreement withdrawn within the correction period.
    const asked = withdrawAgreement(position, claim.by, claim.wins, correctionOpen);
    const finding = facts[PROBABLY_WON];
    const found = finding === undefined ? ok(asked) : applyWithdrawalFinding(asked, finding);
    if (!found.ok) return err(refusal('malformed-case', found.error.message));
    const w = found.value;
    const pending = w.fact === null ? null : { by: 'director' as const, questions: [w.fact] };
    return ok({ ...none, withdrawal: w, report: { ...base, phase: 'ended', tricks: total(claim.wins - w.restored), pending, laws: [...claim.laws, ...w.laws] } });
  }
  // Law 69A: agreed — scored as if the tricks had been won and lost in play; Law 71 may cancel a conceded trick.
  const conceded = claim.remaining - claim.wins;
  const k = conceded > 0 ? cancelConcession(position, claim.by, conceded, correctionOpen) : null;
  const laws = [...claim.laws, lawRef('69A'), ...(k === null ? [] : [k.law])];
  return ok({ ...none, concession: k, report: { ...base, phase: 'ended', tricks: total(claim.wins + (k?.restored ?? 0)), pending: null, laws } });
}

const CHECKED = ['phase', 'tricks', 'contract', 'declarer', 'pending', 'laws'] as const;

/** Compare an `expect` block with the report; keys this package does not model are not checked. */
function compare(event: number, expect: Record<string, unknown>, report: CaseReport): ExpectCheck[] {
  const out: ExpectCheck[] = [];
  for (const key of CHECKED) {
    if (!(key in expect)) continue;
    const expected = expect[key];
    if (key === 'laws') {
      const cited = report.laws;
      const list = Array.isArray(expected) ? expected.map(String) : [];
      const pass = list.every((l) => parseLawRef(l).ok && cited.some((c) => lawCovers(l, c)));
      out.push({ event, key, pass, expected, actual: cited });
      continue;
    }
    const actual = report[key];
    out.push({ event, key, pass: sameData(normalise(expected), normalise(actual)), expected, actual });
  }
  return out;
}

function normalise(x: unknown): unknown {
  if (x === null || typeof x !== 'object') return x;
  if (Array.isArray(x)) return x.map(normalise).map((v) => JSON.stringify(v)).sort();
  return Object.fromEntries(Object.entries(x as Record<string, unknown>).sort(([a], [b]) => a.localeCompare(b)).map(([k, v]) => [k, normalise(v)]));
}
