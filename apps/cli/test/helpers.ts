// Run the CLI in-process, with the same files as the binary, and capture what it prints.
import { nodeIo } from '../src/files.js';
import { runCli } from '../src/run.js';

export interface CliRun {
  readonly code: number;
  readonly stdout: string;
  readonly stderr: string;
}

export async function cli(...argv: string[]): Promise<CliRun> {
  const out: string[] = [];
  const err: string[] = [];
  const code = await runCli(argv, nodeIo((t) => out.push(t), (t) => err.push(t)));
  return { code, stdout: out.join('\n'), stderr: err.join('\n') };
}
