// Laws 13–14 at the level of the pack: what is wrong with the hands found in a board's pockets,
// which cards are missing, and to which hand each is restored. The director's procedure around
// these facts (calls made, cards seen, adjusted scores) is the irregularities layer's.
import type { Card } from './card.js';
import { DECK, cardIndex, isCard, sortCards } from './card.js';
import type { Deal } from './deal.js';
import { dealFromSetup, holderOf } from './deal.js';
import type { DirectorQuestion } from './director-question.js';
import type { LawRef } from './law-ref.js';
import { lawRef } from './law-ref.js';
import type { Refusal } from './refusal.js';
import { refusal } from './refusal.js';
import type { Result } from './result.js';
import { err, ok } from './result.js';
import type { BySeat, Seat } from './vocabulary.js';
import { SEATS, SEAT_NAMES, bySeat } from './vocabulary.js';

/** The four hands as counted from the pockets: any text, since a foreign card may be among them. */
export type Pockets = BySeat<readonly string[]>;

export interface PocketCheck {
  readonly sizes: BySeat<number>;
  readonly over: readonly Seat[];
  readonly short: readonly Seat[];
  /** Law 13B: a hand with more or fewer than 13 cards is faulty; a call from it matters. */
  readonly faulty: readonly Seat[];
  /** Cards of the pack that are in no hand. */
  readonly missing: readonly Card[];
  /** Law 13C: cards held more than once (all copies but one are foreign) and text that is no card. */
  readonly foreign: readonly { readonly card: string; readonly in: Seat }[];
  /** The law that governs: 13C a foreign card, 13 a hand over 13, 14 none over but one short. */
  readonly law?: LawRef;
}

/** Laws 13, 13B, 13C, 14: count the pockets and say which law applies. */
export function checkPockets(pockets: Pockets): PocketCheck {
  const seen = new Set<string>();
  const foreign: { card: string; in: Seat }[] = [];
  for (const seat of SEATS) {
    for (const card of pockets[seat]) {
      if (!isCard(card) || seen.has(card)) foreign.push({ card, in: seat });
      else seen.add(card);
    }
  }
  const sizes = bySeat((s) => pockets[s].length);
  const over = SEATS.filter((s) => sizes[s] > 13);
  const short = SEATS.filter((s) => sizes[s] < 13);
  const faulty = SEATS.filter((s) => sizes[s] !== 13);
  const missing = DECK.filter((c) => !seen.has(c));
  // Footnote to Law 13: it applies when a hand has more than 13 cards; Law 14 to an incomplete pack.
  const law = foreign.length > 0 ? lawRef('13C') : over.length > 0 ? lawRef('13') : short.length > 0 ? lawRef('14') : undefined;
  const check = { sizes, over, short, faulty, missing, foreign };
  return law === undefined ? check : { ...check, law };
}

export type PocketFault =
  | { readonly fault: 'misplaced'; readonly card: Card; readonly in: Seat; readonly belongsTo: Seat }
  | { readonly fault: 'missing'; readonly card: Card; readonly belongsTo: Seat }
  | { readonly fault: 'foreign'; readonly card: string; readonly in: Seat };

/**
 * Law 13A1 (correct the deal), 13C (remove a foreign card), 14A1 (restore a missing card): every
 * difference between the pockets and the deal as dealt, in deck order. Of a card held twice, the
 * copy in its own hand stays; another copy is foreign.
 */
export function pocketFaults(pockets: Pockets, record: Deal): PocketFault[] {
  const holder = new Array<Seat>(52);
  for (const seat of SEATS) for (const c of record.hands[seat]) holder[cardIndex(c)] = seat;
  const faults: PocketFault[] = [];
  const placed = new Set<string>();
  const extra: { card: string; in: Seat }[] = [];
  // Copies in their own hand first, so that a copy elsewhere is the foreign one.
  for (const seat of SEATS) {
    for (const c of pockets[seat]) {
      if (!isCard(c) || holder[cardIndex(c)] !== seat) continue;
      if (placed.has(c)) extra.push({ card: c, in: seat });
      else placed.add(c);
    }
  }
  for (const seat of SEATS) {
    for (const c of pockets[seat]) {
      if (isCard(c) && holder[cardIndex(c)] === seat) continue;
      if (!isCard(c) || placed.has(c)) extra.push({ card: c, in: seat });
      else {
        placed.add(c);
        faults.push({ fault: 'misplaced', card: c, in: seat, belongsTo: holder[cardIndex(c)] as Seat });
      }
    }
  }
  for (const c of DECK) if (!placed.has(c)) faults.push({ fault: 'missing', card: c, belongsTo: holder[cardIndex(c)] as Seat });
  for (const e of extra) faults.push({ fault: 'foreign', ...e });
  return faults;
}

export interface MissingCardFacts {
  /** 14A before the opening lead is faced, 14B after it (until the correction period ends). */
  readonly openingLeadFaced: boolean;
  /** Whether the search found the missing cards; if not, they are replaced from another pack. */
  readonly found: boolean;
  /** The deal as dealt: it says which short hand held each missing card when several are short. */
  readonly record?: Deal;
}

export interface Restoration {
  /** The corrected deal; each hand is deemed to have held its restored cards throughout (14A3, 14B4). */
  readonly deal: Deal;
  readonly restored: readonly { readonly card: Card; readonly to: Seat }[];
  readonly laws: readonly LawRef[];
  /** Law 14B2/14B3: after the opening lead the director decides on rectification and penalties. */
  readonly question?: DirectorQuestion;
}

export type RestoreProblem = 'not-missing-cards' | 'holder-unknown' | 'record-disagrees';

/**
 * Law 14A1–14A3 and 14B2–14B4, mechanical: no hand over 13 and some short. Each missing card goes
 * back to the short hand that held it: the only short hand, or the one the record names. A card
 * found among the played cards is Law 14B1 (a defective trick, Law 67) and is not handled here.
 */
export function restoreMissingCards(pockets: Pockets, facts: MissingCardFacts): Result<Restoration, Refusal<RestoreProblem>> {
  const check = checkPockets(pockets);
  if (check.law !== lawRef('14')) {
    const why = check.law === undefined ? 'every hand has its 13 cards' : `Law ${check.law} applies, not Law 14`;
    return err(refusal('not-missing-cards', `pockets: ${why}`, lawRef('14')));
  }
  const restored: { card: Card; to: Seat }[] = [];
  for (const card of check.missing) {
    const to = check.short.length === 1 ? (check.short[0] as Seat) : facts.record === undefined ? undefined : holderOf(facts.record, card);
    if (to === undefined) {
      return err(refusal('holder-unknown', `pockets: ${check.missing.join(', ')} missing and ${check.short.map((s) => SEAT_NAMES[s]).join(' and ')} short: give the deal as dealt (record) to say which hand held each card`, lawRef('14A1')));
    }
    if (!check.short.includes(to)) {
      return err(refusal('record-disagrees', `record: ${card} belongs to ${SEAT_NAMES[to]}, whose pocket is not short`, lawRef('14A1')));
    }
    restored.push({ card, to });
  }
  const setup = bySeat((s) => sortCards([...(pockets[s] as Card[]), ...restored.filter((r) => r.to === s).map((r) => r.card)]));
  const deal = dealFromSetup(setup);
  if (!deal.ok) return err(refusal('record-disagrees', `record: restoring ${check.missing.join(', ')} does not give 13 cards a hand`, lawRef('14A1')));
  if (!facts.openingLeadFaced) {
    // Law 14A1 found and restored, Law 14A2 replaced from another pack; Law 14A3 the calls stand.
    return ok({ deal: deal.value, restored, laws: [lawRef(facts.found ? '14A1' : '14A2'), lawRef('14A3')] });
  }
  // Law 14B2 found elsewhere, Law 14B3 replaced from another pack: the director may rectify or penalise.
  const law = lawRef(facts.found ? '14B2' : '14B3');
  const seats = [...new Set(restored.map((r) => SEAT_NAMES[r.to]))].join(' and ');
  const question: DirectorQuestion = {
    id: 'missing-card-rectification',
    law,
    ask: `After the opening lead, ${restored.map((r) => r.card).join(', ')} ${restored.length === 1 ? 'was' : 'were'} restored to ${seats} (deemed held throughout, Law 14B4: a card may become a penalty card, an earlier failure to play it may be a revoke). Is a rectification or a procedural penalty due? Record which.`,
  };
  return ok({ deal: deal.value, restored, laws: [law, lawRef('14B4'), lawRef('14C')], question });
}
