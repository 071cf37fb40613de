// An adjusted score written as the traveller form takes it: assigned `4H E 9`, weighted `4H E 9 60; 4H E 10 40` (or a
// W line's scores `620@60; -100@40`),
// artificial `A+-` or `A60-40` (Law 12C).

/** What goes to the traveller: the table's result, or an adjusted score (Law 12C1(a), 12C1(c), 12C2). */
export const TRAVELLER_KINDS = ['table', 'assigned', 'weighted', 'artificial'] as const;
export type TravellerKind = (typeof TRAVELLER_KINDS)[number];

const GRADES: Record<string, string> = { 'avg-plus': '+', avg: '=', 'avg-minus': '-' };

/** One side's artificial grade as the traveller writes it: `+`, `=`, `-`, or a percentage. */
function gradeText(g: unknown): string | null {
  if (typeof g === 'string') return GRADES[g] ?? null;
  if (typeof g === 'object' && g !== null && typeof (g as { percent?: unknown }).percent === 'number') return String((g as { percent: number }).percent);
  return null;
}

/**
 * An adjusted score in the case-file vocabulary (the table's report `adjusted`, or `adjustedText` of a ruling) as an
 * entry's kind and text; null when it has no traveller form.
 */
export function adjustedEntry(adjusted: unknown): { kind: TravellerKind; text: string } | null {
  if (typeof adjusted !== 'object' || adjusted === null) return null;
  const a = adjusted as Record<string, unknown>;
  const resultText = (x: unknown): string | null => {
    if (typeof x !== 'object' || x === null) return null;
    const r = x as { contract?: unknown; declarer?: unknown; tricks?: unknown };
    if (r.contract === 'passed-out') return 'P';
    return typeof r.contract === 'string' && typeof r.declarer === 'string' && typeof r.tricks === 'number' ? `${r.contract} ${r.declarer} ${r.tricks}` : null;
  };
  // A W line's scores with their weights (12C1(c)): `620@60; -100@40`.
  if (Array.isArray(a.weightedScores)) {
    const parts = a.weightedScores.map((w: unknown) => {
      const x = w as { ns?: unknown; weight?: unknown };
      return typeof x.ns === 'number' && typeof x.weight === 'number' ? `${x.ns}@${Math.round(x.weight * 10000) / 100}` : null;
    });
    return parts.every((p) => p !== null) ? { kind: 'weighted', text: parts.join('; ') } : null;
  }
  if (Array.isArray(a.weighted)) {
    const parts = a.weighted.map((w: unknown) => {
      const text = resultText(w);
      const weight = (w as { weight?: unknown }).weight;
      return text === null || typeof weight !== 'number' ? null : `${text} ${Math.round(weight * 10000) / 100}`;
    });
    return parts.every((p) => p !== null) ? { kind: 'weighted', text: parts.join('; ') } : null;
  }
  const single = resultText(a);
  if (single !== null) return { kind: 'assigned', text: single };
  const ns = gradeText(a.NS);
  const ew = gradeText(a.EW);
  if (ns === null || ew === null) return null;
  const numeric = /^\d/.test(ns) || /^\d/.test(ew);
  // A60-40 for percentages; A+-, A== … for the grades (North-South first).
  if (numeric) return /^\d/.test(ns) && /^\d/.test(ew) ? { kind: 'artificial', text: `A${ns}-${ew}` } : null;
  return { kind: 'artificial', text: `A${ns}${ew}` };
}
