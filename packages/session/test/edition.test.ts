// The session's edition of the Laws: a value in the file, validated, 2017 when absent.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { newSession, readSession, sessionEdition, writeSession } from '@bridge-laws/session';

const text = readFileSync(join(import.meta.dirname, 'fixtures', 'club-pairs.session.json'), 'utf8');
const withEdition = (value: unknown) => JSON.stringify({ ...JSON.parse(text), edition: value });

describe('session edition', () => {
  test('a file without "edition" is ruled under the 2017 Laws, and is written back without one', () => {
    const r = readSession(text);
    expect(r.ok && sessionEdition(r.value)).toBe('2017');
    expect(r.ok && 'edition' in r.value).toBe(false);
    expect(r.ok && writeSession(r.value).includes('"edition"')).toBe(false);
  });

  test('"edition": "2007" reads as the 2007 Laws and survives a write', () => {
    const r = readSession(withEdition('2007'));
    expect(r.ok && sessionEdition(r.value)).toBe('2007');
    const again = r.ok ? readSession(writeSession(r.value)) : r;
    expect(again.ok && again.value.edition).toBe('2007');
  });

  test('an unknown edition is refused, naming the field and the editions', () => {
    for (const bad of ['1997', 2007, '', null]) {
      const r = readSession(withEdition(bad));
      expect(r.ok ? null : r.error).toEqual({ code: 'invalid-session', message: 'edition: must be an edition of the Laws: 2017 or 2007 (absent means 2017)' });
    }
  });

  test('newSession writes the edition only when it is not 2017', () => {
    const event = { name: 'club', kind: 'pairs', scoring: 'matchpoints' } as const;
    expect('edition' in newSession(event)).toBe(false);
    expect(sessionEdition(newSession(event, 'wbf', '2007'))).toBe('2007');
    expect(newSession(event, 'wbf', '2007').edition).toBe('2007');
  });
});
