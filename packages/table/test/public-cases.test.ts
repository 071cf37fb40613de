import { describe, expect, test } from 'vitest';
import { join } from 'node:path';
import { checkCases } from '@bridge-laws/table';

const here = import.meta.dirname;

// Play cases wait for the play engine (Laws 41–67): until then each must fail on its first card
// played after the auction, with a wrong-phase refusal — never pass, never be skipped silently.
const PLAY_NOT_YET = [
  'law44-full-play-no-irregularity',
  'law50b-minor-and-major-penalty-cards',
  'law54a-declarer-spreads-and-becomes-dummy',
  'law54b-opening-lead-out-of-turn-accepted',
  'law54d-opening-lead-out-of-turn-rejected',
  'law64a1-revoke-won-by-offender-two-tricks',
];

describe('public cases', async () => {
  const results = await checkCases([join(here, '..', 'cases', 'public')]);

  test('every public case file was found and read', () => {
    expect(results.length).toBe(15);
  });

  for (const r of results) {
    if (PLAY_NOT_YET.includes(r.id)) {
      test(`${r.id} is pending the play engine (wrong-phase)`, () => {
        expect(r.passed).toBe(false);
        expect(r.failure).toMatch(/refused \(wrong-phase\)/);
      });
    } else {
      test(`${r.id} passes`, () => {
        expect(r.failure).toBeNull();
        expect(r.passed).toBe(true);
      });
    }
  }
});
