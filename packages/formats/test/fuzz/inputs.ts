// Inputs for the fuzz tests: the whole UTF-16 code-unit range, arbitrary bytes, and structure-aware
// mutations of the real files in `fixtures/` (lines and tokens inserted, deleted, duplicated, swapped;
// control characters injected; cut short).
import fc from 'fast-check';
import { fixture, fixtureNames, latin1Fixture } from '../helpers.js';

/** Any UTF-16 code unit, lone surrogates and U+FFFD included. */
export const codeUnit = fc.integer({ min: 0, max: 0xffff }).map((c) => String.fromCharCode(c));
/** Characters readers treat specially, so that random text meets them often. */
const SPECIAL = ['\u0000', '\u0001', '\u000c', '\u001b', '\u007f', '\u0085', '\u00a0', '\ufffd', '\ufeff', '\ud800', '\udfff', '\r', '\n', '\t', '\u000b'];
const PBN_PIECES = ['[', ']', '{', '}', '"', '\\', ';', '%', '#', '##', '^', '^I', '^R', '=1=', '$3', '!', '?', '*', '+', '-', ' ', 'AP', 'Pass', '1NT', 'X', 'SA', 'H7', 'N', '[Auction "N"]\n', '[Play "W"]\n', '[Note "1:x"]', '[Deal "N:AKQJT98765432..."]', '[ScoreTable "PairId_NS\\2R;Score_NS"]\n', '\n\n', '% PBN 2.1\n'];
const LIN_PIECES = ['|', ',', '!', 'mb|', 'pc|', 'md|', 'md|3', 'qx|o1|', 'rs|4HE=,3NS-1|', 'mc|', 'an|', 'sv|b|', 'pn|a,b,c,d|', 'p', 'd', 'r', '1c', '7n', 'SAKQ', 'H10', '\n'];

/** Text over the whole code-unit range, with the readers' own syntax mixed in. */
export const anyText = (pieces: 'pbn' | 'lin', maxLength = 300) =>
  fc.string({ unit: fc.oneof({ weight: 4, arbitrary: codeUnit }, { weight: 2, arbitrary: fc.constantFrom(...SPECIAL) }, { weight: 3, arbitrary: fc.constantFrom(...(pieces === 'pbn' ? PBN_PIECES : LIN_PIECES)) }), maxLength });

/** Arbitrary bytes, handed on as ISO 8859-1 characters (one character a byte). */
export const anyBytes = fc.uint8Array({ maxLength: 400 }).map((b) => String.fromCharCode(...b));

/** The real files, cut to their first 12,000 characters (the mutations are what matters, not the length). */
const CUT = 12_000;
export const PBN_SEEDS: readonly string[] = [
  ...fixtureNames('reference', '.pbn').map((f) => latin1Fixture(`reference/${f}`)),
  ...fixtureNames('pbn', '.pbn').map((f) => fixture(`pbn/${f}`)),
].map((t) => t.slice(0, CUT));
export const RESULTS_SEEDS: readonly string[] = fixtureNames('results', '.pbn').map((f) => fixture(`results/${f}`).slice(0, CUT));
export const LIN_SEEDS: readonly string[] = fixtureNames('lin', '.lin').map((f) => fixture(`lin/${f}`).slice(0, CUT));

type Edit =
  | { readonly k: 'line'; readonly op: 'insert' | 'delete' | 'duplicate' | 'swap'; readonly at: number; readonly to: number; readonly text: string }
  | { readonly k: 'token'; readonly op: 'delete' | 'duplicate' | 'swap' | 'replace'; readonly at: number; readonly to: number; readonly text: string }
  | { readonly k: 'control'; readonly at: number; readonly unit: string }
  | { readonly k: 'truncate'; readonly at: number };

const edit = (pieces: 'pbn' | 'lin'): fc.Arbitrary<Edit> =>
  fc.oneof(
    fc.record({ k: fc.constant('line' as const), op: fc.constantFrom('insert', 'delete', 'duplicate', 'swap' as const), at: fc.nat(), to: fc.nat(), text: anyText(pieces, 30) }),
    fc.record({ k: fc.constant('token' as const), op: fc.constantFrom('delete', 'duplicate', 'swap', 'replace' as const), at: fc.nat(), to: fc.nat(), text: anyText(pieces, 8) }),
    fc.record({ k: fc.constant('control' as const), at: fc.nat(), unit: fc.oneof(fc.constantFrom(...SPECIAL), fc.integer({ min: 0, max: 31 }).map((c) => String.fromCharCode(c)), codeUnit) }),
    fc.record({ k: fc.constant('truncate' as const), at: fc.nat() }),
  );

/** Lines or tokens (runs of non-space, and the space between them) of a text, joined back by `join`. */
function apply(text: string, e: Edit): string {
  if (e.k === 'truncate') return text.slice(0, e.at % (text.length + 1));
  if (e.k === 'control') {
    const p = e.at % (text.length + 1);
    return text.slice(0, p) + e.unit + text.slice(p);
  }
  const parts = e.k === 'line' ? text.split('\n') : text.split(/(\s+)/);
  const sep = e.k === 'line' ? '\n' : '';
  const i = e.at % parts.length;
  const j = e.to % parts.length;
  switch (e.op) {
    case 'insert':
      parts.splice(i, 0, e.text);
      break;
    case 'replace':
      parts[i] = e.text;
      break;
    case 'delete':
      parts.splice(i, 1);
      break;
    case 'duplicate':
      parts.splice(i, 0, parts[i] as string);
      break;
    case 'swap': {
      const a = parts[i] as string;
      parts[i] = parts[j] as string;
      parts[j] = a;
      break;
    }
  }
  return parts.join(sep);
}

/** A real file with one to six edits. */
export const mutated = (seeds: readonly string[], pieces: 'pbn' | 'lin') =>
  fc.tuple(fc.constantFrom(...seeds), fc.array(edit(pieces), { minLength: 1, maxLength: 6 })).map(([seed, edits]) => edits.reduce(apply, seed));

/** A real file as Windows Notepad saves "Unicode": UTF-16 LE (or BE) with a byte order mark, as bytes. */
export const utf16File = fc.tuple(fc.constantFrom(...PBN_SEEDS.slice(0, 6), ...LIN_SEEDS.slice(0, 3)), fc.boolean(), fc.nat()).map(([seed, bigEndian, cut]) => {
  const text = `\ufeff${seed.slice(0, 2000)}`;
  let bytes = '';
  for (let k = 0; k < text.length; k++) {
    const c = text.charCodeAt(k);
    bytes += bigEndian ? String.fromCharCode(c >> 8, c & 0xff) : String.fromCharCode(c & 0xff, c >> 8);
  }
  return bytes.slice(0, bytes.length - (cut % 3));
});
