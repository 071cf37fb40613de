// What a rule returns: a new state, a refusal, or the precise findings it needs from the director.
import type { LawRef, Refusal, Result } from '@bridge-laws/cards-and-boards';
import type { FactId } from './facts.js';
import type { AuctionState } from './state.js';

export const AUCTION_REFUSALS = ['unknown-call', 'not-offered', 'awaiting-director', 'awaiting-choice', 'wrong-phase'] as const;
export type AuctionRefusalCode = (typeof AUCTION_REFUSALS)[number];
export type AuctionRefusal = Refusal<AuctionRefusalCode>;

export interface Ask {
  readonly ask: readonly FactId[];
  readonly law: LawRef;
}

export type Outcome = Result<AuctionState, AuctionRefusal> | Ask;

export function isAsk(o: Outcome): o is Ask {
  return 'ask' in o;
}

export function ask(questions: readonly FactId[], law: LawRef): Ask {
  return { ask: questions, law };
}
