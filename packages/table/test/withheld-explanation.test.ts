import { describe, expect, test } from 'vitest';
import { parseCase } from '@bridge-laws/table';

const withheld = (w: string) => `id: withheld
board: 1
events:
  - {by: N, call: 1NT}
  - {by: S, explain: {call: 1, asked-by: E, as: "15-17", withheld: ${w}}}
`;

describe('Law 40B5 — what an explanation left out, in a case file', () => {
  test('40B5(a): the source is agreement, partnership experience or general knowledge; anything else names the field and the law', () => {
    expect(parseCase(withheld('{what: "may hold a five-card major", source: agreement}')).ok).toBe(true);
    const bad = parseCase(withheld('{what: "may hold a five-card major", source: hunch}'));
    expect(bad.ok).toBe(false);
    if (!bad.ok) expect(bad.error).toMatch(/withheld\.source.*40B5\(a\).*agreement, partnership-experience, general-knowledge/);
  });
  test('40B5(a): what was left out must be said', () => {
    const bad = parseCase(withheld('{what: "", source: agreement}'));
    expect(bad.ok).toBe(false);
    if (!bad.ok) expect(bad.error).toMatch(/withheld\.what.*40B5\(a\)/);
  });
});
