// Equality of plain data (what a state or a record holds): by value, whatever the order of keys — so a
// value read back from JSON compares equal to the one written, unlike a comparison of JSON texts.

export function sameData(a: unknown, b: unknown): boolean {
  if (a === b) return true; // -0 equals 0, as JSON writes both as 0
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  if (Array.isArray(a)) {
    const bs = b as readonly unknown[];
    return a.length === bs.length && a.every((x, i) => sameData(x, bs[i]));
  }
  const ao = a as Readonly<Record<string, unknown>>;
  const bo = b as Readonly<Record<string, unknown>>;
  // A key holding undefined is absent, as in JSON.
  const keys = (o: Readonly<Record<string, unknown>>) => Object.keys(o).filter((k) => o[k] !== undefined);
  const ak = keys(ao);
  const bk = keys(bo);
  return ak.length === bk.length && ak.every((k) => Object.hasOwn(bo, k) && sameData(ao[k], bo[k]));
}
