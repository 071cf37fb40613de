// The session file: boards, results per table, rulings and appeals (docs/session-format.md), as zod schemas.
import { z } from 'zod';
import { EDITIONS, parseContract, parsePbnDeal } from '@bridge-laws/cards-and-boards';
import { RulingSchema, SeatSchema } from '@bridge-laws/irregularities';
import { AppealSchema } from '@bridge-laws/appeals';
import { PAIRS_MOVEMENTS } from '@bridge-laws/scoring';

export const SESSION_FORMAT = 'bridge-laws-session';
export const SESSION_VERSION = 1;

const BoardSchema = z.object({
  board: z.number().int().min(1, 'board numbers start at 1'),
  deal: z.string().refine((s) => parsePbnDeal(s).ok, { message: 'must be a PBN deal, e.g. "N:AK32.K54.Q76.J98 ..." (Law 6)' }).optional(),
});

const ResultSchema = z
  .object({
    board: z.number().int().min(1, 'board numbers start at 1'),
    table: z.string().min(1, 'must name the table'),
    ns: z.string().min(1, 'must name the North-South contestant'),
    ew: z.string().min(1, 'must name the East-West contestant'),
    /** A contract (`4HX`), `passed-out`, or null when the table has no result (a ruling must give one). */
    contract: z.union([z.literal('passed-out'), z.string().refine((s) => parseContract(s).ok, { message: 'must be a contract such as 4H, 3NTX, or passed-out (Law 22)' })]).nullable(),
    declarer: SeatSchema.optional(),
    tricks: z.number().int().min(0, 'tricks are 0 to 13 (Law 77)').max(13, 'tricks are 0 to 13 (Law 77)').optional(),
    /** An arrow-switched table (movement `arrow-switch`): `ns` names the Mitchell's East-West pair, sitting North-South. */
    switched: z.literal(true, { message: 'must be true (an arrow-switched table) or absent' }).optional(),
  })
  .superRefine((r, ctx) => {
    if (r.contract === null || r.contract === 'passed-out') return;
    if (r.declarer === undefined) ctx.addIssue({ code: 'custom', path: ['declarer'], message: 'a played contract needs its declarer' });
    if (r.tricks === undefined) ctx.addIssue({ code: 'custom', path: ['tricks'], message: 'a played contract needs the tricks won by declarer' });
  });

export const SessionSchema = z.object({
  format: z.literal(SESSION_FORMAT, { message: `must be "${SESSION_FORMAT}"` }),
  version: z.literal(SESSION_VERSION, { message: `must be ${SESSION_VERSION}` }),
  event: z.object({
    name: z.string(),
    kind: z.enum(['pairs', 'teams', 'individual'], { message: 'must be pairs, teams or individual' }),
    scoring: z.enum(['matchpoints', 'butler', 'cross-imps', 'imps'], { message: 'must be matchpoints, butler, cross-imps or imps' }),
    movement: z.enum(PAIRS_MOVEMENTS, { message: 'must be howell, mitchell or arrow-switch' }).optional(),
  }),
  /** The id of the regulation in force (`wbf` or a federation's). */
  regulation: z.string().min(1),
  /** The edition of the Laws the session is ruled under; a file without it is ruled under the 2017 Laws. */
  edition: z.enum(EDITIONS, { message: `must be an edition of the Laws: ${EDITIONS.join(' or ')} (absent means 2017)` }).optional(),
  /** When official scores were made available (Law 92B); null while they are not. */
  scoresOfficialAt: z.iso.datetime({ offset: true, message: 'must be an ISO 8601 date-time or null' }).nullable(),
  boards: z.array(BoardSchema),
  results: z.array(ResultSchema),
  rulings: z.array(RulingSchema),
  appeals: z.array(AppealSchema),
  /** Law 87: boards played in more than one form, with the tables of each form (the director's finding, 87A). */
  fouledBoards: z
    .array(
      z.object({
        board: z.number().int().min(1),
        groups: z.array(z.array(z.string().min(1)).min(1, 'a group names at least one table')).min(2, 'a fouled board has at least two groups (Law 87A)'),
        method: z.enum(['separate-groups', 'factored'], { message: 'must be separate-groups or factored (Law 87B)' }).optional(),
      }),
    )
    .optional(),
});
