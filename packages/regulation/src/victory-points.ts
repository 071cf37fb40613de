// Law 78D default: the WBF continuous 20-VP scale (2013), the value of the `wbf-continuous` setting.

const TAU = (Math.sqrt(5) - 1) / 2;

function formula(margin: number, blitz: number): number {
  if (margin >= blitz) return 20;
  return 10 + (10 * (1 - TAU ** ((3 * margin) / blitz))) / (1 - TAU ** 3);
}

const round2 = (x: number) => Math.round(x * 100) / 100;

// Published tables per number of boards, computed once (a cache: the function stays pure).
const TABLES = new Map<number, readonly number[]>();

/**
 * The winner's VPs for whole-IMP margins 0…blitz as the WBF publishes them: the formula rounded to
 * two decimals, then smoothed so that no step is larger than the step before it (where rounding
 * makes a step grow, the lower value is raised by 0.01 until the steps never grow).
 */
function table(boards: number): readonly number[] {
  const cached = TABLES.get(boards);
  if (cached) return cached;
  const blitz = 15 * Math.sqrt(boards);
  const v: number[] = [];
  for (let m = 0; m <= Math.ceil(blitz); m++) v.push(round2(formula(m, blitz)));
  for (let changed = true; changed; ) {
    changed = false;
    for (let m = 1; m + 1 < v.length; m++) {
      const before = round2((v[m] as number) - (v[m - 1] as number));
      const after = round2((v[m + 1] as number) - (v[m] as number));
      if (after > before) {
        v[m] = round2((v[m] as number) + 0.01);
        changed = true;
      }
    }
  }
  TABLES.set(boards, v);
  return v;
}

/**
 * VPs for a margin of `imps` over a match of `boards` boards. The blitz margin is 15·√boards; below it
 * the winner gets 10 + 10·(1 − τ^(3m/blitz)) / (1 − τ³) with τ = (√5 − 1)/2, two decimals; at or above
 * it 20. Whole-IMP margins use the published (smoothed) table; fractional margins the formula. The
 * loser gets 20 minus the winner's VPs. Returns [winner, loser]; a negative margin reads as its size.
 */
export function wbfVictoryPoints(imps: number, boards: number): readonly [number, number] {
  if (!(boards > 0)) throw new RangeError(`a match has at least one board, got ${boards}`);
  const margin = Math.abs(imps);
  const blitz = 15 * Math.sqrt(boards);
  const whole = Number.isInteger(margin) ? table(boards)[margin] : undefined;
  const winner = margin >= blitz ? 20 : (whole ?? round2(formula(margin, blitz)));
  return [winner, round2(20 - winner)];
}
