// Reading case files from disk: `case run FILE` and `case check FILE|DIR…`.
import { readdir, readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { CaseRun, RunOptions } from './case-run.js';
import { parseCase, runCase } from './case-run.js';

const CASE_FILE = /\.case\.(ya?ml|json)$/;

async function collect(path: string, out: string[]): Promise<void> {
  const info = await stat(path);
  if (!info.isDirectory()) {
    out.push(path);
    return;
  }
  const names = (await readdir(path)).sort();
  for (const name of names) {
    const full = join(path, name);
    if ((await stat(full)).isDirectory()) await collect(full, out);
    else if (CASE_FILE.test(name)) out.push(full);
  }
}

export interface CheckedCase {
  readonly file: string;
  /** The case id, or the file name when the file could not be read. */
  readonly id: string;
  readonly passed: boolean;
  readonly failure: string | null;
  readonly run: CaseRun | null;
}

/** Read and run one case file; an unreadable or malformed file is a failure naming the problem. */
export async function checkCaseFile(file: string, options: RunOptions = {}): Promise<CheckedCase> {
  let content: string;
  try {
    content = await readFile(file, 'utf8');
  } catch (e) {
    return { file, id: file, passed: false, failure: `${file}: cannot read: ${e instanceof Error ? e.message : String(e)}`, run: null };
  }
  const parsed = parseCase(content, file);
  if (!parsed.ok) return { file, id: file, passed: false, failure: parsed.error, run: null };
  const run = runCase(parsed.value, options);
  return { file, id: run.id, passed: run.passed, failure: run.failure, run };
}

/** Run every case file named or found under the directories named, in file-name order. */
export async function checkCases(paths: readonly string[], options: RunOptions = {}): Promise<CheckedCase[]> {
  const files: string[] = [];
  const results: CheckedCase[] = [];
  for (const p of paths) {
    try {
      await collect(p, files);
    } catch {
      results.push({ file: p, id: p, passed: false, failure: `${p}: no such file or directory`, run: null });
    }
  }
  for (const f of files) results.push(await checkCaseFile(f, options));
  return results;
}

/** The lines `case check` prints: one per case, then the totals. */
export function formatCheck(results: readonly CheckedCase[]): string[] {
  const lines = results.map((r) => (r.passed ? `PASS ${r.id}` : `FAIL ${r.id}: ${r.failure ?? 'failed'}`));
  const passed = results.filter((r) => r.passed).length;
  lines.push(`${passed} passed, ${results.length - passed} failed`);
  return lines;
}
