// Where a command writes: real streams in the binary, buffers in tests.

/** One name in a directory. */
export interface DirEntry {
  readonly name: string;
  readonly directory: boolean;
}

export interface CliIo {
  out(text: string): void;
  err(text: string): void;
  /** Read a text file named on the command line, in its encoding (UTF-8, UTF-16, Windows-1250, ISO 8859-1/2). */
  readFile(path: string): Promise<string>;
  /** Write a file named on the command line (UTF-8). */
  writeFile(path: string, text: string): Promise<void>;
  /** The names in a directory, or null when the path is a file. */
  entries(path: string): Promise<readonly DirEntry[] | null>;
}

/** Exit codes: 0 ok, 1 failure (bad data, failed checks), 2 usage (bad arguments). */
export const EXIT = { ok: 0, failure: 1, usage: 2 } as const;
export type ExitCode = (typeof EXIT)[keyof typeof EXIT];
