// Bytes → text for every file a user brings: UTF-8 (BOM or not), UTF-16 (BOM, or told by its NUL bytes), and the
// 8-bit code pages of real files: PBN's ISO 8859-1 (§2.2; read as its superset Windows-1252) and the Polish and
// Czech pages, Windows-1250 and ISO 8859-2. One pass over the bytes per step: linear for every input.

export type TextEncodingName = 'utf-8' | 'utf-16le' | 'utf-16be' | 'windows-1250' | 'iso-8859-2' | 'windows-1252';

/** Where the decoded text holds a control character no text file holds (a sign of a binary file). */
export interface ControlCharacter {
  /** 1-based line and column (columns count characters). */
  readonly line: number;
  readonly column: number;
  /** The character code, e.g. 0 for NUL. */
  readonly code: number;
}

export interface DecodedText {
  readonly text: string;
  readonly encoding: TextEncodingName;
  /** Why the encoding was chosen when it is not plain UTF-8 (a BOM, a declaration, the bytes), else null. */
  readonly assumed: string | null;
  /** The first C0 control character other than tab, line feed, vertical tab, form feed and carriage return. */
  readonly control: ControlCharacter | null;
}

const LABEL: Record<TextEncodingName, string> = {
  'utf-8': 'UTF-8',
  'utf-16le': 'UTF-16 LE',
  'utf-16be': 'UTF-16 BE',
  'windows-1250': 'Windows-1250',
  'iso-8859-2': 'ISO 8859-2',
  'windows-1252': 'ISO 8859-1 (Windows-1252)',
};

/** The encoding's name as a message shows it. */
export function encodingLabel(encoding: TextEncodingName): string {
  return LABEL[encoding];
}

// The upper half (0x80–0xFF) of each 8-bit page, one character per byte.
const C1 = String.fromCharCode(...Array.from({ length: 32 }, (_, i) => 0x80 + i));
const LATIN1_UPPER = String.fromCharCode(...Array.from({ length: 96 }, (_, i) => 0xa0 + i));
const HIGH: Record<'windows-1250' | 'iso-8859-2' | 'windows-1252', string> = {
  'windows-1250':
    '€\u0081‚\u0083„…†‡\u0088‰Š‹ŚŤŽŹ\u0090‘’“”•–—\u0098™š›śťžź' +
    '\u00a0ˇ˘Ł¤Ą¦§¨©Ş«¬\u00ad®Ż°±˛ł´µ¶·¸ąş»Ľ˝ľżŔÁÂĂÄĹĆÇČÉĘËĚÍÎĎ' +
    'ĐŃŇÓÔŐÖ×ŘŮÚŰÜÝŢßŕáâăäĺćçčéęëěíîďđńňóôőö÷řůúűüýţ˙',
  'iso-8859-2':
    C1 +
    '\u00a0Ą˘Ł¤ĽŚ§¨ŠŞŤŹ\u00adŽŻ°ą˛ł´ľśˇ¸šşťź˝žżŔÁÂĂÄĹĆÇČÉĘËĚÍÎĎ' +
    'ĐŃŇÓÔŐÖ×ŘŮÚŰÜÝŢßŕáâăäĺćçčéęëěíîďđńňóôőö÷řůúűüýţ˙',
  'windows-1252': '€\u0081‚ƒ„…†‡ˆ‰Š‹Œ\u008dŽ\u008f\u0090‘’“”•–—˜™š›œ\u009džŸ' + LATIN1_UPPER,
};

type EightBit = keyof typeof HIGH;

/** Letters only Polish or Czech (and their neighbours) write, and letters only Western pages hold. */
const CENTRAL = new Set('ąćęłńśźżĄĆĘŁŃŚŹŻčďěňřšťůžČĎĚŇŘŠŤŮŽ');
const WESTERN = new Set('àâãåæçèêìîñòõøùûÿœßÀÂÃÅÆÇÈÊÌÎÑÒÕØÙÛŸŒ');

const CHUNK = 0x2000;

function decodeEightBit(bytes: Uint8Array, page: EightBit): string {
  const high = HIGH[page];
  const parts: string[] = [];
  for (let start = 0; start < bytes.length; start += CHUNK) {
    const end = Math.min(bytes.length, start + CHUNK);
    let part = '';
    for (let i = start; i < end; i++) {
      const b = bytes[i] as number;
      part += b < 0x80 ? String.fromCharCode(b) : (high[b - 0x80] as string);
    }
    parts.push(part);
  }
  return parts.join('');
}

function decodeUtf16(bytes: Uint8Array, from: number, littleEndian: boolean): string {
  const parts: string[] = [];
  const units: number[] = [];
  for (let i = from; i + 1 < bytes.length; i += 2) {
    const lo = bytes[littleEndian ? i : i + 1] as number;
    const hi = bytes[littleEndian ? i + 1 : i] as number;
    units.push((hi << 8) | lo);
    if (units.length === CHUNK) parts.push(String.fromCharCode(...units.splice(0)));
  }
  parts.push(String.fromCharCode(...units));
  // A dangling odd byte cannot be a character.
  if ((bytes.length - from) % 2 === 1) parts.push('\ufffd');
  return parts.join('');
}

function utf8(bytes: Uint8Array): string | null {
  try {
    return new TextDecoder('utf-8', { fatal: true, ignoreBOM: true }).decode(bytes);
  } catch {
    return null;
  }
}

/** UTF-16 without a BOM: mostly-ASCII text puts a NUL in every other byte. */
function utf16ByNuls(bytes: Uint8Array): 'utf-16le' | 'utf-16be' | null {
  if (bytes.length < 2 || bytes.length % 2 === 1) return null;
  let evenNul = 0;
  let oddNul = 0;
  for (let i = 0; i < bytes.length; i += 2) {
    if (bytes[i] === 0) evenNul++;
    if (bytes[i + 1] === 0) oddNul++;
  }
  const pairs = bytes.length / 2;
  if (oddNul >= pairs * 0.4 && evenNul <= pairs * 0.02) return 'utf-16le';
  if (evenNul >= pairs * 0.4 && oddNul <= pairs * 0.02) return 'utf-16be';
  return null;
}

const DECLARATION = /(?:charset|encoding|coding)\s*[:=]?\s*["']?([A-Za-z][\w.:-]*)/i;

/** What the file says of itself in its first kilobyte: PBN `%Content-type: …; charset=…`, an XML declaration, an editor's coding line. */
function declared(bytes: Uint8Array): { name: string; encoding: TextEncodingName | null } | null {
  const head = String.fromCharCode(...bytes.subarray(0, 1024));
  const m = DECLARATION.exec(head);
  if (m === null) return null;
  const name = (m[1] as string).toLowerCase().replace(/[_\s]/g, '-');
  return { name: m[1] as string, encoding: ENCODING_NAMES[name] ?? null };
}

const ENCODING_NAMES: Record<string, TextEncodingName> = {
  'utf-8': 'utf-8', utf8: 'utf-8',
  'windows-1250': 'windows-1250', cp1250: 'windows-1250', 'cp-1250': 'windows-1250', 'x-cp1250': 'windows-1250', win1250: 'windows-1250', 'win-1250': 'windows-1250',
  'iso-8859-2': 'iso-8859-2', 'iso8859-2': 'iso-8859-2', 'iso-8859-2:1987': 'iso-8859-2', latin2: 'iso-8859-2', 'latin-2': 'iso-8859-2', l2: 'iso-8859-2',
  'iso-8859-1': 'windows-1252', 'iso8859-1': 'windows-1252', latin1: 'windows-1252', 'latin-1': 'windows-1252', l1: 'windows-1252',
  'windows-1252': 'windows-1252', cp1252: 'windows-1252', 'us-ascii': 'windows-1252', ascii: 'windows-1252',
};

/** How well a page reads the upper bytes: letters count, C1 controls count against, a page's own letters count double. */
function pageScore(counts: Uint32Array, page: EightBit): number {
  const high = HIGH[page];
  const own = page === 'windows-1252' ? WESTERN : CENTRAL;
  let score = 0;
  for (let b = 0x80; b < 0x100; b++) {
    const n = counts[b] as number;
    if (n === 0) continue;
    const ch = high[b - 0x80] as string;
    if (ch.charCodeAt(0) < 0xa0) score -= 3 * n;
    else if (own.has(ch)) score += 2 * n;
    else if (/\p{L}/u.test(ch)) score += n;
  }
  return score;
}

/** Not UTF-8 and nothing declared: the page whose letters the bytes spell (ties go to PBN's ISO 8859-1). */
function guessPage(bytes: Uint8Array): EightBit {
  const counts = new Uint32Array(256);
  for (const b of bytes) counts[b] = (counts[b] as number) + 1;
  let best: EightBit = 'windows-1252';
  let bestScore = pageScore(counts, best);
  for (const page of ['windows-1250', 'iso-8859-2'] as const) {
    const s = pageScore(counts, page);
    if (s > bestScore) {
      best = page;
      bestScore = s;
    }
  }
  return best;
}

/**
 * The first C0 control character a text file does not hold (DEL is left to the format readers, which report it as a
 * bad character); a run of DOS end-of-file marks (^Z) at the very end is allowed.
 */
function firstControl(text: string): ControlCharacter | null {
  let end = text.length;
  while (end > 0 && text.charCodeAt(end - 1) === 0x1a) end--;
  let line = 1;
  let lineStart = 0;
  for (let i = 0; i < end; i++) {
    const c = text.charCodeAt(i);
    if (c === 0x0a || (c === 0x0d && text.charCodeAt(i + 1) !== 0x0a)) {
      line++;
      lineStart = i + 1;
    } else if (c < 0x20 && c !== 0x09 && c !== 0x0b && c !== 0x0c && c !== 0x0d) {
      return { line, column: i - lineStart + 1, code: c };
    }
  }
  return null;
}

function result(text: string, encoding: TextEncodingName, assumed: string | null): DecodedText {
  let end = text.length;
  while (end > 0 && text.charCodeAt(end - 1) === 0x1a) end--;
  const body = end === text.length ? text : text.slice(0, end);
  return { text: body, encoding, assumed, control: firstControl(body) };
}

/**
 * Decode a file's bytes, saying which encoding was assumed: a BOM decides; then UTF-16 told by its NUL bytes;
 * then valid UTF-8; then the page the file declares; then the page whose letters the bytes spell.
 */
export function decodeBytes(bytes: Uint8Array): DecodedText {
  if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) {
    const text = utf8(bytes.subarray(3));
    if (text !== null) return result(text, 'utf-8', null);
  }
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return result(decodeUtf16(bytes, 2, true), 'utf-16le', 'UTF-16 LE (byte order mark)');
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return result(decodeUtf16(bytes, 2, false), 'utf-16be', 'UTF-16 BE (byte order mark)');
  const sixteen = utf16ByNuls(bytes);
  if (sixteen !== null) return result(decodeUtf16(bytes, 0, sixteen === 'utf-16le'), sixteen, `${LABEL[sixteen]} (no byte order mark; every other byte is NUL)`);
  const text = utf8(bytes);
  if (text !== null) return result(text, 'utf-8', null);
  const said = declared(bytes);
  if (said !== null && said.encoding !== null && said.encoding !== 'utf-8' && said.encoding !== 'utf-16le' && said.encoding !== 'utf-16be') {
    return result(decodeEightBit(bytes, said.encoding), said.encoding, `${LABEL[said.encoding]} (the file declares ${said.name})`);
  }
  const page = guessPage(bytes);
  const why = said === null ? 'not valid UTF-8' : `not valid UTF-8 although the file declares ${said.name}`;
  return result(decodeEightBit(bytes, page), page, `${LABEL[page]} (${why}; its bytes read best as this page)`);
}

/** Decode a file's bytes to text (see `decodeBytes` for the encoding chosen and any control character). */
export function decodeText(bytes: Uint8Array): string {
  return decodeBytes(bytes).text;
}
