// Why an entry did not reach the traveller, as data: the desk words each refusal in its own language (the law book's
// terms), and keeps the engine's English detail for the hover text — never an English engine string as the message.
import type { MessageKey, Translate } from '../i18n/messages.js';

export type TravellerProblem =
  | { readonly code: 'pairs-missing' }
  | { readonly code: 'same-pair'; readonly pair: string }
  | { readonly code: 'no-result' }
  /** Law 12C1(a): an assigned result is contract, declarer and tricks. */
  | { readonly code: 'assigned-form'; readonly text: string }
  /** Law 12C1(b): a result the scoring table cannot score (the reader's English detail kept). */
  | { readonly code: 'assigned-bad'; readonly text: string; readonly detail: string }
  | { readonly code: 'weighted-count' }
  | { readonly code: 'weighted-weight'; readonly text: string }
  | { readonly code: 'weighted-sum'; readonly total: number }
  /** Law 77: a W line's score the board cannot give at its vulnerability. */
  | { readonly code: 'weighted-score'; readonly score: number; readonly board: number }
  /** Law 12C2: A+, A=, A-, A+- … or A60-40. */
  | { readonly code: 'artificial-form'; readonly text: string; readonly detail?: string }
  /** A pair plays a board once: the result already in the session. */
  | { readonly code: 'duplicate'; readonly board: number; readonly ns: string; readonly ew: string; readonly twinNs: string; readonly twinEw: string }
  /** Law 64C: the director has not yet said whether the transfer makes up for the damage. */
  | { readonly code: 'equity-open'; readonly law: string }
  /** Laws 64C, 12C1: the transfer left the damage uncompensated — the row is the director's adjusted score, not the table's. */
  | { readonly code: 'equity-adjust'; readonly law: string }
  /** The session package refused the session after the entry (its message names the field). */
  | { readonly code: 'session'; readonly detail: string };

const KEY: Record<TravellerProblem['code'], MessageKey> = {
  'pairs-missing': 'refusal.pairs-missing',
  'same-pair': 'refusal.same-pair',
  'no-result': 'refusal.no-result',
  'assigned-form': 'refusal.assigned-form',
  'assigned-bad': 'refusal.assigned-bad',
  'weighted-count': 'refusal.weighted-count',
  'weighted-weight': 'refusal.weighted-weight',
  'weighted-sum': 'refusal.weighted-sum',
  'weighted-score': 'refusal.weighted-score',
  'artificial-form': 'refusal.artificial-form',
  'equity-open': 'refusal.equity-open',
  'equity-adjust': 'refusal.equity-adjust',
  duplicate: 'refusal.duplicate',
  session: 'refusal.session',
};

/** The refusal in the interface language: the message's `{name}` slots filled from the problem's values. */
export function refusalText(p: TravellerProblem, t: Translate): string {
  const values = p as unknown as Record<string, unknown>;
  return t(KEY[p.code]).replace(/\{(\w+)\}/g, (_, name: string) => (name in values ? String(values[name]) : `{${name}}`));
}

/** The engine's English detail, for the hover text; null when the desk's own message says all. */
export function refusalDetail(p: TravellerProblem): string | null {
  return 'detail' in p && p.detail !== undefined ? p.detail : null;
}

/** A problem on the way into the session: a reader's message about a file line (already naming file and line), or a refusal. */
export type EntryProblem = string | TravellerProblem;

export const problemText = (p: EntryProblem, t: Translate): string => (typeof p === 'string' ? p : refusalText(p, t));
