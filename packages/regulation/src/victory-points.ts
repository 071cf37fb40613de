// Law 78D default: the WBF continuous 20-VP scale (2013), the value of the `wbf-continuous` setting.

const TAU = (Math.sqrt(5) - 1) / 2;

/**
 * VPs for a margin of `imps` over a match of `boards` boards: the blitz margin is 15·√boards; below it
 * the winner gets 10 + 10·(1 − τ^(3m/blitz)) / (1 − τ³) with τ = (√5 − 1)/2, rounded to two
 * decimals; at or above it 20. The loser gets 20 minus the winner's VPs. Returns [winner, loser] for
 * the side with the larger IMP total (a negative margin is read as its absolute value).
 */
export function wbfVictoryPoints(imps: number, boards: number): readonly [number, number] {
  if (!(boards > 0)) throw new RangeError(`a match has at least one board, got ${boards}`);
  const margin = Math.abs(imps);
  const blitz = 15 * Math.sqrt(boards);
  const raw = margin >= blitz ? 20 : 10 + (10 * (1 - TAU ** ((3 * margin) / blitz))) / (1 - TAU ** 3);
  const winner = Math.min(20, Math.round(raw * 100) / 100);
  return [winner, Math.round((20 - winner) * 100) / 100];
}
