// `ruling add|list|questions`: the director's rulings in a session file (Laws 9–16, 12, 72–76, 81–91).
import type { AdjustedScore, RulingRecord } from '@bridge-laws/irregularities';
import {
  QUESTIONS, WORKFLOWS, isWorkflowId, parseArtificialText, parseAssignedText, parseFactText, parseWeightedText, questionsOf,
} from '@bridge-laws/irregularities';
import type { Session } from '@bridge-laws/session';
import { addRuling, readSession, writeSession } from '@bridge-laws/session';
import type { Command, Flags } from '../command.js';
import { UsageError, booleanFlag, parseFlags, stringFlag, wholeNumber } from '../command.js';
import type { CliIo, ExitCode } from '../io.js';
import { EXIT } from '../io.js';
import { REGULATION_IDS, regulationOf } from '../regulations.js';
import { editionFlag, editionOf, lawOfEdition } from '../editions.js';

/** Read and validate a session file; a bad file is a failure naming the field. */
export async function loadSession(io: CliIo, path: string): Promise<Session> {
  const s = readSession(await io.readFile(path));
  if (!s.ok) throw new Error(`${path}: ${s.error.message}`);
  return s.value;
}

export async function saveSession(io: CliIo, path: string, session: Session): Promise<void> {
  await io.writeFile(path, writeSession(session));
}

/** Every value of a repeatable string flag. */
export function listFlag(flags: Flags, name: string): string[] {
  const v = flags.values[name];
  if (v === undefined) return [];
  return (Array.isArray(v) ? v : [v]).filter((x): x is string => typeof x === 'string');
}

/** The adjusted score given by --assigned, --weighted or --artificial (at most one). */
export function adjustedFlag(flags: Flags): AdjustedScore | undefined {
  const given = (['assigned', 'weighted', 'artificial'] as const).filter((k) => stringFlag(flags, k) !== undefined);
  if (given.length > 1) throw new UsageError(`give one of --assigned, --weighted, --artificial, not ${given.map((g) => `--${g}`).join(' and ')}`);
  const [kind] = given;
  if (kind === undefined) return undefined;
  const text = stringFlag(flags, kind) ?? '';
  const r = kind === 'assigned' ? parseAssignedText(text) : kind === 'weighted' ? parseWeightedText(text) : parseArtificialText(text);
  if (!r.ok) throw new UsageError(`--${kind}: ${r.error.message}${r.error.law ? ` (Law ${r.error.law})` : ''}`);
  return r.value;
}

export const SCORE_OPTIONS = {
  assigned: { type: 'string' },
  weighted: { type: 'string' },
  artificial: { type: 'string' },
  reason: { type: 'string' },
} as const;

const REASONS = ['no-result-obtainable', 'results-too-numerous'] as const;
const GROUNDS = ['no-rectification-provided', 'no-normal-play', 'incorrect-rectification', 'law-directs', 'rectification-unduly-severe', 'rectification-unduly-advantageous'] as const;

function oneOf<T extends string>(value: string | undefined, allowed: readonly T[], flag: string): T | undefined {
  if (value === undefined) return undefined;
  if (!(allowed as readonly string[]).includes(value)) throw new UsageError(`--${flag} must be one of ${allowed.join(', ')}`);
  return value as T;
}

function describe(r: RulingRecord): string {
  const effect = r.scoreEffect.kind === 'result-stands' ? 'result stands' : `adjusted: NS ${award(r.scoreEffect.adjusted.NS)}, EW ${award(r.scoreEffect.adjusted.EW)}`;
  return `${r.id}  board ${r.board} table ${r.table}  Laws ${r.laws.join(', ') || '—'}  ${effect}${r.decision ? `  — ${r.decision}` : ''}`;
}

function award(a: AdjustedScore['NS']): string {
  switch (a.kind) {
    case 'artificial':
      return typeof a.grade === 'string' ? a.grade : JSON.stringify(a.grade);
    case 'table':
      return 'table result';
    case 'points':
      return `${a.ns} points`;
    case 'weighted-scores':
      return a.scores.map((x) => `${x.ns} points ×${x.weight}`).join(' + ');
    case 'assigned':
      return a.results.map((x) => `${'declarer' in x ? `${x.contract} ${x.declarer} ${x.tricks}` : x.contract}${a.results.length > 1 ? ` ×${x.weight}` : ''}`).join(' + ');
  }
}

async function add(args: readonly string[], io: CliIo): Promise<ExitCode> {
  const flags = parseFlags(args, {
    board: { type: 'string' },
    table: { type: 'string' },
    workflow: { type: 'string' },
    fact: { type: 'string', multiple: true },
    law: { type: 'string', multiple: true },
    decision: { type: 'string' },
    ground: { type: 'string' },
    at: { type: 'string' },
    json: { type: 'boolean' },
    regulation: { type: 'string' },
    edition: { type: 'string' },
    ...SCORE_OPTIONS,
  });
  const [path, ...extra] = flags.positionals;
  if (path === undefined || extra.length > 0) throw new UsageError('expected exactly one session file');
  const board = wholeNumber(stringFlag(flags, 'board'), '--board');
  const table = stringFlag(flags, 'table');
  if (table === undefined || table === '') throw new UsageError('--table is required');
  const workflow = stringFlag(flags, 'workflow');
  if (workflow !== undefined && !isWorkflowId(workflow)) throw new UsageError(`--workflow must be one of ${Object.keys(WORKFLOWS).join(', ')}`);
  const facts: Record<string, unknown> = {};
  for (const text of listFlag(flags, 'fact')) {
    const f = parseFactText(text);
    if (!f.ok) throw new UsageError(`--fact ${f.error.message}`);
    facts[f.value.id] = f.value.value;
  }
  const adjusted = adjustedFlag(flags);
  const reason = oneOf(stringFlag(flags, 'reason'), REASONS, 'reason');
  const ground = oneOf(stringFlag(flags, 'ground'), GROUNDS, 'ground');
  const decision = stringFlag(flags, 'decision');
  const session = await loadSession(io, path);
  // Never write a session under a regulation `appeal` would then refuse.
  regulationOf(session, path, flags);
  // The laws are named in the numbers of the session's edition (a 2007 number is recorded with its year).
  const edition = editionOf(session, path, flags);
  const r = addRuling(session, {
    board, table, facts, laws: listFlag(flags, 'law').map((law) => lawOfEdition(law, edition)), givenAt: stringFlag(flags, 'at') ?? new Date().toISOString(),
    // The workflow's laws, and the adjustment's, in the session's edition too.
    edition,
    ...(workflow === undefined ? {} : { workflow }),
    ...(decision === undefined ? {} : { decision }),
    ...(ground === undefined ? {} : { ground }),
    ...(adjusted === undefined ? {} : { adjusted }),
    ...(reason === undefined ? {} : { artificialReason: reason }),
  });
  if (!r.ok) {
    io.err(`bridge-laws ruling: ${r.error.message}${r.error.law ? ` (Law ${r.error.law})` : ''}`);
    return EXIT.failure;
  }
  await saveSession(io, path, r.value);
  const ruling = r.value.rulings[r.value.rulings.length - 1] as RulingRecord;
  io.out(booleanFlag(flags, 'json') ? JSON.stringify(ruling) : describe(ruling));
  return EXIT.ok;
}

async function list(args: readonly string[], io: CliIo): Promise<ExitCode> {
  const flags = parseFlags(args, { json: { type: 'boolean' } });
  const [path, ...extra] = flags.positionals;
  if (path === undefined || extra.length > 0) throw new UsageError('expected exactly one session file');
  const session = await loadSession(io, path);
  if (booleanFlag(flags, 'json')) io.out(JSON.stringify(session.rulings));
  else io.out(session.rulings.length === 0 ? 'no rulings' : session.rulings.map(describe).join('\n'));
  return EXIT.ok;
}

function questions(args: readonly string[], io: CliIo): ExitCode {
  const flags = parseFlags(args, { json: { type: 'boolean' }, edition: { type: 'string' } });
  const edition = editionFlag(flags) ?? '2017';
  const [id, ...extra] = flags.positionals;
  if (id === undefined) {
    io.out(Object.values(WORKFLOWS).map((w) => `${w.id.padEnd(24)} ${w.title}`).join('\n'));
    return EXIT.ok;
  }
  if (extra.length > 0 || !isWorkflowId(id)) throw new UsageError(`workflow must be one of ${Object.keys(WORKFLOWS).join(', ')}`);
  // Each question's law in the numbers of the edition asked for (a 2007 number with its year).
  const qs = questionsOf(id, edition);
  if (booleanFlag(flags, 'json')) io.out(JSON.stringify(qs));
  else io.out(qs.map((q, i) => `${i + 1}. ${q.id} (Law ${q.law}, ${q.answer}): ${q.ask}`).join('\n'));
  return EXIT.ok;
}

export const rulingCommand: Command = {
  name: 'ruling',
  summary: "record and list the director's rulings in a session file (Laws 9–16, 12, 72–91)",
  help: `Usage: bridge-laws ruling add SESSION --board N --table T [options]
       bridge-laws ruling list SESSION [--json]
       bridge-laws ruling questions [WORKFLOW] [--json] [--edition 2017|2007]

add: records a ruling in the session file (written back in place).
  --workflow ID     question sequence: ${Object.keys(WORKFLOWS).join(', ')}
  --fact id=value   the director's answer (repeat), e.g. damaged=true, logical-alternatives=P,3H
                    question ids: ${Object.keys(QUESTIONS).join(', ')}
  --law REF         a law applied (repeat), e.g. --law 15B1
  --assigned R      assigned score, e.g. "4H E 10" or "passed-out" (Law 12C1(a))
  --weighted W      weighted score, e.g. "3H E 10 0.6; 2S S 6 0.4" — weights sum to one (12C1(c))
  --artificial A    artificial score, e.g. NS=avg-minus,EW=avg-plus (12C2(a)) with
  --reason R        no-result-obtainable (12C2(a)) or results-too-numerous (12C1(d))
  --ground G        why the director adjusts without a workflow (12A1, 12A2, 12A3)
  --decision TEXT   the decision in the director's words
  --at ISO          when the ruling was given (default now; starts the appeal period, 92B)
  --regulation ID   the regulation ruled under (${REGULATION_IDS.join(', ')}); must be the session's own.
                    Without it the session's "regulation" is used; either way it must be known here.
  --edition 2017|2007  the edition of the Laws ruled under; must be the session's own "edition" (2017
                    when it names none). Under 2007, --law takes 2007 numbers (recorded as "2007 26A2"),
                    and the workflow's and the adjustment's laws are recorded in their 2007 numbers;
                    forfeiture (2007 11A) then ends with the table result standing.
  --json            print the ruling record as JSON
A workflow stops with the question still to answer when a fact is missing (exit 1).
questions --edition 2007: each question's law in the 2007 numbers.`,
  async run(args, io) {
    const [sub, ...rest] = args;
    if (sub === 'add') return add(rest, io);
    if (sub === 'list') return list(rest, io);
    if (sub === 'questions') return questions(rest, io);
    throw new UsageError('expected add, list or questions');
  },
};
