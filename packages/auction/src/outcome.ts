// What a rule returns: a new state, a refusal, or the precise findings it needs from the director.
import type { DirectorAsked, LawRef, Refusal, Result } from '@bridge-laws/cards-and-boards';
import type { Seat } from '@bridge-laws/cards-and-boards';
import { askDirectorTogether } from '@bridge-laws/cards-and-boards';
import type { Call } from './call.js';
import type { FactId, Facts } from './facts.js';
import type { AuctionState } from './state.js';

export const AUCTION_REFUSALS = ['unknown-call', 'not-offered', 'awaiting-director', 'awaiting-choice', 'wrong-phase', 'invalid-event'] as const;
export type AuctionRefusalCode = (typeof AUCTION_REFUSALS)[number];
export type AuctionRefusal = Refusal<AuctionRefusalCode>;

/** The findings a rule needs from the director, at least one, under one law. */
export interface Ask {
  readonly ask: readonly [FactId, ...FactId[]];
  readonly law: LawRef;
}

export type Outcome = Result<AuctionState, AuctionRefusal> | Ask;

/**
 * The router's step for a call made in rotation (Law 17C). A rule that ends by such a call receives it
 * from the router instead of importing the router, so that rule files stay leaves beneath it.
 */
export type CallInRotation = (s: AuctionState, by: Seat, call: Call, facts: Facts) => Outcome;

export function isAsk(o: Outcome): o is Ask {
  return 'ask' in o;
}

export function ask(questions: readonly [FactId, ...FactId[]], law: LawRef): Ask {
  return { ask: questions, law };
}

/**
 * The auction's pending question for what `o` asks: the director's question as every chapter builds it
 * (`askDirectorTogether`: the further findings beside the first when one law asks several at once, 21B1).
 */
export function askedPending(o: Ask): DirectorAsked<FactId> {
  return askDirectorTogether(o.ask, o.law);
}
