// Rounding of totals (convention `totalsDecimals`), shared by the pairs, individual and teams events.

/** Floating-point dust removed (six decimals), or the convention's decimals with halves away from zero. */
export function roundTotal(x: number, decimals: number | null): number {
  const clean = Math.round(x * 1e6) / 1e6 || 0;
  if (decimals === null) return clean;
  const f = 10 ** decimals;
  const y = clean * f;
  return (Math.sign(y) * Math.round(Math.abs(y) + 1e-9)) / f || 0;
}

/** Convention `travellerDecimals`: a printed traveller figure to N decimals, halves to even (12.65 → 12.6, 6.35 → 6.4). */
export function roundHalfEven(x: number, decimals: number): number {
  const f = 10 ** decimals;
  const y = Math.round(x * f * 1e6) / 1e6; // the decimal value, float dust removed
  const floor = Math.floor(y);
  const diff = y - floor;
  const r = diff > 0.5 + 1e-9 ? floor + 1 : diff < 0.5 - 1e-9 ? floor : floor % 2 === 0 ? floor : floor + 1;
  return r / f || 0;
}
