// Law 70: the contested-claim adjudicator.
//
// The award is the minimum, over every normal line of the claimer's side consistent with his
// statement (where it is silent, every normal choice), of the tricks his side wins when the
// opponents play their best against that line. Doubtful points go against the claimer (Law 70A).
import type { BySide, Edition, LawRef, Refusal, Result, Seat, Side } from '@bridge-laws/cards-and-boards';
import { CURRENT_EDITION, err, lawRef, ok, partnerOf, refusal, sideOf, SEATS } from '@bridge-laws/cards-and-boards';
import { UNSTATED_LINE } from './unstated-line.js';
import type { ClaimPosition } from './position.js';
import { tricksRemaining } from './position.js';
import type { ClaimStatement, LineStep } from './statement.js';
import { describeStep, parseClaimStatement, statesALine } from './statement.js';
import type { NormalPlayOptions } from './normal-play.js';
import type { PlayedCard, SearchRules } from './search.js';
import { ClaimSearch } from './search.js';

export interface ClaimInput {
  readonly by: Seat;
  /** Tricks the claimer's side will win of the remaining tricks (the rest are conceded, Law 68B1). */
  readonly tricks: number;
  /** The clarification statement (Law 68C), or null when none was made. */
  readonly statement: string | null;
}

export interface AdjudicationOptions extends NormalPlayOptions {
  /**
   * Law 70C2, the director's finding: was the claimer aware that an opponent still held a trump?
   * Absent a finding, the doubt is resolved against the claimer (Law 70A) and recorded as an assumption.
   */
  readonly claimerAwareOfTrump?: boolean;
  /** The director's normal lines (case fact `normal-lines`): each a statement; they replace the engine's enumeration. */
  readonly normalLines?: readonly string[];
  /** Law 71 applies only within the correction period (Law 79C). */
  readonly correctionPeriodOpen?: boolean;
  /** The edition of the Laws the claim is adjudicated under (2017 when absent). */
  readonly edition?: Edition;
  /**
   * Law 2007 70E1, the director's finding: would it be irrational for the claimer not to adopt the unstated line? Read
   * under 2007 only (2017 dropped the exception); absent, the doubt goes against the claimer and is an assumption.
   */
  readonly unstatedLineIrrational?: boolean;
}

export const DEFAULT_ADJUDICATION_OPTIONS: AdjudicationOptions = { claimSuitOrder: null };

export interface Reason {
  readonly law: LawRef;
  readonly text: string;
}

export interface Assumption {
  readonly law: LawRef;
  readonly question: string;
  readonly assumed: string;
}

export interface Adjudication {
  readonly claimer: Seat;
  readonly side: Side;
  readonly remaining: number;
  readonly claimed: number;
  /** Tricks awarded to the claimer's side of the remaining tricks. */
  readonly awarded: number;
  /** Totals for the board: tricks won before the claim plus the award. */
  readonly tricks: BySide<number>;
  /** The claimer's side's tricks with best play by everyone (for reference only; not the law). */
  readonly doubleDummy: number;
  readonly statement: ClaimStatement | null;
  /** The line that yields the award: the worst normal line against the best defence. */
  readonly line: readonly PlayedCard[];
  readonly reasons: readonly Reason[];
  readonly assumptions: readonly Assumption[];
  readonly laws: readonly LawRef[];
}

export type AdjudicationRefusal = Refusal<'invalid-claim' | 'invalid-normal-line'>;

const ORDER = { 'from-the-top': 'top', 'from-the-bottom': 'bottom' } as const;

function sideIndex(side: Side): number {
  return side === 'NS' ? 0 : 1;
}

function trumpOutFor(p: ClaimPosition, side: Side): boolean {
  if (p.trump === 'NT') return false;
  return SEATS.some((s) => sideOf(s) !== side && p.hands[s].some((c) => c.charAt(0) === p.trump));
}

/** The value of a position under `rules`; `upper` is a known upper bound (e.g. the double-dummy value). */
export function searchValue(p: ClaimPosition, rules: SearchRules, upper = tricksRemaining(p)): number {
  return new ClaimSearch(p, rules).exact(upper);
}

/** Law 70: adjudicate a contested claim. */
export function adjudicateClaim(
  p: ClaimPosition,
  claim: ClaimInput,
  options: AdjudicationOptions = DEFAULT_ADJUDICATION_OPTIONS,
): Result<Adjudication, AdjudicationRefusal> {
  const remaining = tricksRemaining(p);
  if (!Number.isInteger(claim.tricks) || claim.tricks < 0 || claim.tricks > remaining) {
    return err(refusal('invalid-claim', `claim.tricks: ${claim.tricks} is not a number of the ${remaining} remaining tricks (Law 68A)`, lawRef('68A')));
  }
  const side = sideOf(claim.by);
  const reasons: Reason[] = [];
  const assumptions: Assumption[] = [];
  const say = (law: string, text: string) => reasons.push({ law: law.startsWith('2007 ') ? (law as LawRef) : lawRef(law), text });
  const statement = claim.statement === null || claim.statement.trim() === '' ? null : parseClaimStatement(claim.statement, p.trump);
  const read = statement !== null && statesALine(statement);
  const steps: readonly LineStep[] = read ? statement.steps : [];
  say('70A', 'the claim is adjudicated as equitably as possible to both sides; any doubtful point goes against the claimer');
  if (statement === null) say('68C', 'no clarification statement was made: every normal line of the claimer is considered');
  else if (!read) say('68C', `the statement "${statement.text}" could not be read as a line of play: it is treated as no statement`);
  else say('70D1', `the claimer follows his stated line (${steps.map(describeStep).join(', then ')}); where it is silent every normal choice is considered`);
  if (statement !== null && statement.unparsed.length > 0) say('68C', `words not understood: ${statement.unparsed.map((u) => `"${u}"`).join(', ')}`);
  // Law 70D2: a defender's claim is not accepted where it depends on partner choosing one of several normal plays.
  const defenderClaim = side !== sideOf(p.declarer);
  const claimersPartner = partnerOf(claim.by);
  if (defenderClaim) say('70D2', `a defender's claim: ${claimersPartner}'s plays range over every normal play, as the claimer's own do`);

  const suitOrder = options.claimSuitOrder === null ? null : ORDER[options.claimSuitOrder];
  const trumpOut = trumpOutFor(p, side);
  const mentions = read && statement.mentionsTrumps;
  const aware = mentions || options.claimerAwareOfTrump === true;
  const careless = trumpOut && !aware;
  const base = { claimerSide: sideIndex(side), normal: true, careless, suitOrder, steps };
  if (suitOrder !== null) say('70E2', `the regulation deems a suit the claimer did not order to be played ${options.claimSuitOrder?.replace(/-/g, ' ')}`);

  const doubleDummy = searchValue(p, { ...base, normal: false });
  let value: number;
  let rules: SearchRules = base;
  if (options.normalLines !== undefined && options.normalLines.length > 0) {
    // The director's finding of the normal lines replaces the engine's enumeration (Laws 70, 71).
    let worst = Infinity;
    for (const [i, text] of options.normalLines.entries()) {
      const s = parseClaimStatement(text, p.trump);
      if (!statesALine(s)) return err(refusal('invalid-normal-line', `facts.normal-lines[${i}]: "${text}" is not a line of play in the statement grammar`, lawRef('70D1')));
      const r: SearchRules = { ...base, steps: s.steps, careless: trumpOut && !s.mentionsTrumps && options.claimerAwareOfTrump !== true };
      const v = searchValue(p, r, doubleDummy);
      if (v < worst) {
        worst = v;
        rules = r;
      }
    }
    value = worst;
    say('70D1', `the director found ${options.normalLines.length} normal line(s); the least successful yields ${value} trick(s)`);
  } else {
    value = searchValue(p, base, doubleDummy);
    if (trumpOut) {
      const awareValue = careless ? searchValue(p, { ...base, careless: false }, doubleDummy) : value;
      if (mentions) say('70C1', 'an opponent still holds a trump, and the statement mentions trumps: Law 70C does not apply');
      else if (!careless) say('70C2', 'an opponent still holds a trump; the director found the claimer aware of it: Law 70C does not apply');
      else {
        if (options.claimerAwareOfTrump === undefined) {
          assumptions.push({ law: lawRef('70C2'), question: 'Was the claimer probably unaware, at the time of the claim, that an opponent still held a trump?', assumed: 'yes: the statement does not mention it, and doubt goes against the claimer (Law 70A)' });
        }
        // Law 70C3: compare the careless lines with the aware ones — a trick goes to the trump only if some normal line loses it.
        if (value < awareValue) say('70C', `an opponent still holds a trump the claimer did not mention (70C1) and was probably unaware of (70C2); a normal line loses ${awareValue - value} trick(s) to it (70C3)`);
        else say('70C3', 'an opponent still holds a trump the claimer did not mention, but no normal line loses a trick to it');
      }
    }
  }

  // Law 70E1 (2017) or 2007 70E1: the edition's rule for an unstated finesse or drop.
  const e70 = UNSTATED_LINE[options.edition ?? CURRENT_EDITION](p, rules, value, doubleDummy, options.unstatedLineIrrational);
  if (e70.value > value) say(e70.law, `the director found it irrational not to adopt the unstated line: it is accepted (${e70.value - value} trick(s))`);
  rules = e70.rules;
  value = e70.value;

  const traced = new ClaimSearch(p, rules);
  traced.exact(value);
  const trace = traced.line(value);
  for (const c of trace.costly) {
    if (defenderClaim && c.seat === claimersPartner) {
      say('70D2', `${c.seat} plays ${c.card} rather than ${c.better}: the claim may not depend on the claimer's partner finding the better play`);
    } else if (!c.lead && c.card.charAt(0) === c.better.charAt(0) && !c.informed) {
      say(e70.law, `${c.seat} plays ${c.card}, not ${c.better}: an unstated line that depends on finding one opponent with a particular card is not accepted`);
      if (e70.assumption !== null && !assumptions.includes(e70.assumption)) assumptions.push(e70.assumption);
    } else if (c.lead) {
      say('70D1', `${c.seat} leads ${c.card} rather than ${c.better}: a normal order of play (any order, either end of a suit, failing to unblock)`);
    } else {
      say('70D1', `${c.seat} plays ${c.card} rather than ${c.better}: a normal but inferior choice`);
    }
  }
  if (value < doubleDummy && !reasons.some((r) => r.law === '70D1' || r.law === '70D2' || r.law.startsWith('70E') || r.law === '70C')) {
    say('70D1', `best play by everyone would give ${doubleDummy}; an unstated line is not accepted where a less successful normal line exists`);
  }

  let awarded = Math.min(value, claim.tricks);
  if (value > claim.tricks) {
    if (options.correctionPeriodOpen !== false) {
      awarded = value;
      say('71B', `the claim conceded ${value - claim.tricks} trick(s) that could not be lost by any normal play: they are awarded to the claimer's side`);
    } else say('71', 'the correction period has ended: the tricks conceded by the claim stand');
  }
  say('70', `awarded ${awarded} of the ${remaining} remaining trick(s) to ${side} (claimed ${claim.tricks})`);
  const tricks = side === 'NS'
    ? { NS: p.tricksWon.NS + awarded, EW: p.tricksWon.EW + remaining - awarded }
    : { EW: p.tricksWon.EW + awarded, NS: p.tricksWon.NS + remaining - awarded };
  return ok({
    claimer: claim.by, side, remaining, claimed: claim.tricks, awarded, tricks, doubleDummy, statement,
    line: trace.plays, reasons, assumptions, laws: [...new Set(reasons.map((r) => r.law))],
  });
}
