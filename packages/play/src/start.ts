// The start of the play period: what the auction hands over, validated at the boundary (Laws 41, 22, 24E, 26B).
import { z } from 'zod';
import type { Card, Contract, Deal, Edition, LawRef, Result, Seat } from '@bridge-laws/cards-and-boards';
import { CURRENT_EDITION, EDITIONS, SEATS, SUITS, dealFromSetup, isCard, lawRef, lhoOf, ok, parseContract, parsePbnDeal, partnerOf } from '@bridge-laws/cards-and-boards';
import { editionRef, parseEditionRef } from './law-2007.js';
import type { LeadRestriction, LeadRight, PenaltyCard, PlayState } from './types.js';
import type { PlayRefusal } from './refusal.js';
import { refuse } from './refusal.js';
import { addPenaltyCards } from './penalty-card.js';
import { emptyTrick } from './trick.js';
import { atTurn } from './play-card.js';

/** What the table hands to the play chapter when the auction ends with a contract. */
export interface StartPlayInput {
  /** A validated deal, or a PBN deal string (`N:AK32.K54.Q76.J98 …`). */
  readonly deal: Deal | string;
  /** `4S`, `3NTX`, or a Contract value. */
  readonly contract: Contract | string;
  /** The presumed declarer (Law 22A); Law 54A may still make his partner declarer. */
  readonly declarer: Seat;
  /** Lead restrictions already decided (e.g. by an auction rectification). */
  readonly leadRestrictions?: readonly LeadRestriction[];
  /** Law 26B rights: declarer may forbid one of `suits` at `leader`'s first lead. */
  readonly leadRights?: readonly { readonly leader: Seat; readonly law?: string; readonly suits?: readonly string[]; readonly mayRequire?: boolean }[];
  /** The edition of the Laws the play follows (the current one when absent). */
  readonly edition?: Edition;
  /** Law 24E: a defender's cards exposed during the auction; `kind: major` marks a deliberate exposure. */
  readonly penaltyCards?: readonly { readonly seat: Seat; readonly card: string; readonly kind?: 'major' | 'minor' }[];
}

const seat = z.enum(['N', 'E', 'S', 'W']);
const suit = z.enum(['S', 'H', 'D', 'C']);
const lawText = z.string().refine((t) => parseEditionRef(t).ok, { message: 'is not a law reference such as 26B (or 2007 26A2)' });
const InputSchema = z.object({
  // Only the shape: dealFromSetup checks every hand and card (Laws 1A, 7B1) with the law's own messages.
  deal: z.union([z.string(), z.custom<{ hands: unknown }>(isHands)], { error: 'must be a PBN deal or {hands: {N, E, S, W}} with card texts' }),
  contract: z.union([z.string(), z.object({ level: z.number().int().min(1).max(7), denomination: z.enum(['C', 'D', 'H', 'S', 'NT']), risk: z.enum(['', 'X', 'XX']) })]),
  declarer: seat,
  edition: z.enum(EDITIONS, { message: 'must be an edition of the Laws: 2017 or 2007' }).optional(),
  leadRestrictions: z
    .array(z.object({ leader: seat, law: lawText, suit, mode: z.enum(['require', 'forbid']), lasts: z.enum(['this-lead', 'while-retains-lead']) }))
    .optional(),
  leadRights: z.array(z.object({ leader: seat, law: lawText.optional(), suits: z.array(suit).optional(), mayRequire: z.boolean().optional() })).optional(),
  penaltyCards: z
    .array(z.object({ seat, card: z.string().refine(isCard, { message: 'is not a card (e.g. HT)' }), kind: z.enum(['major', 'minor']).optional() }))
    .optional(),
});

/** Four lists of texts, one per seat (a plain loop: this runs once per board on the table's hot path). */
function isHands(v: unknown): boolean {
  if (typeof v !== 'object' || v === null) return false;
  const hands = (v as { hands?: unknown }).hands;
  if (typeof hands !== 'object' || hands === null) return false;
  for (const seat of SEATS) {
    const hand = (hands as Record<string, unknown>)[seat];
    if (!Array.isArray(hand)) return false;
    for (const c of hand) if (typeof c !== 'string') return false;
  }
  return true;
}

// Parsed once: every board's play starts by citing Law 41A (states never change a list, they copy it).
const OPENING_LAWS: readonly LawRef[] = Object.freeze([lawRef('41A')]);

/** Law 41A: the defender on the presumed declarer's left makes the opening lead; dummy is faced after it. */
export function startPlay(input: StartPlayInput): Result<PlayState, PlayRefusal> {
  const parsed = InputSchema.safeParse(input);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    return refuse('invalid-start', `${issue?.path.join('.') ?? 'input'}: ${issue?.message ?? 'invalid'}`);
  }
  const deal = typeof input.deal === 'string' ? parsePbnDeal(input.deal) : dealFromSetup(input.deal.hands);
  if (!deal.ok) return refuse('invalid-start', `deal: ${deal.error.message} (Law ${deal.error.law})`, deal.error.law);
  const contract = typeof input.contract === 'string' ? parseContract(input.contract) : ok(input.contract);
  if (!contract.ok) return refuse('invalid-start', `contract: ${contract.error} (Law 22A)`, lawRef('22A'));
  const declarer = input.declarer;
  const leader = lhoOf(declarer);
  let penaltyCards: readonly PenaltyCard[] = [];
  for (const p of input.penaltyCards ?? []) {
    if (p.seat === declarer || p.seat === partnerOf(declarer)) {
      return refuse('invalid-start', `penaltyCards: ${p.seat} is on the declaring side; Law 24D returns those cards to the hand`, lawRef('24D'));
    }
    const card = p.card as Card;
    if (!deal.value.hands[p.seat].includes(card)) return refuse('invalid-start', `penaltyCards: ${p.seat} does not hold ${card}`, lawRef('24E'));
    penaltyCards = addPenaltyCards(penaltyCards, p.seat, [card], p.kind === 'major', '24E');
  }
  const leadRights: LeadRight[] = (input.leadRights ?? []).map((r) => ({
    leader: r.leader,
    law: editionRef(r.law ?? '26B'),
    suits: (r.suits ?? SUITS).filter((x): x is (typeof SUITS)[number] => (SUITS as readonly string[]).includes(x)),
    ...(r.mayRequire === true ? { mayRequire: true } : {}),
  }));
  const c = contract.value;
  const state: PlayState = {
    edition: input.edition ?? CURRENT_EDITION,
    deal: deal.value,
    contract: c,
    declarer,
    dummy: partnerOf(declarer),
    trump: c.denomination === 'NT' ? null : c.denomination,
    phase: 'lead',
    hands: deal.value.hands,
    tricks: [],
    current: emptyTrick(leader),
    turn: leader,
    pending: null,
    penaltyCards,
    leadRights,
    restrictions: input.leadRestrictions ?? [],
    requirement: null,
    deferred: [],
    penaltyLeadChosen: 0,
    revokes: [],
    correction: null,
    won: { NS: 0, EW: 0 },
    transferred: null,
    transfers: [],
    facts: {},
    milestones: [],
    adjustments: [],
    endQuestions: [],
    misplaced: [],
    surplus: [],
    retractedLead: null,
    earlyLead: null,
    information: [],
    attentionDrawn: [],
    facedHands: [],
    previous: null,
    laws: OPENING_LAWS,
  };
  return ok(atTurn(state));
}
