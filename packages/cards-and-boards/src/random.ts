// Random sources for Law 6 dealing: secure by default, or reproducible from a seed.

/** A source of uniformly distributed 32-bit unsigned integers. */
export interface RandomSource {
  readonly kind: 'secure' | 'seeded';
  nextUint32(): number;
}

const TWO_32 = 4294967296;

/** An unbiased integer in [0, bound) for 1 ≤ bound ≤ 2^16 (Lemire's multiply-and-reject). */
export function randomBelow(source: RandomSource, bound: number): number {
  const threshold = TWO_32 % bound;
  for (;;) {
    const m = source.nextUint32() * bound;
    const low = m % TWO_32;
    if (low >= threshold) return Math.floor(m / TWO_32);
  }
}

/** Cryptographically secure: Web Crypto's getRandomValues (Node ≥ 20 and browsers), buffered. */
export function secureRandom(): RandomSource {
  const buffer = new Uint32Array(16384);
  let next = buffer.length;
  return {
    kind: 'secure',
    nextUint32() {
      if (next === buffer.length) {
        globalThis.crypto.getRandomValues(buffer);
        next = 0;
      }
      return buffer[next++] as number;
    },
  };
}

/**
 * The seeded generator, version 1 (`SEEDED_GENERATOR_VERSION`). Never change its output: a seed
 * must give the same boards on every run and every release.
 *
 * - The seed text is encoded as UTF-8 and hashed with 32-bit FNV-1a four times, with the offset
 *   basis xored by 0, 1, 2, 3, giving four 32-bit words.
 * - Each word is passed through the SplitMix32 finaliser; an all-zero state is replaced by 1.
 * - The words seed xoshiro128** (Blackman and Vigna), which produces the 32-bit outputs.
 */
export const SEEDED_GENERATOR_VERSION = 1;

function fnv1a(bytes: Uint8Array, salt: number): number {
  let h = (0x811c9dc5 ^ salt) >>> 0;
  for (const b of bytes) {
    h ^= b;
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h;
}

function splitmix32(x: number): number {
  let z = (x + 0x9e3779b9) >>> 0;
  z = Math.imul(z ^ (z >>> 16), 0x85ebca6b) >>> 0;
  z = Math.imul(z ^ (z >>> 13), 0xc2b2ae35) >>> 0;
  return (z ^ (z >>> 16)) >>> 0;
}

export function seededRandom(seed: string): RandomSource {
  const bytes = new TextEncoder().encode(seed);
  // The state in a typed array, not in closed-over variables: those are checked and re-tagged on
  // every access, which costs more than the generator's own arithmetic.
  const state = Int32Array.of(
    splitmix32(fnv1a(bytes, 0)),
    splitmix32(fnv1a(bytes, 1)),
    splitmix32(fnv1a(bytes, 2)),
    splitmix32(fnv1a(bytes, 3)),
  );
  if (state.every((word) => word === 0)) state[0] = 1;
  return {
    kind: 'seeded',
    nextUint32() {
      // xoshiro128** on the words a, b, c, d.
      const a = state[0] as number;
      const b = state[1] as number;
      const c = (state[2] as number) ^ a;
      const d = (state[3] as number) ^ b;
      state[0] = a ^ d;
      state[1] = b ^ c;
      state[2] = c ^ (b << 9);
      state[3] = rotl(d, 11);
      return Math.imul(rotl(Math.imul(b, 5), 7), 9) >>> 0;
    },
  };
}

function rotl(x: number, k: number): number {
  return (x << k) | (x >>> (32 - k));
}
