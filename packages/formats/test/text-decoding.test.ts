// Files as users have them: UTF-8 with or without BOM, UTF-16 from Notepad, Polish and Czech code pages.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import { afterAll, describe, expect, test } from 'vitest';
import { decodeBytes, encodingLabel } from '../src/index.js';
import { BoundedReaders } from './fuzz/bounded.js';
import { FIXTURES } from './helpers.js';

const bytes = (...xs: (number | string)[]) =>
  new Uint8Array(xs.flatMap((x) => (typeof x === 'number' ? [x] : [...x].map((c) => c.charCodeAt(0)))));

function utf16(text: string, littleEndian: boolean, bom: boolean): Uint8Array {
  const out: number[] = bom ? (littleEndian ? [0xff, 0xfe] : [0xfe, 0xff]) : [];
  for (let i = 0; i < text.length; i++) {
    const u = text.charCodeAt(i);
    out.push(...(littleEndian ? [u & 0xff, u >> 8] : [u >> 8, u & 0xff]));
  }
  return new Uint8Array(out);
}

const POLISH = 'Łódź, Świątek, żółć, gęś';
// The same words in Windows-1250 and in ISO 8859-2 (the bytes of ą, ś, ź, Ś differ between the two pages).
const CP1250 = bytes(0xa3, 0xf3, 'd', 0x9f, ', ', 0x8c, 'wi', 0xb9, 'tek, ', 0xbf, 0xf3, 0xb3, 0xe6, ', g', 0xea, 0x9c);
const ISO_8859_2 = bytes(0xa3, 0xf3, 'd', 0xbc, ', ', 0xa6, 'wi', 0xb1, 'tek, ', 0xbf, 0xf3, 0xb3, 0xe6, ', g', 0xea, 0xb6);

describe('decodeBytes: Unicode files', () => {
  test('UTF-8 without a BOM is read as is, and nothing is reported', () => {
    const d = decodeBytes(new TextEncoder().encode(`[Event "${POLISH}"]`));
    expect(d).toEqual({ text: `[Event "${POLISH}"]`, encoding: 'utf-8', assumed: null, control: null });
  });

  test('UTF-8 with a BOM: the BOM is dropped', () => {
    const d = decodeBytes(bytes(0xef, 0xbb, 0xbf, '[Board "1"]'));
    expect(d.text).toBe('[Board "1"]');
    expect(d.encoding).toBe('utf-8');
  });

  test('UTF-16 LE and BE with a BOM (Windows Notepad "Unicode")', () => {
    const le = decodeBytes(utf16(`[Event "${POLISH}"]\r\n`, true, true));
    expect(le.text).toBe(`[Event "${POLISH}"]\r\n`);
    expect(le.encoding).toBe('utf-16le');
    expect(le.assumed).toContain('byte order mark');
    const be = decodeBytes(utf16('[Board "7"]', false, true));
    expect(be.text).toBe('[Board "7"]');
    expect(be.encoding).toBe('utf-16be');
    expect(le.control).toBeNull();
  });

  test('UTF-16 without a BOM is told by its NUL bytes', () => {
    const le = decodeBytes(utf16('board,ns,ew,contract\n1,1,2,4S\n', true, false));
    expect(le.encoding).toBe('utf-16le');
    expect(le.text).toBe('board,ns,ew,contract\n1,1,2,4S\n');
    expect(le.assumed).toContain('NUL');
    expect(decodeBytes(utf16('{"format":"x"}', false, false)).text).toBe('{"format":"x"}');
  });
});

describe('decodeBytes: 8-bit code pages', () => {
  test('Polish words in Windows-1250 are read as Windows-1250, and it says so', () => {
    const d = decodeBytes(CP1250);
    expect(d.text).toBe(POLISH);
    expect(d.encoding).toBe('windows-1250');
    expect(d.assumed).toContain('not valid UTF-8');
  });

  test('the same words in ISO 8859-2 are read as ISO 8859-2', () => {
    const d = decodeBytes(ISO_8859_2);
    expect(d.text).toBe(POLISH);
    expect(d.encoding).toBe('iso-8859-2');
  });

  test('a declared charset decides: PBN %Content-type, an XML declaration, a coding line', () => {
    const pbn = decodeBytes(bytes('%Content-type: text/x-pbn; charset=ISO-8859-2\n[Event "', 0xa3, 0xf3, 'd', 0xbc, '"]'));
    expect(pbn.text).toBe('%Content-type: text/x-pbn; charset=ISO-8859-2\n[Event "Łódź"]');
    expect(pbn.encoding).toBe('iso-8859-2');
    expect(pbn.assumed).toBe('ISO 8859-2 (the file declares ISO-8859-2)');
    const xml = decodeBytes(bytes('<?xml version="1.0" encoding="windows-1250"?><a>', 0xb9, '</a>'));
    expect(xml.text).toBe('<?xml version="1.0" encoding="windows-1250"?><a>ą</a>');
    const yaml = decodeBytes(bytes('# coding: cp1250\nplayer: ', 0x9c));
    expect(yaml.text.endsWith('player: ś')).toBe(true);
    expect(yaml.encoding).toBe('windows-1250');
  });

  test('a declaration does not override valid UTF-8 (a file re-saved without editing its header)', () => {
    const d = decodeBytes(new TextEncoder().encode('%Content-type: text/x-pbn; charset=ISO-8859-1\n[Event "Łódź"]'));
    expect(d.encoding).toBe('utf-8');
    expect(d.text).toContain('Łódź');
  });

  test('Western files stay ISO 8859-1 (Windows-1252), as PBN §2.2 says: a real Norwegian results file', () => {
    const d = decodeBytes(readFileSync(join(FIXTURES, 'results', '2019-04-01.pbn')));
    expect(d.encoding).toBe('windows-1252');
    expect(d.text).toContain('å');
    expect(encodingLabel(d.encoding)).toBe('ISO 8859-1 (Windows-1252)');
    expect(decodeBytes(bytes('Caf', 0xe9, ' M', 0xfc, 'ller ', 0xe5, 'se')).text).toBe('Café Müller åse');
    expect(decodeBytes(bytes(0x80, ' 5')).text).toBe('€ 5');
  });
});

describe('decodeBytes: control characters', () => {
  test('the first control character is reported with its line and column', () => {
    const d = decodeBytes(bytes('[Event "x"]\r\n[Site ', 0x01, '"y"]'));
    expect(d.control).toEqual({ line: 2, column: 7, code: 1 });
    expect(decodeBytes(bytes('a\nb\n\x00')).control).toEqual({ line: 3, column: 1, code: 0 });
  });

  test('tab, form feed, CR LF and a trailing DOS end-of-file mark are text', () => {
    const d = decodeBytes(bytes('[Event "x"]\t\f\r\n[Site "y"]\r\n', 0x1a, 0x1a));
    expect(d.control).toBeNull();
    expect(d.text).toBe('[Event "x"]\t\f\r\n[Site "y"]\r\n');
  });

  test('a binary file (PNG header, NULs) is reported, not decoded silently', () => {
    const png = bytes(0x89, 'PNG', 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d, 'IHDR', 0, 0, 1, 0);
    const d = decodeBytes(png);
    expect(d.control).not.toBeNull();
  });
});

describe('decodeBytes over the whole byte range (fuzz)', () => {
  // Each input is decoded in the fuzz worker under the shared clock (`@bridge-laws/config/bounded-worker`): a decoder
  // stuck in a loop fails the test with the input instead of hanging it (a hang guard, not a speed claim).
  const readers = new BoundedReaders();
  afterAll(() => readers.close());

  test('every byte sequence decodes, with a known encoding and a well-placed control report', async () => {
    await fc.assert(fc.asyncProperty(fc.uint8Array({ maxLength: 4096 }), async (input) => {
      expect(await readers.check('decode', String.fromCharCode(...input))).toBeNull();
    }), { numRuns: 1500 });
  }, 120_000);

  test('an 8-bit page keeps one character per byte, so nothing is lost', () => {
    fc.assert(fc.property(fc.uint8Array({ minLength: 1, maxLength: 512 }).filter((b) => b.includes(0xff) && !b.includes(0x1a)), (input) => {
      const d = decodeBytes(input);
      if (d.encoding.startsWith('utf-16')) return;
      // 0xFF is never valid UTF-8, so this is an 8-bit page: one character per byte.
      expect(d.text.length).toBe(input.length);
    }), { numRuns: 500 });
  });

  test('a megabyte of random bytes decodes in one pass', () => {
    const big = new Uint8Array(1 << 20);
    for (let i = 0; i < big.length; i++) big[i] = (i * 2654435761) >>> 24;
    const d = decodeBytes(big);
    expect(d.text.length).toBeGreaterThan(0);
    expect(d.control).not.toBeNull();
  });
});

describe('decodeBytes: what counts as text', () => {
  test('DEL is text to the decoder (the PBN Verifier\u2019s error files hold it; the readers report it with its place)', () => {
    expect(decodeBytes(new TextEncoder().encode('[Event "a\u007fb"]')).control).toBeNull();
  });
});
