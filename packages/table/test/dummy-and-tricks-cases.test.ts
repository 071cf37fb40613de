import { describe, expect, test } from 'vitest';
import { join } from 'node:path';
import { checkCases } from './case-dir.js';

const dir = (name: string) => join(import.meta.dirname, '..', 'cases', name);

// Laws 42, 43 and 45C at the table: dummy's rights and limitations (the `dummy` action: 42A1, 42A2, 43A1(a), 43A2(a)–(c)), cards played by position or by name.
describe('Laws 42, 43, 45C — dummy and cards deemed played, recorded at the table', async () => {
  const results = await checkCases([dir('dummy')]);

  test('42A, 42B, 43A, 43B, 45C: every dummy case was found', () => {
    expect(results.map((r) => r.id).sort()).toEqual([
      'law42a1-dummy-states-fact-before-the-director', 'law42a2-dummy-counts-tricks',
      'law42b1-dummy-asks-declarer-about-revoke', 'law42b2-dummy-prevents-lead-from-wrong-hand', 'law42b3-dummy-draws-attention-after-play',
      'law43-only-dummy-acts-as-dummy', 'law43a1a-dummy-calls-director-after-attention', 'law43a1a-dummy-calls-director-on-his-own',
      'law43a2a-dummy-exchanges-hands', 'law43a2b-dummy-leaves-seat-to-watch', 'law43a2c-dummy-looks-at-defender-hand',
      'law43b2a-dummy-warns-lead-hand-after-breach', 'law43b3-dummy-after-breach-points-out-defender-revoke',
      'law45c1-defender-card-partner-could-see', 'law45c2a-declarer-card-face-up-at-table', 'law45c2b-declarer-card-in-played-position',
      'law45c3-declarer-touches-dummy-card', 'law45c4a-card-named-by-declarer-is-played',
    ]);
  });

  for (const r of results) {
    test(`${r.id.replace(/^law/, '').split('-')[0]?.toUpperCase()}: ${r.id} passes`, () => {
      expect(r.failure).toBeNull();
      expect(r.passed).toBe(true);
    });
  }
});

// Laws 41B, 41C, 61B and 66 at the table: reviewing the auction, asking the contract, asking about a revoke, inspecting quitted tricks.
describe('Laws 41B, 41C, 61B, 66 — questions and quitted tricks, recorded at the table', async () => {
  const results = await checkCases([dir('tricks')]);

  test('41B, 61B, 66: every case was found', () => {
    expect(results.map((r) => r.id).sort()).toEqual([
      'law41b-review-before-the-opening-lead', 'law61b2b-dummy-asks-a-defender', 'law61b3-defender-asks-partner', 'law66-inspecting-quitted-tricks',
    ]);
  });

  for (const r of results) {
    test(`${r.id} passes`, () => {
      expect(r.failure).toBeNull();
      expect(r.passed).toBe(true);
    });
  }
});
