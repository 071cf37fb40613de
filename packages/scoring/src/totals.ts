// Rounding of totals (convention `totalsDecimals`), shared by the pairs, individual and teams events.

/** Floating-point dust removed (six decimals), or the convention's decimals with halves away from zero. */
export function roundTotal(x: number, decimals: number | null): number {
  const clean = Math.round(x * 1e6) / 1e6 || 0;
  if (decimals === null) return clean;
  const f = 10 ** decimals;
  const y = clean * f;
  return (Math.sign(y) * Math.round(Math.abs(y) + 1e-9)) / f || 0;
}
