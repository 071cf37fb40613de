// Recorded events in the case-file vocabulary, as the record shows them and case files write them.

/** An event the way case files write it on one line: `{by: N, call: 1H}`. */
export function flow(v: unknown): string {
  if (Array.isArray(v)) return `[${v.map(flow).join(', ')}]`;
  if (typeof v === 'object' && v !== null) return `{${Object.entries(v).map(([k, x]) => `${k}: ${flow(x)}`).join(', ')}}`;
  return String(v);
}
