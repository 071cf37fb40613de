// Everything that can happen at one table on one board, as recorded, and its parsing from case vocabulary.
import type { BySeat, Card, Refusal, Result, Seat, Suit } from '@bridge-laws/cards-and-boards';
import { SEATS, err, ok, parseCard, refusal } from '@bridge-laws/cards-and-boards';
import type { AuctionEvent, Facts, WithheldInformation } from '@bridge-laws/auction';
import { parseCall } from '@bridge-laws/auction';
import type { DummyAct, PlayEvent } from '@bridge-laws/play';
import type { IrregularityKind } from './director.js';
import type { ExtraneousKind } from './disclosure-record.js';

export const MILESTONES = ['next-board-call', 'round-end', 'correction-period-end', 'hands-returned'] as const;
export type Milestone = (typeof MILESTONES)[number];

type AuctionOnly = Exclude<AuctionEvent, { readonly type: 'decide' } | { readonly type: 'attention' }>;
/** The play's own events, as the play chapter types them: the table passes them straight through (Laws 41–67). */
type PlayOnly = Extract<PlayEvent, { readonly type: 'play' | 'place' | 'touch' | 'ask' | 'name' | 'quit' | 'withdraw' | 'dummy' }>;

export type TableEvent =
  | AuctionOnly
  /** An option the engine offered; play options may name a suit (`suit`) or be a card id (Laws 46B, 51A, 58B2). */
  | { readonly type: 'decide'; readonly by: Seat; readonly option: string; readonly suit?: Suit; readonly suits?: readonly Suit[]; readonly facts?: Facts }
  /** Attention drawn to an irregularity; `kind` names it in the play (`revoke`, `defective-trick`, …) or for the director. */
  | { readonly type: 'attention'; readonly by: Seat; readonly kind?: string; readonly facts?: Facts }
  | PlayOnly
  | { readonly type: 'claim'; readonly by: Seat; readonly tricks: number; readonly line?: string }
  | { readonly type: 'concede'; readonly by: Seat; readonly tricks: number }
  /** An answer to a claim; `facts` are findings given with it (a 69B2 `probably-won` with a withdrawal). */
  | { readonly type: 'agree' | 'dispute'; readonly by: Seat; readonly facts?: Facts }
  /** Law 68D2(b): the claimer's opponent `by` asks to play on after a dispute; `agreeing` are the players who consent. */
  | { readonly type: 'continue-play'; readonly by: Seat; readonly agreeing: readonly Seat[] }
  /** An irregularity in the board itself (Laws 13–15); `hands` counts each pocket's cards for `card-count`. */
  | { readonly type: 'irregularity'; readonly by: Seat; readonly kind: IrregularityKind; readonly hands?: BySeat<number>; readonly facts?: Facts }
  | { readonly type: 'milestone'; readonly milestone: Milestone }
  /**
   * Laws 20F1, 20F2: `by` explains call number `call` (1 = the first call of the auction) to `askedBy`. `withheld`
   * (Law 40B5(a)): what the explanation left out, as the director found it, and its source.
   */
  | {
    readonly type: 'explain'; readonly by: Seat; readonly call: number; readonly askedBy: Seat; readonly text: string; readonly facts?: Facts;
    readonly withheld?: { readonly what: string; readonly source: WithheldInformation['source'] };
    /** Law 40B4: `false` when the director found the agreement explained a special one the regulation does not permit. */
    readonly permitted?: boolean;
  }
  /**
   * Law 40B2(a): `by` alerted call number `call`, or did not (`made: false`; where required, misinformation, 21B1(a)).
   * `required` (Laws 40B2(a)(iii), 40B3(a)): whether the regulation required the alert, as the director found it.
   */
  | { readonly type: 'alert'; readonly by: Seat; readonly call: number; readonly made: boolean; readonly required?: boolean; readonly facts?: Facts }
  /** Laws 20F4, 20F5, 75B: `by` corrects the explanation given of call number `call`. */
  | { readonly type: 'correct'; readonly by: Seat; readonly call: number; readonly text: string; readonly facts?: Facts }
  /** Laws 20B, 20C: `by` asks for a review of the auction, which `givenBy` gives. */
  | { readonly type: 'review'; readonly by: Seat; readonly givenBy: Seat; readonly facts?: Facts }
  /** Law 16B1: `by` gave partner extraneous information (a hesitation, a remark…). */
  | { readonly type: 'extraneous'; readonly by: Seat; readonly kind: ExtraneousKind; readonly facts?: Facts }
  /** Law 16B2: `by` reserves the right to call the director later about an opponent's extraneous information. */
  | { readonly type: 'reserve'; readonly by: Seat };

/** A table event in case-file vocabulary, after schema validation (texts not yet parsed). */
export interface RawTableEvent {
  readonly by: Seat;
  readonly action:
    | 'call' | 'play' | 'expose' | 'change' | 'decide' | 'withdraw' | 'attention' | 'name' | 'quit' | 'claim' | 'concede' | 'agree' | 'dispute' | 'continue-play'
    | 'irregularity' | 'place' | 'touch' | 'ask' | 'take-out' | 'explain' | 'alert' | 'correct' | 'review' | 'extraneous' | 'reserve' | 'dummy';
  readonly value: unknown;
  readonly hands?: BySeat<number>;
  readonly facts?: Facts;
  readonly how?: 'accidental' | 'deliberate';
  readonly suit?: Suit;
  /** With `decide`: several suits forbidden at once (Law 51B2(b)). */
  readonly suits?: readonly Suit[];
  readonly simultaneous?: boolean;
  /** With `call`: an inadmissible call nobody noticed, ruled when attention is drawn (Laws 36A, 36C, 38B). */
  readonly unnoticed?: boolean;
  /** With `play`: cards that came out with the card played, unseen. */
  readonly hidden?: readonly unknown[];
  /** With `change`: the opponent whose explanation or missing alert misinformed the player (Law 21B1(a)). */
  readonly misinformedBy?: Seat;
}

export type EventRefusal = Refusal<'unknown-call' | 'unknown-card'>;

function card(text: string, by: Seat, action: string): Result<Card, EventRefusal> {
  const c = parseCard(text);
  return c === undefined ? err(refusal('unknown-card', `${action} "${text}" by ${by}: not a card (suit letter S H D C, then rank A K Q J T/10 9 … 2)`)) : ok(c);
}

/** Turn call and card texts into values; an unknown call or card is a refusal, never an exception. */
export function parseTableEvent(raw: RawTableEvent): Result<TableEvent, EventRefusal> {
  const { by, action, value } = raw;
  const facts = raw.facts === undefined ? {} : { facts: raw.facts };
  switch (action) {
    case 'call':
    case 'change': {
      const call = parseCall(String(value));
      if (call === undefined) {
        return err(refusal('unknown-call', `${action} "${String(value)}" by ${by}: not a call (Law 18: P, X, XX or a bid 1C…7NT)`));
      }
      if (action === 'change') return ok({ type: 'change', by, call, ...facts, ...(raw.misinformedBy === undefined ? {} : { misinformedBy: raw.misinformedBy }) });
      return ok({ type: 'call', by, call, ...facts, ...(raw.simultaneous === true ? { simultaneous: true } : {}), ...(raw.unnoticed === true ? { unnoticed: true } : {}) });
    }
    case 'play': {
      const texts = Array.isArray(value) ? value.map(String) : [String(value)];
      const cards: Card[] = [];
      for (const t of texts) {
        const c = card(t, by, 'play');
        if (!c.ok) return c;
        cards.push(c.value);
      }
      const hidden: Card[] = [];
      for (const t of (raw.hidden ?? []).map(String)) {
        const c = card(t, by, 'hidden');
        if (!c.ok) return c;
        hidden.push(c.value);
      }
      return ok({
        type: 'play', by, card: cards[0] as Card, ...(Array.isArray(value) ? { cards } : {}), ...facts,
        ...(raw.simultaneous === true ? { simultaneous: true } : {}), ...(hidden.length > 0 ? { hidden } : {}),
      });
    }
    case 'place': {
      const c = card(String(value), by, 'place');
      return c.ok ? ok({ type: 'place', by, card: c.value, ...facts }) : c;
    }
    case 'take-out':
      // Law 17A: the player takes his cards out of the board.
      return ok({ type: 'take-out', by });
    case 'touch': {
      // Law 45C3: declarer touched a card of dummy's; the director's finding `touched-to-play` says whether it is played.
      const c = card(String(value), by, 'touch');
      return c.ok ? ok({ type: 'touch', by, card: c.value, ...facts }) : c;
    }
    case 'ask':
      return ok({ type: 'ask', by, what: String(value), ...facts });
    case 'name':
      return ok({ type: 'name', by, words: String(value), ...facts });
    case 'quit':
      return ok({ type: 'quit', by, ...facts });
    case 'dummy':
      // Laws 42A1, 42A2, 43A1(a), 43A2: what dummy does; the schema has checked the act.
      return ok({ type: 'dummy', by, act: value as DummyAct, ...facts });
    case 'withdraw': {
      const c = card(String(value), by, 'withdraw');
      return c.ok ? ok({ type: 'withdraw', by, card: c.value, ...facts }) : c;
    }
    case 'expose': {
      const texts = Array.isArray(value) ? value.map(String) : [String(value)];
      const cards: Card[] = [];
      for (const t of texts) {
        const c = card(t, by, 'expose');
        if (!c.ok) return c;
        cards.push(c.value);
      }
      return ok({ type: 'expose', by, cards, led: false, deliberate: raw.how === 'deliberate', ...facts });
    }
    case 'decide':
      return ok({ type: 'decide', by, option: String(value), ...(raw.suit === undefined ? {} : { suit: raw.suit }), ...(raw.suits === undefined ? {} : { suits: raw.suits }), ...facts });
    case 'attention':
      return ok({ type: 'attention', by, kind: String(value), ...facts });
    case 'claim': {
      const v = value as { tricks: number; line?: string };
      return ok({ type: 'claim', by, tricks: v.tricks, ...(v.line === undefined ? {} : { line: v.line }) });
    }
    case 'concede':
      return ok({ type: 'concede', by, tricks: (value as { tricks: number }).tricks });
    case 'agree':
    case 'dispute':
      return ok({ type: action, by, ...facts });
    case 'continue-play':
      // `true`: all four players agree to play on; otherwise the list of those who do.
      return ok({ type: 'continue-play', by, agreeing: value === true ? SEATS : (value as readonly Seat[]) });
    case 'irregularity':
      return ok({ type: 'irregularity', by, kind: value as IrregularityKind, ...(raw.hands === undefined ? {} : { hands: raw.hands }), ...facts });
    case 'explain': {
      const v = value as { call: number; 'asked-by': Seat; as: string; withheld?: { what: string; source: WithheldInformation['source'] }; permitted?: boolean };
      return ok({
        type: 'explain', by, call: v.call, askedBy: v['asked-by'], text: v.as, ...facts, ...(v.withheld === undefined ? {} : { withheld: v.withheld }),
        ...(v.permitted === undefined ? {} : { permitted: v.permitted }),
      });
    }
    case 'alert': {
      const v = value as { call: number; made: boolean; required?: boolean };
      return ok({ type: 'alert', by, call: v.call, made: v.made, ...(v.required === undefined ? {} : { required: v.required }), ...facts });
    }
    case 'correct': {
      const v = value as { call: number; as: string };
      return ok({ type: 'correct', by, call: v.call, text: v.as, ...facts });
    }
    case 'review':
      return ok({ type: 'review', by, givenBy: (value as { 'given-by': Seat })['given-by'], ...facts });
    case 'extraneous':
      return ok({ type: 'extraneous', by, kind: value as ExtraneousKind, ...facts });
    case 'reserve':
      return ok({ type: 'reserve', by });
  }
}
