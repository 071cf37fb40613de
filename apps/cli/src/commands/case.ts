// `case run FILE` and `case check FILE|DIR…`: the case-file conformance format.
import { boardRecord, formatCheck } from '@bridge-laws/table';
import type { TableState } from '@bridge-laws/table';
import { recordBoard } from '@bridge-laws/session';
import { checkCaseFile, checkCases } from '../case-files.js';
import type { Command } from '../command.js';
import { parseFlags, stringFlag, UsageError } from '../command.js';
import type { CliIo, ExitCode } from '../io.js';
import { EXIT } from '../io.js';
import { editionFlag, editionOf } from '../editions.js';
import { regulationOf } from '../regulations.js';
import { loadSession, saveSession } from './ruling.js';

/**
 * Laws 12C, 77: the board the case ended with — its result and the director's ruling with its adjusted score — into the
 * session file as that table's result line and ruling, so the session's standings score it without retyping.
 */
async function toSession(io: CliIo, state: TableState, path: string, table: string, at: string | undefined): Promise<ExitCode> {
  const record = boardRecord(state);
  if (!record.ok) {
    io.err(`bridge-laws case: --to-session: ${record.error.message}`);
    return EXIT.failure;
  }
  const session = await loadSession(io, path);
  // Never write a session under a regulation `appeal` would then refuse.
  regulationOf(session, path, { values: {}, positionals: [] });
  // Nor a board ruled under the other edition of the Laws.
  const edition = editionOf(session, path, { values: {}, positionals: [] });
  if (state.edition !== edition) {
    io.err(`bridge-laws case: --to-session ${path}: the case was ruled under the ${state.edition} Laws, the session under the ${edition} Laws (run it with --edition ${edition})`);
    return EXIT.failure;
  }
  // The ruling's laws in the session's edition (a workflow ruled at a 2007 table cites 2007 numbers).
  const ruling = record.value.ruling === null ? null : { ...record.value.ruling, edition };
  const r = recordBoard(session, { ...record.value, ruling, table, ...(at === undefined ? {} : { givenAt: at }) });
  if (!r.ok) {
    io.err(`bridge-laws case: --to-session ${path}: ${r.error.message}${r.error.law ? ` (Law ${r.error.law})` : ''}`);
    return EXIT.failure;
  }
  await saveSession(io, path, r.value);
  return EXIT.ok;
}

export const caseCommand: Command = {
  name: 'case',
  summary: 'run a case file, or check case files against their expectations',
  help: `Usage: bridge-laws case run FILE [--edition 2017|2007] [--to-session SESSION --table T [--at TIME]]
       bridge-laws case check FILE|DIR… [--edition 2017|2007]

  run     prints the engine's report of the final state as JSON (every key present); with --to-session the
          board's result and the director's ruling (its adjusted score, Law 12C) go into the session file as
          table T's result line and a ruling (the line must name the pairs; a result it has must agree); the
          standings (\`appeal status\`) then score it. --at: when the ruling was given (ISO 8601, Law 92B)
  check   runs every *.case.yaml / *.case.json, prints PASS id or FAIL id: <first difference>,
          then "N passed, N failed"; exits 1 if any failed (a malformed file is a failure)

  --edition 2017|2007   run under that edition of the Laws instead of the case's own "edition"
                        (2017 when the case names none); laws are cited in that edition's numbers.
                        With --to-session the board must be ruled under the session's "edition" (2017
                        when it names none): --edition, when given, must be the same`,
  async run(args, io) {
    const flags = parseFlags(args, { edition: { type: 'string' }, 'to-session': { type: 'string' }, table: { type: 'string' }, at: { type: 'string' } });
    const { positionals } = flags;
    const edition = editionFlag(flags);
    const [sub, ...paths] = positionals;
    const session = stringFlag(flags, 'to-session');
    const table = stringFlag(flags, 'table');
    if ((session === undefined) !== (table === undefined)) throw new UsageError('--to-session and --table go together');
    if (sub !== 'run' && session !== undefined) throw new UsageError('--to-session goes with case run');
    if (sub === 'run') {
      if (paths.length !== 1) throw new UsageError('case run takes exactly one FILE');
      // A board recorded into a session must be ruled under the session's edition: --edition, when given, must agree.
      if (session !== undefined) editionOf(await loadSession(io, session), session, flags);
      const checked = await checkCaseFile(io, paths[0] as string, edition);
      if (checked.run === null) {
        io.err(`bridge-laws case: ${checked.failure ?? 'cannot run'}`);
        return EXIT.failure;
      }
      // A refused setup or event means the report is not the board the case records: say so, exit 1.
      const { stopped, report } = checked.run;
      io.out(JSON.stringify(stopped === null ? report : { ...report, error: report.error ?? stopped }, null, 2));
      if (stopped === null) {
        const state = checked.run.state;
        if (session === undefined || table === undefined) return EXIT.ok;
        if (state === null) throw new UsageError('the case has no board to record');
        return toSession(io, state, session, table, stringFlag(flags, 'at'));
      }
      io.err(`bridge-laws case: ${paths[0] as string}: ${stopped}`);
      return EXIT.failure;
    }
    if (sub === 'check') {
      if (paths.length === 0) throw new UsageError('case check needs at least one FILE or DIR');
      const results = await checkCases(io, paths, edition);
      for (const line of formatCheck(results)) io.out(line);
      return results.every((r) => r.passed) ? EXIT.ok : EXIT.failure;
    }
    throw new UsageError(sub === undefined ? 'expected run or check' : `unknown subcommand "${sub}" (expected run or check)`);
  },
};
