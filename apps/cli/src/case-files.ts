// Case files from disk for `case run` and `case check`: the table package reads the text, the CLI the files.
import { join } from 'node:path';
import type { Edition } from '@bridge-laws/cards-and-boards';
import type { CheckedCase } from '@bridge-laws/table';
import { CASE_FILE_NAME, checkCaseText, unreadableCase } from '@bridge-laws/table';
import { FileError } from './files.js';
import type { CliIo } from './io.js';
import { FEDERATIONS } from './regulations.js';

/** Read and run one case file; a file that cannot be read is a failure naming it. */
export async function checkCaseFile(io: CliIo, file: string, edition?: Edition): Promise<CheckedCase> {
  let text: string;
  try {
    text = await io.readFile(file);
  } catch (e) {
    if (e instanceof FileError) return unreadableCase(file, e.message);
    throw e;
  }
  // A case file may name a federation's regulation; the command line knows the ones it ships with.
  // `edition`, when given, replaces the case's own (its header's `edition`, 2017 when absent).
  return checkCaseText(text, file, { regulations: FEDERATIONS, ...(edition === undefined ? {} : { edition }) });
}

/** The case files a path names: the file itself, or every *.case.yaml / *.case.json under a directory, in name order. */
async function collect(io: CliIo, path: string, out: string[]): Promise<void> {
  const entries = await io.entries(path);
  if (entries === null) {
    out.push(path);
    return;
  }
  for (const e of [...entries].sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0))) {
    const full = join(path, e.name);
    if (e.directory) await collect(io, full, out);
    else if (CASE_FILE_NAME.test(e.name)) out.push(full);
  }
}

/** Run every case file named or found under the directories named. */
export async function checkCases(io: CliIo, paths: readonly string[], edition?: Edition): Promise<CheckedCase[]> {
  const results: CheckedCase[] = [];
  for (const p of paths) {
    const files: string[] = [];
    try {
      await collect(io, p, files);
    } catch (e) {
      if (!(e instanceof FileError)) throw e;
      results.push(unreadableCase(p, e.message));
      continue;
    }
    for (const f of files) results.push(await checkCaseFile(io, f, edition));
  }
  return results;
}
