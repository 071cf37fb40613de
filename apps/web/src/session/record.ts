// The desk's session: the session package's `Session` (results, rulings, appeals — what `bridge-laws ruling` and
// `appeal` read and write), with the desk's own ruling log beside it.
import { z } from 'zod';
import type { Result } from '@bridge-laws/cards-and-boards';
import type { ArrowSwitch, MovementPlan, Session, SessionMovement } from '@bridge-laws/session';
import { howellMovement, mitchellMovement, newSession } from '@bridge-laws/session';

export const SCORINGS = ['matchpoints', 'butler', 'cross-imps'] as const;
export type SessionScoring = (typeof SCORINGS)[number];
/** Mitchell (two fields), Mitchell with arrow-switch (one field), Howell (one field): the session file's movements. */
export const MOVEMENTS = ['mitchell', 'arrow-switch', 'howell'] as const satisfies readonly SessionMovement[];
export type Movement = (typeof MOVEMENTS)[number];

/** A ruling statement read out at the table, kept in the session's ruling log in each language. */
export interface RulingLogEntry {
  readonly board: number;
  /** ISO time it was read out. */
  readonly at: string;
  readonly en: readonly string[];
  readonly pl: readonly string[];
  /** Entries stored before the desk spoke Czech are read back with their English lines here. */
  readonly cs: readonly string[];
  readonly laws: readonly string[];
}

export const LogSchema = z
  .object({ board: z.number().int().min(1), at: z.string(), en: z.array(z.string()), pl: z.array(z.string()), cs: z.array(z.string()).optional(), laws: z.array(z.string()) })
  .transform(({ cs, ...e }) => ({ ...e, cs: cs ?? e.en }));

/** A teams or individual event imported from its results file: kept as the file, read and scored again when shown. */
export interface ImportedEvent {
  readonly kind: 'teams' | 'individuals';
  /** The file's name, for messages and the page's title. */
  readonly name: string;
  readonly text: string;
}

export interface EveningSetting {
  /** Tables of a Mitchell, or pairs of a Howell. */
  readonly count: number;
  readonly boardsPerRound: number;
  /** Rounds played, when fewer than the full movement. */
  readonly rounds?: number | undefined;
  /** Arrow-switch: the last round (the default) or the rounds named. */
  readonly arrowSwitch?: ArrowSwitch | undefined;
}

/** A stored session the desk could not read back: the reason, and the stored text so that nothing is lost. */
export interface RefusedSession {
  readonly message: string;
  readonly text: string;
}

export interface SessionRecord {
  readonly session: Session;
  /** The ruling log: statements read out at the table. */
  readonly rulings?: readonly RulingLogEntry[] | undefined;
  /** A teams or individual event imported from its results file, scored beside the pairs session. */
  readonly event?: ImportedEvent | undefined;
  /** The club evening's movement: tables (Mitchell) or pairs (Howell) and boards per round; its kind is the session's movement. */
  readonly evening?: EveningSetting | undefined;
  /** Set when the stored session was refused on load; the session is then a new one. */
  readonly refused?: RefusedSession | undefined;
}

/** A new pairs session at matchpoints. */
export function emptySession(movement: Movement = 'mitchell', scoring: SessionScoring = 'matchpoints', regulation = 'wbf'): Session {
  return newSession({ name: '', kind: 'pairs', scoring, movement }, regulation);
}

export const EMPTY_RECORD: SessionRecord = { session: emptySession() };

/** The desk's scoring choice for a session: pairs events accept `imps` as Butler (session format). */
export function scoringOf(session: Session): SessionScoring {
  return session.event.scoring === 'imps' ? 'butler' : session.event.scoring;
}

/** Howell when the file says nothing (session format). */
export function movementOf(session: Session): Movement {
  return session.event.movement ?? 'howell';
}

/** The evening's movement for the session's movement kind, or the package's refusal (naming the field); null without a setting. */
export function eveningMovement(record: SessionRecord): Result<MovementPlan, string> | null {
  const e = record.evening;
  if (e === undefined) return null;
  const rounds = e.rounds === undefined ? {} : { rounds: e.rounds };
  switch (movementOf(record.session)) {
    case 'mitchell':
      return mitchellMovement(e.count, e.boardsPerRound, rounds);
    case 'arrow-switch':
      return mitchellMovement(e.count, e.boardsPerRound, { ...rounds, arrowSwitch: e.arrowSwitch ?? 'last-round' });
    case 'howell':
      return howellMovement(e.count, e.boardsPerRound, rounds);
  }
}

/** The evening's movement; null without a setting or with counts the package refuses. */
export function eveningPlan(record: SessionRecord): MovementPlan | null {
  const r = eveningMovement(record);
  return r?.ok === true ? r.value : null;
}
