// What can happen at the table during the auction period, as recorded (never pre-labelled).
import type { Card, Seat } from '@bridge-laws/cards-and-boards';
import type { Call } from './call.js';
import type { Facts, OptionId } from './facts.js';

export type AuctionEvent =
  /**
   * A call as made, in turn or not, legal or not. `simultaneous`: made together with the previous call (Law 33).
   * `unnoticed`: an inadmissible double, redouble or bid above seven that nobody noticed, so that the auction went on
   * over it; it is ruled when attention is drawn (Laws 36A, 36C, 38B). Without it an irregularity is noticed as it
   * happens: at the offender's LHO's next call at the latest.
   */
  | { readonly type: 'call'; readonly by: Seat; readonly call: Call; readonly facts?: Facts; readonly simultaneous?: boolean; readonly unnoticed?: boolean }
  /**
   * `by` replaces his last call (Law 25). `misinformedBy`: the opponent whose explanation or missing
   * alert misinformed him, when he changes it because of that (Law 21B).
   */
  | { readonly type: 'change'; readonly by: Seat; readonly call: Call; readonly facts?: Facts; readonly misinformedBy?: Seat }
  | { readonly type: 'decide'; readonly by: Seat; readonly option: OptionId; readonly facts?: Facts }
  | { readonly type: 'facts'; readonly facts: Facts }
  /** Cards of `by` seen by partner during the auction (Law 24); `led` when faced as a premature lead. */
  | { readonly type: 'expose'; readonly by: Seat; readonly cards: readonly Card[]; readonly led: boolean; readonly deliberate: boolean; readonly facts?: Facts }
  /**
   * Attention drawn to an irregularity: settles a provisional rectification (Laws 36–39), and rules an inadmissible
   * call that passed unnoticed (Laws 36A, 36C, 38B).
   */
  | { readonly type: 'attention'; readonly by: Seat }
  /** Law 17A: `by` takes his cards out of the board; his side's auction period begins with the first of the two. */
  | { readonly type: 'take-out'; readonly by: Seat };
