// The command line as a person uses it: --version, help <command>, exit codes, numbers as written, any argument.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import { BoundedWorker } from '@bridge-laws/config/bounded-worker';
import { afterAll, describe, expect, test } from 'vitest';
import { COMMANDS } from '../src/commands/index.js';
import { cli } from './helpers.js';

const pkg = JSON.parse(readFileSync(join(import.meta.dirname, '..', 'package.json'), 'utf8')) as { version: string };

describe('bridge-laws itself', () => {
  test('--version prints the package version', async () => {
    for (const flag of ['--version', '-V', 'version']) {
      const r = await cli(flag);
      expect(r).toEqual({ code: 0, stdout: `bridge-laws ${pkg.version}`, stderr: '' });
    }
  });

  test('help <command> prints that command\u2019s help, for every command', async () => {
    for (const c of COMMANDS) {
      const r = await cli('help', c.name);
      expect(r.code).toBe(0);
      expect(r.stdout).toBe(c.help);
      expect((await cli(c.name, '--help')).stdout).toBe(c.help);
    }
    const score = await cli('help', 'score');
    expect(score.stdout).toMatch(/^Usage: bridge-laws score /);
  });

  test('help of an unknown command, an unknown command, no command: usage errors (exit 2) on stderr', async () => {
    expect(await cli('help', 'nonsense')).toMatchObject({ code: 2, stdout: '' });
    expect(await cli('nonsense')).toMatchObject({ code: 2, stdout: '' });
    const none = await cli();
    expect(none.code).toBe(2);
    expect(none.stderr).toMatch(/^Usage: bridge-laws <command>/);
  });
});

describe('numbers as the user wrote them', () => {
  test('2: board 16 is board 16; 0x10, 1e1, +3, 16.0, " 16" and 0 are refused (exit 2)', async () => {
    expect((await cli('board', '16', '--json')).stdout).toBe('{"board":16,"dealer":"W","vulnerable":"EW"}');
    for (const bad of ['0x10', '1e1', '+3', '16.0', ' 16', '0', '-1', '', '99999999999999999999']) {
      const r = await cli('board', bad);
      expect(r.code, bad).toBe(2);
      // "-1" reads as an unknown option; every other one names the board number.
      expect(r.stderr, bad).toMatch(bad === '-1' ? /^bridge-laws board: Unknown option '-1'/ : /^bridge-laws board: the board number must be/);
    }
  });

  test('auction --board and ruling --board read digits only', async () => {
    expect((await cli('auction', '1S P P P', '--board', '0x6')).code).toBe(2);
    expect((await cli('ruling', 'add', 'x.json', '--board', '1e1', '--table', '1')).code).toBe(2);
  });
});

describe('auction never drops a call', () => {
  test('27A1: calls after a pending choice stop the command, naming the first call not applied (exit 1)', async () => {
    const r = await cli('auction', '1H 1D 2D P P P');
    expect(r.code).toBe(1);
    expect(r.stdout).toBe('');
    expect(r.stderr).toBe('bridge-laws auction: call 3 "2D" not applied: S must first choose accept or reject (Law 27A1); give it with --decide');
  });

  test('27A1: --decide accept settles the choice and every call is applied', async () => {
    const r = await cli('auction', '1H 1D P P P', '--decide', 'accept', '--json');
    expect(r.code).toBe(0);
    expect(JSON.parse(r.stdout)).toMatchObject({ auction: ['1H', '1D', 'P', 'P', 'P'], contract: '1D', declarer: 'E', decisions: [{ by: 'S', option: 'accept', law: '27A1' }] });
  });

  test('a call that is no call is a usage error naming it; garbage is never accepted', async () => {
    const r = await cli('auction', '1H 1D banana 9Z XXX');
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/call 3 "banana" is not a call/);
  });

  test('--decide with no choice pending, or an option not offered, is a usage error', async () => {
    expect((await cli('auction', '1S P P P', '--decide', 'accept')).code).toBe(2);
    const wrong = await cli('auction', '1S 1H P', '--decide', 'keep');
    expect(wrong.code).toBe(2);
    expect(wrong.stderr).toMatch(/--decide keep: S chooses accept or reject here \(Law 27A1\)/);
  });

  test('property: every auction either applies every call (exit 0, all calls accounted for) or names the call it stopped at', async () => {
    const call = fc.constantFrom('P', 'X', 'XX', '1C', '1D', '1H', '1S', '1NT', '2C', '2H', '3NT', '7NT', 'E:P', 'W:1S', 'S:X');
    await fc.assert(fc.asyncProperty(fc.array(call, { minLength: 1, maxLength: 14 }), async (calls) => {
      const r = await cli('auction', calls.join(' '), '--json');
      if (r.code === 0) {
        const state = JSON.parse(r.stdout) as { auction: string[]; pending: unknown };
        // Every call stands, or was cancelled by a rectification the engine recorded: none was silently skipped.
        expect(state.auction.length).toBeLessThanOrEqual(calls.length);
      } else {
        expect(r.code).toBe(1);
        expect(r.stderr).toMatch(/^bridge-laws auction: call \d+ "[^"]+" not applied: /);
        const n = Number(/call (\d+)/.exec(r.stderr)?.[1]);
        expect(calls[n - 1]).toBe(/"([^"]+)"/.exec(r.stderr)?.[1]);
      }
    }), { numRuns: 150 });
  }, 60_000);
});

/** Arguments of any characters, including control characters and lone surrogates. */
const anyArg = fc.oneof(fc.string({ unit: 'binary', maxLength: 20 }), fc.constantFrom('--json', '--help', '--board', '--dealer', '--decide', '--vul', '--boards', '-x', '--', '0x10', '1e3', '\u0000', 'N', 'add', 'run', 'check', 'list', 'status'));

describe('fuzzing the arguments (whole character range)', () => {
  // Commands that do not touch files or take long: every argument vector ends in a known exit code and clear
  // words. Each vector runs in a worker thread under the shared clock (a hang guard, not a speed measurement):
  // a command stuck in a loop fails the test with its arguments instead of hanging it.
  const names = ['board', 'auction', 'deal', 'score', 'ruling', 'appeal', 'case', 'demo', 'nonsense', 'help'];
  const commands = new BoundedWorker(new URL('./fuzz/entry.mjs', import.meta.url), { boundMs: 5000 });
  afterAll(() => commands.close());

  test('every argument vector: exit 0, 1 or 2, never a raw runtime message, within a bound', async () => {
    await fc.assert(fc.asyncProperty(fc.constantFrom(...names), fc.array(anyArg, { maxLength: 5 }), async (name, rest) => {
      // deal's board range is its own bound; keep the fuzz from asking for 100 000 boards.
      if (name === 'deal') rest = rest.filter((a) => a !== '--boards');
      const argv = [name, ...rest];
      expect(await commands.check({ argv }, argv.join(' '))).toBeNull();
    }), { numRuns: 400 });
  }, 180_000);

  test('the clock can fail: a command vector the worker cannot answer in time is reported with its arguments', async () => {
    const stuck = new BoundedWorker(new URL('./fuzz/stuck.mjs', import.meta.url), { boundMs: 200, startMs: 200 });
    try {
      expect(await stuck.check({ argv: ['board', '1'] }, 'board 1')).toMatch(/^no answer within 200 ms \(hang\?\) for "board 1"/);
    } finally {
      await stuck.close();
    }
  });
});
