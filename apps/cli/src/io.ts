// Where a command writes: real streams in the binary, buffers in tests.

export interface CliIo {
  out(text: string): void;
  err(text: string): void;
  /** Read a file named on the command line (UTF-8). */
  readFile(path: string): Promise<string>;
  /** Read a file as bytes (formats that may be Latin-1 or UTF-8). */
  readBytes(path: string): Promise<Uint8Array>;
  /** Write a file named on the command line (UTF-8). */
  writeFile(path: string, text: string): Promise<void>;
}

/** Exit codes: 0 ok, 1 failure (bad data, failed checks), 2 usage (bad arguments). */
export const EXIT = { ok: 0, failure: 1, usage: 2 } as const;
export type ExitCode = (typeof EXIT)[keyof typeof EXIT];
