// Law 79A–B: the number of tricks agreed at the table, and the director's settlement of a disagreement.
import type { ContractResult, LawRef, Refusal, Result, Side, Vulnerability } from '@bridge-laws/cards-and-boards';
import { err, lawRef, ok, refusal } from '@bridge-laws/cards-and-boards';
import type { BoardLine } from './adjusted.js';
import { splitLine, tableLine } from './adjusted.js';
import { scoreNS } from './contract-score.js';

/** Law 79A1: what each side says declarer's side won, stated before the four hands go back into the board. */
export interface TrickStatements {
  readonly declarerSide: number;
  readonly defenders: number;
}

/** Law 79B3: when the director cannot be sure of the table result, he keeps the recorded score or lowers one side's only. */
export type UnconvincedChoice =
  | { readonly kind: 'keep-recorded' }
  | { readonly kind: 'reduce'; readonly side: Side; readonly tricks: number };

/** The director's recorded answers to the questions of Law 79B; a missing answer is a question still open. */
export interface TrickCountFindings {
  /** 79B1: did a claim or a concession take place on the board? */
  readonly claimOrConcession?: boolean;
  /** 79B2 (and 79B3 when he is fully convinced): the tricks declarer's side won, as the director finds them. */
  readonly tricksWon?: number;
  /** 79B3: is the director fully convinced of the result obtained at the table? */
  readonly fullyConvinced?: boolean;
  /** 79B3 when not convinced. */
  readonly unconvinced?: UnconvincedChoice;
}

export interface TrickCountInput {
  readonly result: ContractResult;
  readonly vulnerability: Vulnerability;
  readonly statements: TrickStatements;
  /** Law 79B3 applies when the director was first called after the round ended. */
  readonly directorCalledBeforeRoundEnd: boolean;
  /** The tricks on the score already recorded (traveller, scoring device); needed when 79B3 applies. */
  readonly recordedTricks?: number;
}

export type TrickCountFact = keyof TrickCountFindings;

export type TrickCountOutcome =
  /** The board's line: both sides the same score, or a split score under 79B3. */
  | { readonly kind: 'settled'; readonly line: BoardLine; readonly tricks: number | null; readonly laws: readonly LawRef[]; readonly text: string }
  /** A question the director must answer before the count can be settled (never guessed). */
  | { readonly kind: 'question'; readonly fact: TrickCountFact; readonly question: string; readonly law: LawRef }
  /** 79B1: there was a claim or concession; its laws (69B for an agreement withdrawn, 71 for a concession) settle the tricks. */
  | { readonly kind: 'claim-laws'; readonly laws: readonly LawRef[]; readonly text: string };

export type TrickCountProblem = 'bad-tricks' | 'bad-finding' | 'passed-out';

const isTricks = (n: unknown): n is number => typeof n === 'number' && Number.isInteger(n) && n >= 0 && n <= 13;

function badTricks(field: string, value: unknown, law: LawRef, code: 'bad-tricks' | 'bad-finding' = 'bad-tricks'): Refusal<TrickCountProblem> {
  return refusal(code, `${field}: expected a whole number of tricks from 0 to 13, got ${JSON.stringify(value)}`, law);
}

function nsScore(input: TrickCountInput, tricks: number): number {
  const s = scoreNS({ result: input.result, vulnerability: input.vulnerability, tricks });
  return s.ok ? s.value : 0; // tricks are validated before any score is taken
}

function question(fact: TrickCountFact, law: string, text: string): Result<TrickCountOutcome, never> {
  return ok({ kind: 'question', fact, question: `${text} (Law ${law})`, law: lawRef(law) });
}

function settled(input: TrickCountInput, tricks: number, laws: readonly string[], text: string): TrickCountOutcome {
  return { kind: 'settled', line: tableLine(nsScore(input, tricks)), tricks, laws: laws.map(lawRef), text };
}

/**
 * Law 79: settle the number of tricks declarer's side won. Equal statements are the agreement of
 * 79A1. A disagreement goes to the director (79B), whose answers come in `findings`: first whether a
 * claim or concession took place (79B1, then Laws 69B/71 decide); otherwise he rules one result
 * (79B2). Called only after the round ended (79B3), he changes the score for both sides only when
 * fully convinced of the table result; else he keeps the recorded score or lowers one side's only.
 */
export function settleTrickCount(input: TrickCountInput, findings: TrickCountFindings = {}): Result<TrickCountOutcome, Refusal<TrickCountProblem>> {
  if (input.result.kind === 'passed-out') return err(refusal('passed-out', 'a passed-out board has no tricks to agree (Law 22B)', lawRef('79A1')));
  const { declarerSide, defenders } = input.statements;
  if (!isTricks(declarerSide)) return err(badTricks('statements.declarerSide', declarerSide, lawRef('79A1')));
  if (!isTricks(defenders)) return err(badTricks('statements.defenders', defenders, lawRef('79A1')));
  // Law 79A1: the same count from both sides is the agreement.
  if (declarerSide === defenders) return ok(settled(input, declarerSide, ['79A1'], `agreed: declarer's side won ${declarerSide} tricks`));

  // Law 79B1: first, was the disagreement about a claim or concession?
  if (findings.claimOrConcession === undefined) {
    return question('claimOrConcession', '79B1', `Declarer's side says ${declarerSide} tricks, the defenders ${defenders}: did a claim or concession take place on this board?`);
  }
  if (findings.claimOrConcession) {
    return ok({ kind: 'claim-laws', laws: [lawRef('79B1'), lawRef('69B'), lawRef('71')], text: 'a claim or concession took place: the tricks are settled by Law 69B (agreement withdrawn) or Law 71 (concession cancelled)' });
  }
  if (input.directorCalledBeforeRoundEnd) {
    // Law 79B2: the director rules the score to record — one result, never weighted or split.
    if (findings.tricksWon === undefined) return question('tricksWon', '79B2', 'How many tricks did declarer\'s side win? One result is recorded');
    if (!isTricks(findings.tricksWon)) return err(badTricks('findings.tricksWon', findings.tricksWon, lawRef('79B2'), 'bad-finding'));
    return ok(settled(input, findings.tricksWon, ['79B2'], `the director rules that declarer's side won ${findings.tricksWon} tricks`));
  }
  return afterRoundEnd(input, findings);
}

// Law 79B3: the director was called only after the round ended.
function afterRoundEnd(input: TrickCountInput, findings: TrickCountFindings): Result<TrickCountOutcome, Refusal<TrickCountProblem>> {
  const recorded = input.recordedTricks;
  if (!isTricks(recorded)) return err(badTricks('recordedTricks (the score recorded at the table, needed once the round has ended)', recorded, lawRef('79B3')));
  if (findings.fullyConvinced === undefined) {
    return question('fullyConvinced', '79B3', 'The director was called after the round ended: is he fully convinced of the result obtained at the table?');
  }
  if (findings.fullyConvinced) {
    if (findings.tricksWon === undefined) return question('tricksWon', '79B3', 'How many tricks did declarer\'s side win at the table?');
    if (!isTricks(findings.tricksWon)) return err(badTricks('findings.tricksWon', findings.tricksWon, lawRef('79B3'), 'bad-finding'));
    return ok(settled(input, findings.tricksWon, ['79B3'], `the director is fully convinced: declarer's side won ${findings.tricksWon} tricks, for both sides`));
  }
  const choice = findings.unconvinced;
  if (choice === undefined) {
    return question('unconvinced', '79B3', `Not fully convinced: keep the recorded score (${recorded} tricks), or lower one side's score without raising the other's?`);
  }
  if (choice.kind === 'keep-recorded') return ok(settled(input, recorded, ['79B3'], `the recorded score stands: ${recorded} tricks`));
  return reduceOneSide(input, recorded, choice);
}

// Law 79B3: one side's score is lowered; the other keeps the recorded score (a split line).
function reduceOneSide(input: TrickCountInput, recorded: number, choice: Extract<UnconvincedChoice, { kind: 'reduce' }>): Result<TrickCountOutcome, Refusal<TrickCountProblem>> {
  if (!isTricks(choice.tricks)) return err(badTricks('findings.unconvinced.tricks', choice.tricks, lawRef('79B3'), 'bad-finding'));
  if (choice.side !== 'NS' && choice.side !== 'EW') {
    return err(refusal('bad-finding', `findings.unconvinced.side: expected NS or EW, got ${JSON.stringify(choice.side)}`, lawRef('79B3')));
  }
  const before = nsScore(input, recorded);
  const after = nsScore(input, choice.tricks);
  const lower = choice.side === 'NS' ? after < before : after > before;
  if (!lower) {
    return err(refusal('bad-finding', `findings.unconvinced: ${choice.tricks} tricks does not lower ${choice.side}'s score from the recorded ${recorded} tricks`, lawRef('79B3')));
  }
  const kept = { kind: 'score' as const, ns: before };
  const lowered = { kind: 'score' as const, ns: after };
  const line = choice.side === 'NS' ? splitLine(lowered, kept) : splitLine(kept, lowered);
  return ok({ kind: 'settled', line, tricks: null, laws: [lawRef('79B3')], text: `${choice.side}'s score is lowered to ${choice.tricks} tricks; the other side keeps the recorded ${recorded}` });
}
