// The tests read case folders from disk themselves: the package reads text, the CLI reads files.
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { CheckedCase } from '@bridge-laws/table';
import { CASE_FILE_NAME, checkCaseText } from '@bridge-laws/table';

function collect(path: string, out: string[]): void {
  if (!statSync(path).isDirectory()) {
    out.push(path);
    return;
  }
  for (const name of readdirSync(path).sort()) {
    const full = join(path, name);
    if (statSync(full).isDirectory()) collect(full, out);
    else if (CASE_FILE_NAME.test(name)) out.push(full);
  }
}

/** Every case file under the paths, run in file-name order. */
export async function checkCases(paths: readonly string[]): Promise<CheckedCase[]> {
  const files: string[] = [];
  for (const p of paths) collect(p, files);
  return files.map((f) => checkCaseText(readFileSync(f, 'utf8'), f));
}
