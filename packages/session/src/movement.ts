// A club evening's movement (Law 8A: the director tells the players and the boards where to go each round): who sits
// where and which boards each table plays, round by round — a Mitchell or a Howell. Pure data for the director's sheet.
import type { Result } from '@bridge-laws/cards-and-boards';
import { err, ok } from '@bridge-laws/cards-and-boards';

export type MovementKind = 'mitchell' | 'howell';

/**
 * One table in one round: the pairs as they sit (as the session's result lines name them) and the boards they play.
 * `switched` (an arrow-switched Mitchell round): the Mitchell's East-West pair sits North-South, so `ns` names an EW
 * pair and `ew` an NS one — the same convention as scoring's switched traveller lines.
 */
export interface Sitting {
  readonly round: number;
  readonly table: number;
  readonly ns: string;
  readonly ew: string;
  readonly boards: readonly number[];
  readonly switched?: true;
}

/**
 * Arrow-switch of a Mitchell, as scoring programs offer it: the last round, or the rounds named (1-based). On a switched
 * round every table turns its boards' arrows, so the pairs compete as one field.
 */
export type ArrowSwitch = 'last-round' | readonly number[];

export interface MitchellOptions {
  readonly arrowSwitch?: ArrowSwitch;
  /** Rounds played, when the evening stops before the full movement (at most the full count; default all of them). */
  readonly rounds?: number;
}

/** The rounds to play: all of the movement's, or the fewer the director announces. */
function roundsPlayed(full: number, rounds: number | undefined): Result<number, string> {
  if (rounds === undefined) return ok(full);
  if (!Number.isInteger(rounds) || rounds < 1 || rounds > full) return err(`rounds must be a whole number from 1 to ${full} for this movement`);
  return ok(rounds);
}

export interface MovementPlan {
  readonly kind: MovementKind;
  readonly tables: number;
  readonly rounds: number;
  readonly boardsPerRound: number;
  /** Every table of every round, ordered by round then table. */
  readonly sittings: readonly Sitting[];
  /** Howell with an odd number of pairs: the pair sitting out each round (it plays against the phantom). */
  readonly sitOut: readonly { readonly round: number; readonly pair: string }[];
  /** Mitchell: the rounds played arrow-switched (empty when none). */
  readonly switchedRounds: readonly number[];
  /** How the pairs are ranked: one field (Howell, arrow-switched Mitchell) or two (a plain Mitchell: NS and EW apart). */
  readonly fields: 1 | 2;
}

const MAX_TABLES = 30;
const MAX_BOARDS_PER_ROUND = 8;

const boardsOf = (set: number, perRound: number): number[] => Array.from({ length: perRound }, (_, i) => set * perRound + i + 1);
const mod = (a: number, n: number): number => ((a % n) + n) % n;

function checkCounts(count: number, min: number, max: number, what: string, boardsPerRound: number): string | null {
  if (!Number.isInteger(count) || count < min || count > max) return `${what} must be a whole number from ${min} to ${max}`;
  if (!Number.isInteger(boardsPerRound) || boardsPerRound < 1 || boardsPerRound > MAX_BOARDS_PER_ROUND) return `boards per round must be a whole number from 1 to ${MAX_BOARDS_PER_ROUND}`;
  return null;
}

/** The rounds an arrow-switch names, checked against the movement's rounds; an empty list switches nothing. */
function switchedRounds(arrowSwitch: ArrowSwitch | undefined, rounds: number): Result<number[], string> {
  if (arrowSwitch === undefined) return ok([]);
  if (arrowSwitch === 'last-round') return ok([rounds]);
  const bad = arrowSwitch.find((r) => !Number.isInteger(r) || r < 1 || r > rounds);
  if (bad !== undefined) return err(`arrow-switch: round ${bad} is not a round of this movement (1 to ${rounds})`);
  if (new Set(arrowSwitch).size !== arrowSwitch.length) return err('arrow-switch: a round is named twice');
  if (arrowSwitch.length === rounds) return err('arrow-switch: switching every round only swaps the two fields; leave some rounds unswitched');
  return ok([...arrowSwitch].sort((a, b) => a - b));
}

/**
 * Mitchell: North-South pairs stay at their table (NS pair t at table t), East-West pairs move up one table and the
 * boards down one table each round. With an even number of tables the East-West pairs skip a table after half the
 * rounds, so that no pair meets an opponent or a board twice; a round is then left out (tables − 1 rounds).
 * Pairs are numbered per direction: NS 1 and EW 1 are two pairs. With an arrow-switch the pairs of the switched rounds
 * sit the other way (the Mitchell's EW pair North-South), and the two directions become one field.
 */
export function mitchellMovement(tables: number, boardsPerRound: number, options: MitchellOptions = {}): Result<MovementPlan, string> {
  const bad = checkCounts(tables, 2, MAX_TABLES, 'tables', boardsPerRound);
  if (bad !== null) return err(bad);
  const even = tables % 2 === 0;
  const played = roundsPlayed(even ? tables - 1 : tables, options.rounds);
  if (!played.ok) return played;
  const rounds = played.value;
  const switched = switchedRounds(options.arrowSwitch, rounds);
  if (!switched.ok) return switched;
  const sittings: Sitting[] = [];
  for (let r = 0; r < rounds; r++) {
    const skip = even && r >= tables / 2 ? 1 : 0;
    const turned = switched.value.includes(r + 1);
    for (let t = 0; t < tables; t++) {
      const [ns, ew] = [String(t + 1), String(mod(t - r - skip, tables) + 1)];
      const boards = boardsOf(mod(t + r, tables), boardsPerRound);
      sittings.push(turned ? { round: r + 1, table: t + 1, ns: ew, ew: ns, boards, switched: true } : { round: r + 1, table: t + 1, ns, ew, boards });
    }
  }
  return ok({ kind: 'mitchell', tables, rounds, boardsPerRound, sittings, sitOut: [], switchedRounds: switched.value, fields: switched.value.length > 0 ? 1 : 2 });
}

/**
 * Howell: every pair meets every other pair once (pairs − 1 rounds, by the circle method: the last pair stays at table 1
 * North-South, the others move round). Each round every table plays that round's boards, so each board set needs one
 * copy per table (duplicated or dealt again from the same deal file). With an odd number of pairs a phantom completes
 * the field and its opponent sits out.
 */
export function howellMovement(pairs: number, boardsPerRound: number, options: { readonly rounds?: number } = {}): Result<MovementPlan, string> {
  const bad = checkCounts(pairs, 3, MAX_TABLES * 2, 'pairs', boardsPerRound);
  if (bad !== null) return err(bad);
  const field = pairs % 2 === 0 ? pairs : pairs + 1;
  const played = roundsPlayed(field - 1, options.rounds);
  if (!played.ok) return played;
  const rounds = played.value;
  const tables = field / 2;
  const name = (p: number): string | null => (p + 1 > pairs ? null : String(p + 1));
  const sittings: Sitting[] = [];
  const sitOut: { round: number; pair: string }[] = [];
  for (let r = 0; r < rounds; r++) {
    const boards = boardsOf(r, boardsPerRound);
    const tablesOfRound: [number, number][] = [[field - 1, r]];
    // The circle turns over every round of the full movement, however many are played.
    for (let j = 1; j < tables; j++) tablesOfRound.push([mod(r + j, field - 1), mod(r - j, field - 1)]);
    let table = 0;
    for (const [a, b] of tablesOfRound) {
      const [ns, ew] = [name(a), name(b)];
      if (ns === null || ew === null) {
        sitOut.push({ round: r + 1, pair: (ns ?? ew) as string });
        continue;
      }
      table++;
      sittings.push({ round: r + 1, table, ns, ew, boards });
    }
  }
  return ok({ kind: 'howell', tables: pairs % 2 === 0 ? tables : tables - 1, rounds, boardsPerRound, sittings, sitOut, switchedRounds: [], fields: 1 });
}

/** Where a board is played in a round, for filling in the traveller: the sitting of that table, if the plan has one. */
export function sittingOf(plan: MovementPlan, round: number, table: number): Sitting | undefined {
  return plan.sittings.find((s) => s.round === round && s.table === table);
}
