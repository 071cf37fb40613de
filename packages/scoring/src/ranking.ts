// Standings: contestants ordered by score, equal scores sharing a place (`3=`).

export interface Ranked<T> {
  readonly item: T;
  /** 1-based place; tied contestants share the best of their places. */
  readonly place: number;
  readonly tied: boolean;
  /** `1`, `3=`… as published. */
  readonly label: string;
}

/**
 * Rank by `score`, best first. Scores equal to `decimals` places tie (published totals are rounded);
 * the input order breaks nothing: tied contestants keep their input order.
 */
export function rankWithTies<T>(items: readonly T[], score: (item: T) => number, decimals = 6): Ranked<T>[] {
  const f = 10 ** decimals;
  const keyed = items.map((item, i) => ({ item, i, key: Math.round(score(item) * f) }));
  keyed.sort((a, b) => b.key - a.key || a.i - b.i);
  const out: Ranked<T>[] = [];
  for (let k = 0; k < keyed.length; ) {
    let end = k;
    while (end + 1 < keyed.length && (keyed[end + 1] as { key: number }).key === (keyed[k] as { key: number }).key) end++;
    const tied = end > k;
    for (let j = k; j <= end; j++) {
      out.push({ item: (keyed[j] as { item: T }).item, place: k + 1, tied, label: `${k + 1}${tied ? '=' : ''}` });
    }
    k = end + 1;
  }
  return out;
}
