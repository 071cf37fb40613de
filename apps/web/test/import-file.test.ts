// The desk's file import: bytes decoded in their encoding, binary and over-deep files refused with a clear message.
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { translate } from '../src/i18n/messages.js';
import { MAX_IMPORT_BYTES, checkedText, importedText } from '../src/import-file.js';

const en = (k: Parameters<typeof translate>[1]) => translate('en', k);
const pl = (k: Parameters<typeof translate>[1]) => translate('pl', k);
const utf16le = (text: string) => new Uint8Array(Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(text, 'utf16le')]));

describe('importedText', () => {
  test('UTF-8 reads as is, with no note', () => {
    expect(importedText(new TextEncoder().encode('board,ns\n1,2'), 'r.csv', en)).toEqual({ ok: true, value: { text: 'board,ns\n1,2', note: null } });
  });

  test('UTF-16 and Windows-1250 are decoded and named, in the desk\u2019s language', () => {
    expect(importedText(utf16le('[Event "Łódź"]'), 'e.pbn', en)).toEqual({ ok: true, value: { text: '[Event "Łódź"]', note: 'e.pbn: read as UTF-16 LE' } });
    const cp1250 = importedText(new Uint8Array([0x5b, 0xa3, 0xf3, 0x64, 0x9f, 0x5d]), 'e.pbn', pl);
    expect(cp1250).toEqual({ ok: true, value: { text: '[Łódź]', note: 'e.pbn: odczytano jako Windows-1250' } });
  });

  test('a binary file is refused with the control character and its place', () => {
    const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d]);
    expect(importedText(png, 'photo.pbn', en)).toEqual({ ok: false, error: 'photo.pbn: not a text file (is it binary?): control character 0x1A (2:1)' });
  });

  test('a file past the size bound, and a case file nested past 64 levels, are refused', () => {
    expect(importedText(new Uint8Array(MAX_IMPORT_BYTES + 1), 'big.lin', en)).toEqual({ ok: false, error: 'big.lin: too large to import (16 MB)' });
    expect(checkedText('['.repeat(100_000), 'deep.case.json', en)).toEqual({ ok: false, error: 'deep.case.json: nested too deeply for a case file: more levels than 64 (1:64)' });
    // Only case files nest: a PBN file with brackets is the PBN reader's to judge.
    expect(checkedText('['.repeat(100), 'x.pbn', en).ok).toBe(true);
  });

  test('fuzz: any bytes give text or a message naming the file, within a bound', () => {
    fc.assert(fc.property(fc.uint8Array({ maxLength: 3000 }), fc.constantFrom('a.pbn', 'a.case.yaml', 'a.json', 'a.csv'), (bytes, name) => {
      const start = performance.now();
      const r = importedText(bytes, name, en);
      // A hang guard, not a speed measurement.
      expect(performance.now() - start).toBeLessThan(1000);
      if (!r.ok) expect(r.error.startsWith(`${name}: `)).toBe(true);
      else expect(r.value.text.length).toBeLessThanOrEqual(bytes.length + 1);
    }), { numRuns: 500 });
  });
});
