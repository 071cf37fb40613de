// Law 68C: the clarification statement, read with a small written grammar into a structured line.
// The grammar (EBNF) is in the README; words it cannot read are kept and shown, never guessed at.
import type { Card, Suit } from '@bridge-laws/cards-and-boards';
import { RANKS, parseCard } from '@bridge-laws/cards-and-boards';

/** One step of a stated line, in the order stated. */
export type LineStep =
  | { readonly kind: 'draw-trumps' }
  | { readonly kind: 'cash-suit'; readonly suit: Suit; readonly order: 'top' | 'bottom' | null }
  | { readonly kind: 'cash-card'; readonly card: Card }
  | { readonly kind: 'ruff'; readonly suit: Suit; readonly where: 'dummy' | 'hand' | null; readonly times: 'one' | 'all' }
  | { readonly kind: 'finesse'; readonly card: Card }
  | { readonly kind: 'concede'; readonly suit: Suit | null }
  | { readonly kind: 'crossruff' }
  | { readonly kind: 'all-tricks' };

export interface ClaimStatement {
  /** The words as spoken or written. */
  readonly text: string;
  readonly steps: readonly LineStep[];
  /** Clauses the grammar could not read, in order, as written. */
  readonly unparsed: readonly string[];
  /** Whether the statement says anything about the trump suit (Law 70C1). */
  readonly mentionsTrumps: boolean;
}

const SUIT_WORDS: Readonly<Record<string, Suit>> = {
  spade: 'S', spades: 'S', heart: 'H', hearts: 'H', diamond: 'D', diamonds: 'D', club: 'C', clubs: 'C',
  s: 'S', h: 'H', d: 'D', c: 'C',
};
const RANK_WORDS: Readonly<Record<string, string>> = {
  ace: 'A', king: 'K', queen: 'Q', jack: 'J', ten: 'T', nine: '9', eight: '8', seven: '7', six: '6', five: '5',
  four: '4', three: '3', two: '2', deuce: '2', '10': 'T',
};
const PLURAL_SUITS = new Set(['spades', 'hearts', 'diamonds', 'clubs']);

/** Split into clauses at commas, semicolons, full stops and the words "then" / "and". */
function clauses(text: string): string[] {
  return text
    .toLowerCase()
    .replace(/[♠]/g, ' spades ').replace(/[♥]/g, ' hearts ').replace(/[♦]/g, ' diamonds ').replace(/[♣]/g, ' clubs ')
    .split(/[,;.]|\b(?:and then|then|and|after that|followed by)\b/)
    .map((c) => c.replace(/\s+/g, ' ').trim())
    .filter((c) => c.length > 0);
}

/** A card named as `SA`, `S10`, `ace of spades` or `the queen of diamonds`. */
function cardIn(words: readonly string[]): Card | undefined {
  for (let i = 0; i < words.length; i++) {
    const w = words[i] as string;
    const direct = /^[shdc](?:[akqjt2-9]|10)$/.test(w) ? parseCard(w) : undefined;
    if (direct !== undefined) return direct;
    const rank = RANK_WORDS[w];
    const suit = words[i + 1] === 'of' ? SUIT_WORDS[words[i + 2] ?? ''] : undefined;
    if (rank !== undefined && suit !== undefined && (RANKS as readonly string[]).includes(rank)) return parseCard(`${suit}${rank}`);
  }
  return undefined;
}

function suitIn(words: readonly string[]): Suit | undefined {
  for (const w of words) {
    if (w.length > 1 && SUIT_WORDS[w] !== undefined) return SUIT_WORDS[w];
  }
  return undefined;
}

const has = (words: readonly string[], ...any: string[]) => any.some((a) => words.includes(a));

/** Read one clause; undefined when the grammar does not cover it. */
function step(clause: string): LineStep | undefined {
  const words = clause.split(' ');
  const verb = words[0] ?? '';
  if (/^(all|rest|the rest|all the rest|all mine|the rest are mine|rest are mine|the rest are good|all good|high|claim|claiming)( (mine|good|high|tricks|are mine|are good))?$/.test(clause)) {
    return { kind: 'all-tricks' };
  }
  if (/^cross-?ruff(ing)?$|^crossruff(ing)?( the rest)?$/.test(clause)) return { kind: 'crossruff' };
  if (/^(draw|drawing|pull|pulling|drawn)( the| all| any)?( remaining| outstanding| last| missing)? trumps?( first)?$/.test(clause)) {
    return { kind: 'draw-trumps' };
  }
  if (has([verb], 'finesse', 'finessing', 'finessed')) {
    const card = cardIn(words);
    return card === undefined ? undefined : { kind: 'finesse', card };
  }
  if (has([verb], 'ruff', 'ruffing', 'trumping', 'trump')) {
    const suit = suitIn(words);
    if (suit === undefined) return undefined;
    const where = has(words, 'dummy', 'table', 'board') ? 'dummy' : has(words, 'hand') ? 'hand' : null;
    const plural = words.some((w) => PLURAL_SUITS.has(w)) && !has(words, 'a', 'one');
    return { kind: 'ruff', suit, where, times: plural ? 'all' : 'one' };
  }
  if (has([verb], 'concede', 'conceding', 'conceded', 'lose', 'losing', 'give', 'giving')) {
    return { kind: 'concede', suit: suitIn(words) ?? null };
  }
  const card = cardIn(words);
  const cashVerbs = ['cash', 'cashing', 'play', 'playing', 'lead', 'leading', 'run', 'running', 'take', 'taking'];
  if (card !== undefined && (has([verb], ...cashVerbs) || words.length <= 4)) return { kind: 'cash-card', card };
  const suit = suitIn(words);
  if (suit !== undefined && words.every((w) => /^(cash|cashing|play|playing|run|running|take|taking|the|my|good|winners|from|top|bottom|down|up|high|low|spades|hearts|diamonds|clubs|spade|heart|diamond|club|remaining|tricks|in|order)$/.test(w))) {
    const order = has(words, 'top', 'down', 'high') ? 'top' : has(words, 'bottom', 'up', 'low') ? 'bottom' : null;
    return { kind: 'cash-suit', suit, order };
  }
  return undefined;
}

/** Law 68C: read a clarification statement. Each clause becomes a step or is kept as unparsed text. */
export function parseClaimStatement(text: string, trump: Suit | 'NT' = 'NT'): ClaimStatement {
  const steps: LineStep[] = [];
  const unparsed: string[] = [];
  for (const clause of clauses(text)) {
    const s = step(clause);
    if (s === undefined) unparsed.push(clause);
    else steps.push(s);
  }
  // A ruffing verb alone is not a statement about the opponents' trump (doubt against the claimer, Law 70A).
  const trumpWord = /\btrumps\b|\b(?:the|a|last|outstanding|remaining|missing|their|his|her) trump\b/.test(text.toLowerCase());
  const mentionsTrumps = trumpWord || steps.some((s) => s.kind === 'draw-trumps' || s.kind === 'crossruff'
    || (trump !== 'NT' && (s.kind === 'cash-suit' || s.kind === 'concede') && s.suit === trump)
    || (trump !== 'NT' && (s.kind === 'cash-card' || s.kind === 'finesse') && s.card.charAt(0) === trump));
  return { text, steps, unparsed, mentionsTrumps };
}

/** Whether the statement says something the adjudicator can follow; an unread one counts as none (Law 70). */
export function statesALine(s: ClaimStatement): boolean {
  return s.steps.some((x) => x.kind !== 'all-tricks');
}

/** The statement as words again, one step per clause: for reports. */
export function describeStep(s: LineStep): string {
  switch (s.kind) {
    case 'draw-trumps':
      return 'draw trumps';
    case 'cash-suit':
      return `cash ${s.suit}${s.order === null ? '' : ` from the ${s.order}`}`;
    case 'cash-card':
      return `cash ${s.card}`;
    case 'ruff':
      return `ruff ${s.times === 'one' ? 'a' : 'the'} ${s.suit}${s.where === null ? '' : ` in ${s.where}`}`;
    case 'finesse':
      return `finesse ${s.card}`;
    case 'concede':
      return `concede a trick${s.suit === null ? '' : ` in ${s.suit}`}`;
    case 'crossruff':
      return 'crossruff';
    case 'all-tricks':
      return 'all the tricks';
  }
}
