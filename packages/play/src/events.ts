// The play events as case files spell them, validated at the boundary with zod.
import { z } from 'zod';
import type { Result, Seat, Suit } from '@bridge-laws/cards-and-boards';
import { findingProblem, findingsOf, ok } from '@bridge-laws/cards-and-boards';
import type { Milestone } from './types.js';
import type { PlayRefusal } from './refusal.js';
import { refuse } from './refusal.js';

export type Facts = Readonly<Record<string, unknown>>;

/**
 * One table event of the play period, or a director's finding, or a milestone. A `play` is a card played;
 * an `expose` becomes one when the director finds a defender's card could be seen by partner
 * (`could-be-seen-by-partner`, Law 45C1) or declarer's card held as played (`declarer-card-position`, Law 45C2).
 */
export type PlayEvent =
  | {
      readonly by: Seat;
      readonly play: string | readonly string[];
      /** Made at the same moment as the card before it (Law 58A). */
      readonly simultaneous?: true;
      /** Cards that came out with it face down, unseen (Laws 58B1, 67). */
      readonly hidden?: string | readonly string[];
      readonly facts?: Facts;
    }
  /** Dummy puts a card in the played position although declarer did not name it (Law 45D). */
  | { readonly by: Seat; readonly place: string; readonly facts?: Facts }
  /** Declarer touches a card of dummy's (Law 45C3); the director finds `touched-to-play`. */
  | { readonly by: Seat; readonly touch: string; readonly facts?: Facts }
  /** A question at the table: a seat (did he fail to follow? Law 61B) or `review`, `contract`, `quitted-trick`, `own-card` (Laws 41, 66). */
  | { readonly by: Seat; readonly ask: string; readonly facts?: Facts }
  | { readonly by: Seat; readonly expose: string | readonly string[]; readonly how?: 'accidental' | 'deliberate'; readonly facts?: Facts }
  | { readonly by: Seat; readonly decide: string; readonly suit?: Suit; readonly facts?: Facts }
  | { readonly by: Seat; readonly withdraw: string; readonly facts?: Facts }
  | { readonly by: Seat; readonly attention: string; readonly facts?: Facts }
  | { readonly by: Seat; readonly name: string; readonly facts?: Facts }
  | { readonly by: Seat; readonly quit: true; readonly facts?: Facts }
  | { readonly facts: Facts }
  | { readonly milestone: Milestone };

const seat = z.enum(['N', 'E', 'S', 'W']);
const facts = z.record(z.string(), z.unknown()).optional();
/** The law under which the play asks a finding that one id names under several laws (Law 53B: a lead or a play). */
const ASKED_UNDER: Readonly<Record<string, string>> = { 'intent-lead-or-play': '53B' };
const PLAY_FACTS: ReadonlySet<string> = new Set(findingsOf('play'));

/** The first of the play's findings whose value does not fit its catalogued answer, with the message. */
function badFinding(f: Facts): string | null {
  for (const [id, value] of Object.entries(f)) {
    if (!PLAY_FACTS.has(id)) continue;
    const problem = findingProblem(id, value, ASKED_UNDER[id]);
    if (problem !== null) return `facts.${id}: ${problem}`;
  }
  return null;
}

const EventSchema = z.union([
  z.strictObject({
    by: seat, play: z.union([z.string(), z.array(z.string()).min(1)]), simultaneous: z.literal(true).optional(),
    hidden: z.union([z.string(), z.array(z.string()).min(1)]).optional(), facts,
  }),
  z.strictObject({ by: seat, place: z.string(), facts }),
  z.strictObject({ by: seat, touch: z.string(), facts }),
  z.strictObject({ by: seat, ask: z.string(), facts }),
  z.strictObject({ by: seat, expose: z.union([z.string(), z.array(z.string()).min(1)]), how: z.enum(['accidental', 'deliberate']).optional(), facts }),
  z.strictObject({ by: seat, decide: z.string(), suit: z.enum(['S', 'H', 'D', 'C']).optional(), facts }),
  z.strictObject({ by: seat, withdraw: z.string(), facts }),
  z.strictObject({ by: seat, attention: z.string(), facts }),
  z.strictObject({ by: seat, name: z.string(), facts }),
  z.strictObject({ by: seat, quit: z.literal(true), facts }),
  z.strictObject({ facts: z.record(z.string(), z.unknown()) }),
  z.strictObject({ milestone: z.enum(['next-board-call', 'round-end', 'correction-period-end', 'hands-returned']) }),
]);

/** Validate an event from a file or the network; the message names the field. */
export function parsePlayEvent(input: unknown): Result<PlayEvent, PlayRefusal> {
  const r = EventSchema.safeParse(input);
  if (!r.success) {
    const issue = r.error.issues[0];
    const where = issue === undefined || issue.path.length === 0 ? 'event' : issue.path.join('.');
    return refuse('invalid-event', `${where}: ${issue?.message ?? 'not a play event'} (case format: one action key per table event)`);
  }
  const f = 'facts' in r.data ? r.data.facts : undefined;
  if (f !== undefined) {
    const bad = badFinding(f);
    if (bad !== null) return refuse('invalid-event', bad);
  }
  return ok(stripUndefined(r.data) as PlayEvent);
}

function stripUndefined(o: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(o)) if (v !== undefined) out[k] = v;
  return out;
}
