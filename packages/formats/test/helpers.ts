// Fixture access for tests: files copied from public bridge data (see fixtures/README.md).
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { decodeText } from '../src/index.js';

export const FIXTURES = join(import.meta.dirname, 'fixtures');

export function fixture(path: string): string {
  return decodeText(readFileSync(join(FIXTURES, path)));
}

/** The bytes as ISO 8859-1, the character set the PBN Verifier tests were written in. */
export function latin1Fixture(path: string): string {
  return readFileSync(join(FIXTURES, path), 'latin1');
}

export function fixtureNames(dir: string, ext: string): string[] {
  return readdirSync(join(FIXTURES, dir)).filter((f) => f.endsWith(ext)).sort();
}
