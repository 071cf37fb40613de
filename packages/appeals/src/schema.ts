// The appeal as stored in a session file, validated field by field.
import { z } from 'zod';
import { ScoreEffectSchema } from '@bridge-laws/irregularities';

const Appellant = z.enum(['N', 'E', 'S', 'W', 'captain'], { message: 'must be a seat (N, E, S, W) or captain' });
const IsoTime = z.iso.datetime({ offset: true, message: 'must be an ISO 8601 date-time, e.g. 2025-05-01T20:30:00Z' });
const Body = z.enum(['chief-director', 'committee']);
const IssueKind = z.enum(['law', 'judgment', 'disciplinary'], { message: 'must be law, judgment or disciplinary (Law 93B)' });

export const AppealSchema = z.object({
  id: z.string().min(1),
  rulingId: z.string().min(1),
  board: z.number().int().min(1),
  table: z.string().min(1),
  eventKind: z.enum(['pairs', 'teams', 'individual']),
  side: z.enum(['NS', 'EW']),
  filedBy: Appellant,
  filedAt: IsoTime,
  issues: z.array(z.object({ kind: IssueKind, text: z.string() })).min(1, 'an appeal disputes at least one point (Law 92C)'),
  concurrence: z.array(Appellant),
  status: z.enum(['awaiting-concurrence', 'filed', 'with-chief-director', 'before-committee', 'heard', 'decided', 'withdrawn']),
  deposit: z.object({ amount: z.number().nonnegative(), currency: z.string().min(1) }).nullable(),
  heardBy: Body.optional(),
  decision: z
    .object({
      by: Body,
      outcome: z.enum(['upheld', 'changed']),
      scoreEffect: ScoreEffectSchema.optional(),
      grounds: IssueKind.optional(),
      laws: z.array(z.string()),
      note: z.string(),
      merit: z.boolean(),
      depositReturned: z.boolean().nullable(),
      sanction: z.object({ matchpointPercent: z.number(), imps: z.number() }).nullable(),
    })
    .optional(),
  further: z
    .object({
      route: z.enum(['appeal', 'referral']),
      by: z.union([Appellant, Body]),
      to: z.discriminatedUnion('kind', [
        z.object({ kind: z.literal('regulating-authority') }),
        z.object({ kind: z.literal('designated-body'), name: z.string().min(1) }),
      ]),
      status: z.enum(['pending', 'decided']),
      decision: z
        .object({
          outcome: z.enum(['upheld', 'changed']),
          scoreEffect: ScoreEffectSchema.optional(),
          note: z.string(),
          merit: z.boolean(),
          sanction: z.object({ matchpointPercent: z.number(), imps: z.number() }).nullable(),
        })
        .optional(),
    })
    .optional(),
});
