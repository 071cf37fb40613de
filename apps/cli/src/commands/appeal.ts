// `appeal file|concur|decide|withdraw|status`: appeals against rulings in a session file (Laws 92–93).
import type { Appeal, Appellant, Issue, IssueKind } from '@bridge-laws/appeals';
import type { ScoreEffect } from '@bridge-laws/irregularities';
import type { Session } from '@bridge-laws/session';
import {
  computeResults, concurSessionAppeal, decideSessionAppeal, fileSessionAppeal, withdrawSessionAppeal,
} from '@bridge-laws/session';
import type { Command } from '../command.js';
import { UsageError, booleanFlag, parseFlags, stringFlag } from '../command.js';
import type { CliIo, ExitCode } from '../io.js';
import { EXIT } from '../io.js';
import { DataError, FORMAT_FLAGS, outputFormat } from '../shared-flags.js';
import { REGULATION_IDS, regulationOf } from '../regulations.js';
import { SCORE_OPTIONS, adjustedFlag, listFlag, loadSession, saveSession } from './ruling.js';

const APPELLANTS = ['N', 'E', 'S', 'W', 'captain'] as const;
const ISSUE_KINDS = ['law', 'judgment', 'disciplinary'] as const;

function appellant(value: string | undefined): Appellant {
  if (value === undefined || !(APPELLANTS as readonly string[]).includes(value)) throw new UsageError('--by must be a seat (N, E, S, W) or captain');
  return value as Appellant;
}

/** `--issue judgment:"text"`: what the appeal disputes (Law 93B routes it by kind). */
function issues(texts: readonly string[]): Issue[] {
  return texts.map((t) => {
    const colon = t.indexOf(':');
    const kind = colon < 0 ? t : t.slice(0, colon);
    if (!(ISSUE_KINDS as readonly string[]).includes(kind)) throw new UsageError(`--issue must start with law:, judgment: or disciplinary: (Law 93B), got "${t}"`);
    return { kind: kind as IssueKind, text: colon < 0 ? '' : t.slice(colon + 1).trim() };
  });
}

function summary(a: Appeal): string {
  const d = a.decision;
  const decided = d === undefined ? '' : `  ${d.outcome} by the ${d.by}${d.merit ? '' : ', without merit'}${d.sanction ? ` (sanction ${d.sanction.matchpointPercent}% / ${d.sanction.imps} IMPs)` : ''}`;
  return `${a.id}  ruling ${a.rulingId} (board ${a.board} table ${a.table})  ${a.side} by ${a.filedBy}  ${a.status}${decided}`;
}

async function withSession(io: CliIo, path: string | undefined, extra: readonly string[]): Promise<{ session: Session; path: string }> {
  if (path === undefined || extra.length > 0) throw new UsageError('expected exactly one session file');
  return { session: await loadSession(io, path), path };
}

/** A refusal of the appeals chapter, with its law: bad data, exit 1. */
function refused(e: { message: string; law?: string }): never {
  throw new DataError(`${e.message}${e.law ? ` (Law ${e.law})` : ''}`);
}

async function change(io: CliIo, path: string, json: boolean, id: string, next: Session): Promise<ExitCode> {
  await saveSession(io, path, next);
  const a = next.appeals.find((x) => x.id === id) as Appeal;
  io.out(json ? JSON.stringify(a) : summary(a));
  return EXIT.ok;
}

export const appealCommand: Command = {
  name: 'appeal',
  summary: 'file, concur in, decide and follow appeals against rulings (Laws 92–93)',
  help: `Usage: bridge-laws appeal file SESSION --ruling ID --contestant C --by SEAT --issue KIND:TEXT [--at ISO]
       bridge-laws appeal concur SESSION --appeal ID --by SEAT|captain
       bridge-laws appeal decide SESSION --appeal ID --body committee|chief-director --outcome upheld|changed
                                 [--grounds law|judgment|disciplinary] [--assigned R|--weighted W|--artificial A|--stands]
                                 --merit yes|no [--law REF] [--note TEXT]
       bridge-laws appeal withdraw SESSION --appeal ID
       bridge-laws appeal status SESSION [--json]

file     the contestant (pair or team as in the results) appeals ruling ID; refused when late (92B: the
         regulation's period after official scores or after the ruling), or without right (92A).
concur   a pairs appeal needs both members (92D1), a teams appeal the captain (92D2).
decide   review by the chief director, hearing and decision; the committee may not overrule him on a
         point of law or a disciplinary decision (93B3). A changed ruling changes the session's results.
status   appeals and the session's standings as they now stand.
Each changing subcommand writes the session file back in place. --json (or --format json) prints JSON.
--regulation ID (${REGULATION_IDS.join(', ')}) names the regulation (appeal period, 92B); it must be the session's own.`,
  async run(args, io) {
    const [sub, ...rest] = args;
    const flags = parseFlags(rest, {
      ruling: { type: 'string' },
      contestant: { type: 'string' },
      by: { type: 'string' },
      issue: { type: 'string', multiple: true },
      at: { type: 'string' },
      appeal: { type: 'string' },
      body: { type: 'string' },
      outcome: { type: 'string' },
      grounds: { type: 'string' },
      stands: { type: 'boolean' },
      merit: { type: 'string' },
      law: { type: 'string', multiple: true },
      note: { type: 'string' },
      ...FORMAT_FLAGS,
      regulation: { type: 'string' },
      ...SCORE_OPTIONS,
    });
    if (sub === undefined || !['file', 'concur', 'decide', 'withdraw', 'status'].includes(sub)) throw new UsageError('expected file, concur, decide, withdraw or status');
    const [file, ...extra] = flags.positionals;
    const json = outputFormat(flags, ['text', 'json'], 'text') === 'json';
    const { session, path } = await withSession(io, file, extra);
    const regulation = regulationOf(session, path, flags);
    const appealId = stringFlag(flags, 'appeal');
    const needAppeal = (): string => {
      if (appealId === undefined) throw new UsageError('--appeal ID is required');
      return appealId;
    };

    if (sub === 'file') {
      const ruling = stringFlag(flags, 'ruling');
      const contestant = stringFlag(flags, 'contestant');
      if (ruling === undefined || contestant === undefined) throw new UsageError('--ruling and --contestant are required');
      const given = issues(listFlag(flags, 'issue'));
      const r = fileSessionAppeal(session, { rulingId: ruling, contestant, filedBy: appellant(stringFlag(flags, 'by')), filedAt: stringFlag(flags, 'at') ?? new Date().toISOString(), issues: given }, regulation);
      if (!r.ok) return refused(r.error);
      const added = r.value.appeals[r.value.appeals.length - 1] as Appeal;
      return change(io, path, json, added.id, r.value);
    }
    if (sub === 'concur') {
      const id = needAppeal();
      const r = concurSessionAppeal(session, id, appellant(stringFlag(flags, 'by')));
      return r.ok ? change(io, path, json, id, r.value) : refused(r.error);
    }
    if (sub === 'withdraw') {
      const id = needAppeal();
      const r = withdrawSessionAppeal(session, id);
      return r.ok ? change(io, path, json, id, r.value) : refused(r.error);
    }
    if (sub === 'decide') {
      const id = needAppeal();
      const body = stringFlag(flags, 'body');
      if (body !== 'committee' && body !== 'chief-director') throw new UsageError('--body must be committee or chief-director');
      const outcome = stringFlag(flags, 'outcome');
      if (outcome !== 'upheld' && outcome !== 'changed') throw new UsageError('--outcome must be upheld or changed');
      const merit = stringFlag(flags, 'merit');
      if (merit !== 'yes' && merit !== 'no') throw new UsageError('--merit must be yes or no (Law 92A)');
      const grounds = stringFlag(flags, 'grounds');
      if (grounds !== undefined && !(ISSUE_KINDS as readonly string[]).includes(grounds)) throw new UsageError('--grounds must be law, judgment or disciplinary');
      const adjusted = adjustedFlag(flags);
      const reason = stringFlag(flags, 'reason');
      if (reason !== undefined && reason !== 'no-result-obtainable' && reason !== 'results-too-numerous') throw new UsageError('--reason must be no-result-obtainable or results-too-numerous');
      const scoreEffect: ScoreEffect | undefined = booleanFlag(flags, 'stands')
        ? { kind: 'result-stands' }
        : adjusted === undefined ? undefined : { kind: 'adjusted', adjusted, ...(reason === undefined ? {} : { artificialReason: reason }) };
      const note = stringFlag(flags, 'note');
      const r = decideSessionAppeal(session, id, {
        by: body, outcome, merit: merit === 'yes', laws: listFlag(flags, 'law'),
        ...(grounds === undefined ? {} : { grounds: grounds as IssueKind }),
        ...(scoreEffect === undefined ? {} : { scoreEffect }),
        ...(note === undefined ? {} : { note }),
      }, regulation);
      return r.ok ? change(io, path, json, id, r.value) : refused(r.error);
    }
    if (sub === 'status') {
      const results = computeResults(session, regulation);
      if (json) {
        io.out(JSON.stringify({ appeals: session.appeals, results: results.ok ? results.value : null, problem: results.ok ? null : results.error.message }));
        return EXIT.ok;
      }
      const lines = session.appeals.length === 0 ? ['no appeals'] : session.appeals.map(summary);
      if (!results.ok) lines.push(`results: ${results.error.message}`);
      else if (results.value.kind === 'pairs') {
        lines.push('', 'Standings:', ...results.value.standings.map((s) => `${s.label.padStart(4)}  ${s.item.pair.padEnd(6)} ${String(s.item.total).padStart(8)}${s.item.percent === undefined ? '' : `  ${s.item.percent.toFixed(2)}%`}`));
      } else {
        lines.push('', 'Matches:', ...results.value.matches.map((m) => `${m.teamA} v ${m.teamB}: ${m.impsA}–${m.impsB} IMPs, ${m.vpA.toFixed(2)}–${m.vpB.toFixed(2)} VP`));
      }
      io.out(lines.join('\n'));
      return EXIT.ok;
    }
    throw new UsageError('expected file, concur, decide, withdraw or status');
  },
};
