import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import type { Flags } from '../src/command.js';
import { UsageError } from '../src/command.js';
import { boardRange, outputFormat, threadCount } from '../src/shared-flags.js';
import { cli } from './helpers.js';

const flags = (values: Flags['values']): Flags => ({ values, positionals: [] });

describe('the flags solve, handrecord, deal and appeal share', () => {
  test('--json stands for --format json; the fallback when neither is given', () => {
    expect(outputFormat(flags({ json: true }), ['pbn', 'json'], 'pbn')).toBe('json');
    expect(outputFormat(flags({ format: 'json', json: true }), ['text', 'json'], 'text')).toBe('json');
    expect(outputFormat(flags({}), ['text', 'json'], 'text')).toBe('text');
    expect(outputFormat(flags({ format: 'html' }), ['pbn', 'html'], 'pbn')).toBe('html');
  });

  test('a format outside the list, or two formats at once, is a usage error naming the flag', () => {
    expect(() => outputFormat(flags({ format: 'xml' }), ['text', 'json'], 'text')).toThrow(new UsageError('--format: must be text or json'));
    expect(() => outputFormat(flags({ format: 'pbn', json: true }), ['pbn', 'json'], 'pbn')).toThrow(/--json and --format pbn ask for two formats/);
  });

  test('--boards: N or N-M within the limit', () => {
    expect(boardRange('7', 10)).toEqual({ from: 7, to: 7 });
    expect(boardRange('1-36', 36)).toEqual({ from: 1, to: 36 });
    expect(() => boardRange('1-37', 36)).toThrow('--boards: at most 36 boards at once');
    expect(() => boardRange('0-3', 36)).toThrow('--boards: must satisfy 1 ≤ first ≤ last');
  });

  test('--boards over any text: a range within bounds, or a usage error naming --boards', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), (text) => {
        try {
          const r = boardRange(text, 1000);
          expect(Number.isInteger(r.from) && r.from >= 1 && r.to >= r.from && r.to - r.from < 1000).toBe(true);
        } catch (e) {
          expect(e).toBeInstanceOf(UsageError);
          expect((e as Error).message.startsWith('--boards: ')).toBe(true);
        }
      }),
    );
  });

  test('--threads: 1 to 64, never more than the boards', () => {
    expect(threadCount(flags({ threads: '8' }), 3)).toBe(3);
    expect(threadCount(flags({ threads: '2' }), 36)).toBe(2);
    expect(threadCount(flags({}), 1)).toBe(1);
    expect(() => threadCount(flags({ threads: '0' }), 4)).toThrow('--threads: must be a whole number from 1 to 64');
  });

  test('handrecord takes --json as deal does; appeal takes --format json as solve does', async () => {
    const bad = await cli('handrecord', '--boards', '1', '--json', '--format', 'html');
    expect(bad.code).toBe(2);
    expect(bad.stderr).toMatch(/--json and --format html ask for two formats/);
    const appeal = await cli('appeal', 'status', 'no-such.session.json', '--format', 'xml');
    expect(appeal.code).toBe(2);
    expect(appeal.stderr).toMatch(/--format: must be text or json/);
  });
});
