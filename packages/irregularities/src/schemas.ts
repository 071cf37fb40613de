// zod schemas for everything a ruling carries across a boundary (session files, case files, CLI flags).
import { z } from 'zod';
import type { LawRef } from '@bridge-laws/cards-and-boards';
import { parseContract, parseLawRef } from '@bridge-laws/cards-and-boards';
import { isKnownRef, isRegisteredLaw } from '@bridge-laws/law-registry';
import { PROCEDURAL_OFFENCES } from './penalties.js';
import { WORKFLOWS } from './workflows.js';
import { ARTIFICIAL_REASONS } from './adjustment-grounds.js';

export const SeatSchema = z.enum(['N', 'E', 'S', 'W'], { message: 'must be a seat: N, E, S or W' });
export const SideSchema = z.enum(['NS', 'EW'], { message: 'must be a side: NS or EW' });

/** A law reference of the 2017 Laws, checked against the registry. */
/** A law a ruling may cite: a 2017 reference, or a 2007 one with its year (a ruling under the 2007 Laws cites their numbers). */
export function isRulingLaw(s: string): boolean {
  return s.startsWith('2007 ') ? isKnownRef(s.slice(5), '2007') : parseLawRef(s).ok && isRegisteredLaw(s);
}

export const LawRefSchema = z
  .string()
  .refine(isRulingLaw, {
    message: 'must be a law reference of the 2017 Laws, e.g. 16B1(a), or of the 2007 Laws with the year, e.g. 2007 26A2',
  })
  .transform((s) => s as LawRef);

const ContractText = z.string().refine((s) => parseContract(s).ok, { message: 'must be a contract such as 4H, 3NTX or 6SXX (Law 22)' });

const passedOut = { contract: z.literal('passed-out') };
const played = {
  contract: ContractText,
  declarer: SeatSchema,
  tricks: z.number().int('tricks must be a whole number').min(0, 'tricks are 0 to 13').max(13, 'tricks are 0 to 13'),
};
const weight = { weight: z.number({ message: 'each result needs a weight (Law 12C1(c))' }) };

export const AssignedResultSchema = z.union([z.object(passedOut).strict(), z.object(played).strict()], {
  error: 'must be {contract: "passed-out"} or {contract, declarer, tricks} (Law 12C1(b))',
});
const WeightedResultSchema = z.union([z.object({ ...passedOut, ...weight }).strict(), z.object({ ...played, ...weight }).strict()], {
  error: 'must be {contract, declarer, tricks, weight} or {contract: "passed-out", weight} (Law 12C1(c))',
});

const GradeSchema = z.union([
  z.enum(['avg-plus', 'avg', 'avg-minus']),
  z.object({ percent: z.number().min(0).max(100) }).strict(),
  z.object({ imps: z.number() }).strict(),
]);

export const AwardSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('assigned'),
    results: z.array(WeightedResultSchema).min(1, 'an assigned score needs at least one result (Law 12C1(a))'),
  }),
  z.object({ kind: z.literal('artificial'), grade: GradeSchema }),
  z.object({ kind: z.literal('table') }),
  z.object({ kind: z.literal('points'), ns: z.number().int() }),
  z.object({
    kind: z.literal('weighted-scores'),
    scores: z.array(z.object({ ns: z.number().int('a score is whole points (Law 77)'), weight: weight.weight }).strict()).min(1, 'a weighted score needs at least one score (Law 12C1(c))'),
  }),
]);

export const AdjustedScoreSchema = z.object({ NS: AwardSchema, EW: AwardSchema });

const AmountSchema = z.union([z.object({ matchpointPercent: z.number().positive() }).strict(), z.object({ imps: z.number().positive() }).strict()]);

export const PenaltySchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('procedural'), offence: z.enum(Object.keys(PROCEDURAL_OFFENCES) as [keyof typeof PROCEDURAL_OFFENCES]), against: SideSchema, amount: AmountSchema, law: LawRefSchema }),
  z.object({ kind: z.literal('disciplinary'), against: SideSchema, amount: AmountSchema, law: LawRefSchema }),
  z.object({ kind: z.enum(['suspension', 'disqualification']), against: SideSchema, law: LawRefSchema }),
]);

export const ScoreEffectSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('result-stands') }),
  z.object({
    kind: z.literal('adjusted'),
    adjusted: AdjustedScoreSchema,
    artificialReason: z.enum(Object.keys(ARTIFICIAL_REASONS) as [keyof typeof ARTIFICIAL_REASONS]).optional(),
  }),
]);

export const RulingSchema = z.object({
  id: z.string().min(1, 'must not be empty'),
  board: z.number().int().min(1, 'board numbers start at 1'),
  table: z.string().min(1, 'must name the table'),
  workflow: z.enum(Object.keys(WORKFLOWS) as [keyof typeof WORKFLOWS]).optional(),
  facts: z.record(z.string(), z.unknown()),
  factStatus: z.record(z.string(), z.enum(['agreed', 'found', 'undetermined'], { message: 'must be agreed, found or undetermined (Law 85)' })).optional(),
  laws: z.array(LawRefSchema),
  decision: z.string(),
  scoreEffect: ScoreEffectSchema,
  penalties: z.array(PenaltySchema),
  /** When the ruling was given (ISO 8601); the appeal period runs from the later of this and the official scores (92B). */
  givenAt: z.iso.datetime({ offset: true, message: 'must be an ISO 8601 date-time, e.g. 2025-05-01T20:30:00Z' }).optional(),
});
