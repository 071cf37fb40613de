// The boundary: play events as case files and the web spell them (text, JSON), validated with zod and turned into typed events.
import { z } from 'zod';
import type { Card, Result } from '@bridge-laws/cards-and-boards';
import { SEATS, SUITS, ok, parseCard } from '@bridge-laws/cards-and-boards';
import type { PlayEvent } from './events.js';
import { MILESTONES } from './types.js';
import { ATTENTION_KINDS } from './events.js';
import { badFinding } from './findings-check.js';
import { DUMMY_ACTS } from './dummy-acts.js';
import type { PlayRefusal } from './refusal.js';
import { refuse } from './refusal.js';

const seat = z.enum(SEATS, { message: 'must be a seat: N, E, S or W' });
const facts = z.record(z.string(), z.unknown()).optional();
const oneOrMore = z.union([z.string(), z.array(z.string()).min(1)]);

/** One schema per action key: an event is read by the key it carries, so a message names the field at fault. */
const BY_ACTION = {
  play: z.strictObject({ by: seat, play: oneOrMore, simultaneous: z.literal(true).optional(), hidden: oneOrMore.optional(), facts }),
  place: z.strictObject({ by: seat, place: z.string(), facts }),
  touch: z.strictObject({ by: seat, touch: z.string(), facts }),
  ask: z.strictObject({ by: seat, ask: z.string(), facts }),
  expose: z.strictObject({ by: seat, expose: oneOrMore, how: z.enum(['accidental', 'deliberate']).optional(), facts }),
  decide: z.strictObject({
    by: seat, decide: z.string(), suit: z.enum(SUITS, { message: 'must be a suit: S, H, D or C' }).optional(),
    // Law 51B2(b): one or more suits forbidden at once.
    suits: z.array(z.enum(SUITS, { message: 'must be a suit: S, H, D or C' })).min(1, 'must name at least one suit (Law 51B2(b))').optional(), facts,
  }),
  withdraw: z.strictObject({ by: seat, withdraw: z.string(), facts }),
  attention: z.strictObject({ by: seat, attention: z.enum(ATTENTION_KINDS, { message: `must be one of ${ATTENTION_KINDS.join(', ')}` }), facts }),
  name: z.strictObject({ by: seat, name: z.string(), facts }),
  quit: z.strictObject({ by: seat, quit: z.literal(true), facts }),
  // Laws 42A1, 42A2, 43A1(a), 43A2: what dummy does.
  dummy: z.strictObject({ by: seat, dummy: z.enum(DUMMY_ACTS, { message: `must be what dummy does (Laws 42A, 43A): ${DUMMY_ACTS.join(', ')}` }), facts }),
  milestone: z.strictObject({ milestone: z.enum(MILESTONES, { message: `must be one of ${MILESTONES.join(', ')}` }) }),
} as const;
type Action = keyof typeof BY_ACTION;
const ACTIONS = Object.keys(BY_ACTION) as Action[];
/** Findings alone, with no action (the director's answers). */
const FactsOnly = z.strictObject({ facts: z.record(z.string(), z.unknown()) });

type TextEvent = z.infer<(typeof BY_ACTION)[Action] | typeof FactsOnly>;
/** A play event as case files spell it, before validation (`{ by: 'W', play: 'HA' }`). */
export type PlayEventText = z.input<(typeof BY_ACTION)[Action] | typeof FactsOnly>;

const FORMAT = '(case format: one action key per table event)';

/**
 * Validate one play event as case files spell it (`{ by: W, play: HA }`, one action key per event) and turn it into
 * a typed `PlayEvent`. The message names the field: `invalid-event` for the shape or a finding, `unknown-card` for a card.
 */
export function parsePlayEvent(input: unknown): Result<PlayEvent, PlayRefusal> {
  if (typeof input !== 'object' || input === null || Array.isArray(input)) return refuse('invalid-event', `event: must be a mapping ${FORMAT}`);
  const actions = ACTIONS.filter((a) => Object.hasOwn(input, a));
  const [action] = actions;
  if (actions.length > 1) return refuse('invalid-event', `event: ${actions.join(' and ')} in one event ${FORMAT}`);
  if (action === undefined && !Object.hasOwn(input, 'facts')) return refuse('invalid-event', `event: no action (one of ${ACTIONS.join(', ')}) nor facts ${FORMAT}`);
  const r = (action === undefined ? FactsOnly : BY_ACTION[action]).safeParse(input);
  if (!r.success) {
    const issue = r.error.issues[0];
    const where = issue === undefined || issue.path.length === 0 ? 'event' : issue.path.join('.');
    return refuse('invalid-event', `${where}: ${issue?.message ?? 'not a play event'} ${FORMAT}`);
  }
  const data = r.data as TextEvent;
  const f = 'facts' in data ? data.facts : undefined;
  if (f !== undefined) {
    const bad = badFinding(f);
    if (bad !== null) return refuse('invalid-event', bad);
  }
  return typed(data);
}

type Typed = Result<PlayEvent, PlayRefusal>;

function typed(e: TextEvent): Typed {
  const facts = 'facts' in e && e.facts !== undefined ? { facts: e.facts } : {};
  if ('milestone' in e) return ok({ type: 'milestone', milestone: e.milestone });
  if (!('by' in e)) return ok({ type: 'facts', facts: e.facts });
  const by = e.by;
  if ('play' in e) {
    const cards = cardsOf('play', e.play);
    if (!cards.ok) return cards;
    const hidden = e.hidden === undefined ? ok([]) : cardsOf('hidden', e.hidden);
    if (!hidden.ok) return hidden;
    return ok({
      type: 'play', by, card: cards.value[0] as Card, ...(Array.isArray(e.play) ? { cards: cards.value } : {}),
      ...(e.simultaneous === true ? { simultaneous: true } : {}), ...(hidden.value.length > 0 ? { hidden: hidden.value } : {}), ...facts,
    });
  }
  if ('place' in e) return withCard('place', e.place, (card) => ({ type: 'place', by, card, ...facts }));
  if ('touch' in e) return withCard('touch', e.touch, (card) => ({ type: 'touch', by, card, ...facts }));
  if ('withdraw' in e) return withCard('withdraw', e.withdraw, (card) => ({ type: 'withdraw', by, card, ...facts }));
  if ('expose' in e) {
    const cards = cardsOf('expose', e.expose);
    return cards.ok ? ok({ type: 'expose', by, cards: cards.value, deliberate: e.how === 'deliberate', ...facts }) : cards;
  }
  if ('ask' in e) return ok({ type: 'ask', by, what: e.ask, ...facts });
  if ('decide' in e) return ok({ type: 'decide', by, option: e.decide, ...(e.suit === undefined ? {} : { suit: e.suit }), ...(e.suits === undefined ? {} : { suits: e.suits }), ...facts });
  if ('attention' in e) return ok({ type: 'attention', by, kind: e.attention, ...facts });
  if ('name' in e) return ok({ type: 'name', by, words: e.name, ...facts });
  if ('dummy' in e) return ok({ type: 'dummy', by, act: e.dummy, ...facts });
  return ok({ type: 'quit', by, ...facts });
}

function card(field: string, text: string): Result<Card, PlayRefusal> {
  const c = parseCard(text);
  return c === undefined ? refuse('unknown-card', `${field}: "${text}" is not a card (suit letter then rank, e.g. HT)`) : ok(c);
}

function withCard(field: string, text: string, make: (c: Card) => PlayEvent): Typed {
  const c = card(field, text);
  return c.ok ? ok(make(c.value)) : c;
}

function cardsOf(field: string, texts: string | readonly string[]): Result<readonly Card[], PlayRefusal> {
  const list = typeof texts === 'string' ? [texts] : texts;
  const cards: Card[] = [];
  for (const [i, text] of list.entries()) {
    const c = card(typeof texts === 'string' ? field : `${field}.${i}`, text);
    if (!c.ok) return c;
    cards.push(c.value);
  }
  return ok(cards);
}
