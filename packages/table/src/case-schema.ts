// The case-file format: a zod schema for the header, events and expectations, with precise messages.
import { z } from 'zod';
import type { FindingId } from '@bridge-laws/cards-and-boards';
import { EDITIONS, FINDINGS, FINDING_IDS, answersOf, isFindingId, findingProblem, parseLawRef, SEATS, VULNERABILITIES, SUITS } from '@bridge-laws/cards-and-boards';
import type { Facts } from '@bridge-laws/auction';
import type { RawTableEvent, Milestone } from './events.js';
import { MILESTONES } from './events.js';
import { DUMMY_ACTS } from '@bridge-laws/play';
import { IRREGULARITY_KINDS } from './director.js';
import { EXTRANEOUS_KINDS, WITHHELD_SOURCES } from './disclosure-record.js';

const Seat = z.enum(SEATS, { message: 'must be a seat: N, E, S or W' });
const Side = z.enum(['NS', 'EW'], { message: 'must be a side: NS or EW' });
const LawText = z.string().refine((t) => parseLawRef(t).ok, { message: 'is not a law reference (e.g. 27B1(a))' });
const text = z.union([z.string(), z.number()]).transform(String);

/** Every director's finding a case may record: the catalogue's. */
export const TABLE_FACT_IDS: readonly FindingId[] = FINDING_IDS;
/** Findings that are a plain yes or no (under every law that asks them). */
export const TABLE_YES_NO_FACTS: readonly FindingId[] = FINDING_IDS.filter((id) => answersOf(id).every((a) => a.kind === 'yes-no'));

/**
 * Each finding's id, and the value of a plain one, checked against the catalogue. A list, a structured
 * record or a finding whose answer depends on the law asking it is checked by the chapter that reads it,
 * which refuses the event (`invalid-event`) naming that law.
 */
export const FactsSchema = z.record(z.string(), z.unknown()).superRefine((facts, ctx) => {
  for (const [key, value] of Object.entries(facts)) {
    const checkedByChapter = isFindingId(key) && (FINDINGS[key].answer.kind === 'by-law' || answersOf(key).some((a) => a.kind === 'list' || a.kind === 'record'));
    const problem = checkedByChapter ? null : findingProblem(key, value);
    if (problem !== null) ctx.addIssue({ code: 'custom', path: [key], message: problem });
  }
});

const Pending = z.union([
  z.null(),
  z.object({ by: Seat, options: z.array(z.string()) }).strict(),
  z.object({ by: z.literal('director'), questions: z.array(z.string()) }).strict(),
]);

export const ExpectSchema = z.object({
  phase: z.enum(['auction', 'lead', 'play', 'ended', 'passed-out']),
  turn: Seat.nullable(),
  pending: Pending,
  auction: z.array(text),
  mustPass: z.array(z.object({ seat: Seat, until: z.enum(['next-turn', 'end-of-auction']) }).strict()),
  leadRestrictions: z.array(z.object({ leader: Seat, law: LawText }).strict()),
  penaltyCards: z.array(z.object({ seat: Seat, card: z.string(), kind: z.enum(['major', 'minor']) }).strict()),
  contract: text,
  declarer: Seat,
  tricks: z.object({ NS: z.number().int(), EW: z.number().int() }).strict(),
  transferred: z.object({ to: Side, tricks: z.number().int() }).strict().nullable(),
  revokes: z.array(z.object({ seat: Seat, trick: z.number().int(), established: z.boolean() }).strict()),
  score: z.object({ NS: z.number() }).strict().nullable(),
  adjusted: z.unknown(),
  laws: z.array(LawText),
  error: z.string(),
}).partial().strict();
export type Expectation = z.infer<typeof ExpectSchema>;

const ACTIONS = [
  'call', 'play', 'expose', 'change', 'decide', 'withdraw', 'attention', 'name', 'quit', 'claim', 'concede', 'agree', 'dispute', 'continue-play', 'irregularity', 'place', 'touch', 'ask',
  'take-out', 'explain', 'alert', 'correct', 'review', 'extraneous', 'reserve', 'dummy',
] as const;
const CallNumber = z.number().int('must be a whole number').min(1, 'numbers the calls from 1 (the first call of the auction)');
const CardCount = z.number().int('must be a whole number of cards').min(0).max(52);

const TableEventSchema = z.object({
  by: Seat,
  call: text, play: z.union([text, z.array(text).min(1)]), change: text, decide: z.string(), withdraw: text, attention: z.string(),
  name: z.string().min(1), quit: z.literal(true), place: text, touch: text, ask: z.string().min(1), 'take-out': z.literal(true),
  hidden: z.union([text, z.array(text).min(1)]),
  expose: z.union([text, z.array(text).min(1)]),
  claim: z.object({ tricks: z.number().int().min(0).max(13), line: z.string().optional() }).strict(),
  concede: z.object({ tricks: z.number().int().min(0).max(13) }).strict(),
  agree: z.literal(true), dispute: z.literal(true),
  'continue-play': z.union([z.literal(true), z.array(Seat).min(1)], { message: 'must be true (all four players agree to play on) or the seats that agree (Law 68D2(b))' }),
  irregularity: z.enum(IRREGULARITY_KINDS, { message: `must be an irregularity of the board: ${IRREGULARITY_KINDS.join(', ')}` }),
  hands: z.object({ N: CardCount, E: CardCount, S: CardCount, W: CardCount }).strict(),
  // Laws 16B, 20, 21B, 40B2: what the players tell each other.
  explain: z.object({
    call: CallNumber, 'asked-by': Seat, as: z.string().min(1, 'must give the explanation'),
    // Law 40B5(a): what the explanation left out, and whether it came from agreement, partnership experience or general knowledge.
    withheld: z.object({
      what: z.string().min(1, 'must say what was left out (Law 40B5(a))'),
      source: z.enum(WITHHELD_SOURCES, { message: `must be where it came from (Law 40B5(a)): ${WITHHELD_SOURCES.join(', ')}` }),
    }).strict().optional(),
    // Law 40B4: whether the regulation permits the agreement explained, as the director found it (false: a special agreement it does not permit).
    permitted: z.boolean({ message: 'must be true or false: whether the regulation permits the agreement explained, as the director found it (Laws 40B2(a)(i), 40B4)' }).optional(),
  }).strict(),
  alert: z.object({
    call: CallNumber, made: z.boolean(),
    // Laws 40B2(a)(iii), 40B3(a): whether the regulation required the alert, as the director found it.
    required: z.boolean({ message: 'must be true or false: whether the regulation required the alert, as the director found it (Laws 40B2(a)(iii), 40B3(a))' }).optional(),
  }).strict(),
  correct: z.object({ call: CallNumber, as: z.string().min(1, 'must give the corrected explanation') }).strict(),
  review: z.object({ 'given-by': Seat }).strict(),
  extraneous: z.enum(EXTRANEOUS_KINDS, { message: `must be extraneous information (Law 16B1): ${EXTRANEOUS_KINDS.join(', ')}` }),
  reserve: z.literal(true),
  // Laws 42A1, 42A2, 43A1(a), 43A2(a)–(c): what dummy does at the table.
  dummy: z.enum(DUMMY_ACTS, { message: `must be what dummy does (Laws 42A, 43A): ${DUMMY_ACTS.join(', ')}` }),
  'misinformed-by': Seat,
  facts: FactsSchema,
  how: z.enum(['accidental', 'deliberate']),
  suit: z.enum(SUITS),
  suits: z.array(z.enum(SUITS)).min(1, 'must name at least one suit (Law 51B2(b))'),
  simultaneous: z.boolean(),
  // Laws 36A, 36C, 38B: an inadmissible call that passed unnoticed until attention was drawn to it.
  unnoticed: z.literal(true, { message: 'must be true: the call passed unnoticed until attention was drawn (Laws 36A, 36C, 38B)' }),
}).partial({
  call: true, play: true, change: true, decide: true, withdraw: true, attention: true, name: true, quit: true, expose: true, claim: true, concede: true,
  agree: true, dispute: true, 'continue-play': true, irregularity: true, hands: true, facts: true, how: true, suit: true, suits: true, simultaneous: true, unnoticed: true, place: true, touch: true, ask: true, 'take-out': true, hidden: true,
  explain: true, alert: true, correct: true, review: true, extraneous: true, reserve: true, dummy: true, 'misinformed-by': true,
}).strict().superRefine((e, ctx) => {
  // Laws 58B1, 67: cards that came out unseen go with the card played.
  if (e.hidden !== undefined && e.play === undefined) ctx.addIssue({ code: 'custom', path: ['hidden'], message: 'hidden goes with play only' });
  // Laws 36C, 38B: only a call can pass unnoticed; without the word an auction irregularity is noticed as it happens.
  if (e.unnoticed !== undefined && e.call === undefined) ctx.addIssue({ code: 'custom', path: ['unnoticed'], message: 'unnoticed goes with call only (Laws 36A, 36C, 38B)' });
  // Law 21B1(a): the opponent who misinformed the player goes with the change he makes because of it.
  if (e['misinformed-by'] !== undefined && e.change === undefined) ctx.addIssue({ code: 'custom', path: ['misinformed-by'], message: 'misinformed-by goes with change only (Law 21B1(a))' });
  // Laws 13–14: the card count of each pocket goes with a card-count irregularity, and it needs one.
  if ((e.hands !== undefined) !== (e.irregularity === 'card-count')) {
    ctx.addIssue({ code: 'custom', path: ['hands'], message: 'hands (cards in each pocket) goes with irregularity: card-count, and only with it' });
  }
  const present = ACTIONS.filter((a) => e[a] !== undefined);
  if (present.length !== 1) {
    ctx.addIssue({ code: 'custom', path: [], message: present.length === 0 ? `needs one action (${ACTIONS.join(', ')})` : `has several actions (${present.join(', ')}); give exactly one` });
  }
});

export type CaseEvent =
  | { readonly kind: 'table'; readonly event: RawTableEvent }
  | { readonly kind: 'facts'; readonly facts: Facts }
  | { readonly kind: 'milestone'; readonly milestone: Milestone }
  | { readonly kind: 'expect'; readonly expect: Expectation };

const EventSchema = z.unknown().transform((raw, ctx): CaseEvent => {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) {
    ctx.addIssue({ code: 'custom', message: 'an event must be a map' });
    return z.NEVER;
  }
  const r = raw as Record<string, unknown>;
  const keys = Object.keys(r);
  const single = (key: string) => keys.length === 1 && keys[0] === key;
  const sub = <T>(schema: z.ZodType<T>, value: unknown, path: string): T => {
    const p = schema.safeParse(value);
    if (p.success) return p.data;
    for (const i of p.error.issues) ctx.addIssue({ code: 'custom', path: [path, ...i.path.map(String)], message: i.message });
    return z.NEVER;
  };
  if ('expect' in r) {
    if (!single('expect')) ctx.addIssue({ code: 'custom', message: 'an expect event has only the key expect' });
    return { kind: 'expect', expect: sub(ExpectSchema, r.expect ?? {}, 'expect') };
  }
  if ('milestone' in r) {
    if (!single('milestone')) ctx.addIssue({ code: 'custom', message: 'a milestone event has only the key milestone' });
    return { kind: 'milestone', milestone: sub(z.enum(MILESTONES), r.milestone, 'milestone') };
  }
  if (!('by' in r) && 'facts' in r) {
    if (!single('facts')) ctx.addIssue({ code: 'custom', message: 'a findings event has only the key facts (or add by and an action)' });
    return { kind: 'facts', facts: sub(FactsSchema, r.facts, 'facts') as Facts };
  }
  const e = sub(TableEventSchema, r, '');
  if (e === z.NEVER) return z.NEVER;
  const action = ACTIONS.find((a) => e[a] !== undefined) ?? 'call';
  return {
    kind: 'table',
    event: {
      by: e.by, action, value: e[action],
      ...(e.facts === undefined ? {} : { facts: e.facts as Facts }),
      ...(e.how === undefined ? {} : { how: e.how }),
      ...(e.suit === undefined ? {} : { suit: e.suit }),
      ...(e.suits === undefined ? {} : { suits: e.suits }),
      ...(e.simultaneous === undefined ? {} : { simultaneous: e.simultaneous }),
      ...(e.unnoticed === undefined ? {} : { unnoticed: e.unnoticed }),
      ...(e.hands === undefined ? {} : { hands: e.hands }),
      ...(e.hidden === undefined ? {} : { hidden: Array.isArray(e.hidden) ? e.hidden : [e.hidden] }),
      ...(e['misinformed-by'] === undefined ? {} : { misinformedBy: e['misinformed-by'] }),
    },
  };
});

export const CaseSchema = z.object({
  id: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'must be kebab-case, e.g. ib-lowest-same-denomination'),
  title: z.string().optional(),
  laws: z.array(LawText).optional(),
  edition: text.pipe(z.enum(EDITIONS, { message: 'must be an edition of the Laws: "2017" or "2007"' })).optional(),
  regulation: z.string().optional(),
  board: z.number().int('must be a whole number').min(1, 'must be 1 or more').default(1),
  dealer: Seat.optional(),
  vulnerable: z.enum(VULNERABILITIES, { message: 'must be None, NS, EW or All' }).optional(),
  deal: z.string().optional(),
  result: z.object({ contract: z.string(), declarer: Seat, tricks: z.number().int().min(0).max(13) }).strict().optional(),
  events: z.array(EventSchema).optional(),
}).strict();
export type CaseFile = z.infer<typeof CaseSchema>;
