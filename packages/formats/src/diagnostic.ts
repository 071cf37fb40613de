// Findings about a file: where (file, line, column, game, tag), how bad, and a stable code.

export type Severity = 'error' | 'warning';

export interface Diagnostic {
  readonly severity: Severity;
  /** Stable kebab-case code, e.g. `bad-deal`, `unknown-tag`. */
  readonly code: string;
  readonly message: string;
  readonly file?: string;
  /** 1-based line and column of the offending text. */
  readonly line: number;
  readonly column: number;
  /** 1-based index of the game (PBN) or board (LIN) in the file; 0 before the first one. */
  readonly game: number;
  readonly tag?: string;
}

/** A file that could not be read: the first error in words, and every finding. */
export interface FormatFailure {
  readonly code: 'invalid-file';
  readonly message: string;
  readonly diagnostics: readonly Diagnostic[];
}

/** `file:line:column: game N [Tag]: message` — the one spelling used in messages and reports. */
export function formatDiagnostic(d: Diagnostic): string {
  const where = `${d.file ?? '<text>'}:${d.line}:${d.column}`;
  const game = d.game > 0 ? ` game ${d.game}` : '';
  const tag = d.tag === undefined ? '' : ` [${d.tag}]`;
  return `${where}:${game}${tag} ${d.severity}: ${d.message}`;
}

export function failure(diagnostics: readonly Diagnostic[]): FormatFailure {
  // A control character (a binary or UTF-16 file) explains every other error: it is named first.
  const first = diagnostics.find((d) => d.severity === 'error' && d.code === 'control-character') ?? diagnostics.find((d) => d.severity === 'error') ?? diagnostics[0];
  return {
    code: 'invalid-file',
    message: first === undefined ? 'the file could not be read' : formatDiagnostic(first),
    diagnostics,
  };
}
