// Run the CLI in-process and capture what it prints.
import { readFile, writeFile } from 'node:fs/promises';
import { runCli } from '../src/run.js';

export interface CliRun {
  readonly code: number;
  readonly stdout: string;
  readonly stderr: string;
}

export async function cli(...argv: string[]): Promise<CliRun> {
  const out: string[] = [];
  const err: string[] = [];
  const code = await runCli(argv, {
    out: (t) => out.push(t),
    err: (t) => err.push(t),
    readFile: (p) => readFile(p, 'utf8'),
    readBytes: async (p) => new Uint8Array(await readFile(p)),
    writeFile: (p, text) => writeFile(p, text, 'utf8'),
  });
  return { code, stdout: out.join('\n'), stderr: err.join('\n') };
}
