import { describe, expect, test } from 'vitest';
import { cli } from './helpers.js';

describe('bridge-laws auction (Laws 17–40)', () => {
  test('22A: prints the contract and the declarer', async () => {
    const r = await cli('auction', 'P 1NT 2C X P P P', '--dealer', 'N');
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(/^Contract 2CX by S; opening lead from W/);
  });

  test('27A1: an insufficient bid prints who chooses, the options and the law', async () => {
    const r = await cli('auction', '1S 1H', '--dealer', 'N');
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(/Law 27A1/);
    expect(r.stdout).toMatch(/^S chooses: accept or reject \(Law 27A1\)$/m);
  });

  test('29A: a seat prefix records a call out of rotation', async () => {
    const r = await cli('auction', '1C P W:P', '--json');
    expect(JSON.parse(r.stdout)).toMatchObject({ auction: ['1C', 'P'], pending: { kind: 'choice', by: 'N', options: ['accept', 'reject'] } });
  });

  test('2: --board takes the dealer of the board', async () => {
    const r = await cli('auction', '1S P P P', '--board', '6', '--json');
    expect(JSON.parse(r.stdout)).toMatchObject({ dealer: 'E', contract: '1S', declarer: 'E' });
  });

  test('an unknown call is a usage error naming the call', async () => {
    const r = await cli('auction', '1C 1Z');
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/"1Z"/);
  });
});
