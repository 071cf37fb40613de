// Where a command writes: real streams in the binary, buffers in tests.

export interface CliIo {
  out(text: string): void;
  err(text: string): void;
  /** Read a file named on the command line (UTF-8). */
  readFile(path: string): Promise<string>;
}

/** Exit codes: 0 ok, 1 failure (bad data, failed checks), 2 usage (bad arguments). */
export const EXIT = { ok: 0, failure: 1, usage: 2 } as const;
export type ExitCode = (typeof EXIT)[keyof typeof EXIT];
