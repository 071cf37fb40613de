// A small XML reader and writer for USEBIO: one forward pass (linear time), no entity expansion beyond
// the five predefined ones and character references, every byte of the source kept for a lossless write.
import type { Result } from '@bridge-laws/cards-and-boards';
import { err, ok } from '@bridge-laws/cards-and-boards';

export interface XmlAttribute {
  readonly name: string;
  readonly value: string;
}

export interface XmlElement {
  readonly kind: 'element';
  readonly name: string;
  readonly attributes: readonly XmlAttribute[];
  readonly children: readonly XmlNode[];
  /** The source's own open and close tags (close is '' when self-closing), written back as they were. */
  readonly raw?: { readonly open: string; readonly close: string };
  /** 1-based line of the start tag in the source. */
  readonly line?: number;
}

export interface XmlText {
  readonly kind: 'text';
  readonly text: string;
  /** The source text with its entity and character references (or CDATA section) as written. */
  readonly raw?: string;
}

/** The XML declaration, a DOCTYPE, a comment or a processing instruction, kept as written. */
export interface XmlMisc {
  readonly kind: 'misc';
  readonly raw: string;
}

export type XmlNode = XmlElement | XmlText | XmlMisc;

export interface XmlDocument {
  /** Everything before, around and after the root element, in order. */
  readonly nodes: readonly XmlNode[];
  readonly root: XmlElement;
}

export interface XmlProblem {
  readonly line: number;
  readonly column: number;
  readonly message: string;
}

/** Elements nested deeper than this are refused (no real USEBIO file comes near it). */
export const MAX_XML_DEPTH = 64;

const NAME = /^[A-Za-z_:][-A-Za-z0-9_:.]*$/;
const ATTRIBUTE = /\s*([A-Za-z_:][-A-Za-z0-9_:.]*)\s*=\s*("[^"<]*"|'[^'<]*')/y;

/** Decode the predefined entities and character references; anything else is refused (no DTD expansion). */
export function decodeEntities(raw: string): string | { readonly error: string } {
  if (!raw.includes('&')) return raw;
  let out = '';
  let i = 0;
  while (i < raw.length) {
    const amp = raw.indexOf('&', i);
    if (amp < 0) return out + raw.slice(i);
    out += raw.slice(i, amp);
    const semi = raw.indexOf(';', amp);
    if (semi < 0 || semi - amp > 12) return { error: `"&" must start an entity such as &amp; (XML 1.0 §4.1)` };
    const name = raw.slice(amp + 1, semi);
    const named: Readonly<Record<string, string>> = { lt: '<', gt: '>', amp: '&', quot: '"', apos: "'" };
    const n = /^#x([0-9A-Fa-f]{1,6})$/.exec(name) ?? /^#(\d{1,7})$/.exec(name);
    if (named[name] !== undefined) out += named[name];
    else if (n) {
      const code = parseInt(n[1] as string, name.startsWith('#x') ? 16 : 10);
      if (code === 0 || code > 0x10ffff || (code >= 0xd800 && code <= 0xdfff)) return { error: `&${name}; is not a character (XML 1.0 §4.1)` };
      out += String.fromCodePoint(code);
    } else return { error: `unknown entity &${name}; (only &lt; &gt; &amp; &quot; &apos; and character references)` };
    i = semi + 1;
  }
  return out;
}

/** Text for element content or an attribute value, with the characters XML reserves escaped. */
export function encodeText(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

function position(text: string, at: number): { line: number; column: number } {
  let line = 1;
  let last = -1;
  for (let i = text.indexOf('\n'); i >= 0 && i < at; i = text.indexOf('\n', i + 1)) {
    line++;
    last = i;
  }
  return { line, column: at - last };
}

interface Open {
  readonly line: number;
  readonly name: string;
  readonly attributes: readonly XmlAttribute[];
  readonly open: string;
  readonly children: XmlNode[];
}

/** Read an XML document: one root element, comments, PIs and a DOCTYPE around it. Never throws. */
export function parseXml(text: string): Result<XmlDocument, XmlProblem> {
  const fail = (at: number, message: string): Result<XmlDocument, XmlProblem> => err({ ...position(text, at), message });
  const top: XmlNode[] = [];
  const stack: Open[] = [];
  let root: XmlElement | undefined;
  const add = (node: XmlNode): void => {
    (stack.length > 0 ? (stack[stack.length - 1] as Open).children : top).push(node);
  };
  // Lines counted as the reader moves forward, so finding an element's line stays linear.
  let nextNewline = text.indexOf('\n');
  let lineNo = 1;
  const lineAt = (at: number): number => {
    while (nextNewline >= 0 && nextNewline < at) {
      lineNo++;
      nextNewline = text.indexOf('\n', nextNewline + 1);
    }
    return lineNo;
  };
  let i = text.charCodeAt(0) === 0xfeff ? 1 : 0;
  if (i === 1) top.push({ kind: 'misc', raw: '\uFEFF' });
  while (i < text.length) {
    const lt = text.indexOf('<', i);
    const end = lt < 0 ? text.length : lt;
    if (end > i) {
      const raw = text.slice(i, end);
      if (stack.length === 0) {
        if (raw.trim() !== '') return fail(i, 'text outside the root element');
        top.push({ kind: 'text', text: raw, raw });
      } else {
        const decoded = decodeEntities(raw);
        if (typeof decoded !== 'string') return fail(i, decoded.error);
        add({ kind: 'text', text: decoded, raw });
      }
    }
    if (lt < 0) break;
    i = lt;
    if (text.startsWith('<!--', i)) {
      const close = text.indexOf('-->', i + 4);
      if (close < 0) return fail(i, 'comment not closed with -->');
      add({ kind: 'misc', raw: text.slice(i, close + 3) });
      i = close + 3;
    } else if (text.startsWith('<![CDATA[', i)) {
      const close = text.indexOf(']]>', i + 9);
      if (close < 0) return fail(i, 'CDATA section not closed with ]]>');
      if (stack.length === 0) return fail(i, 'CDATA outside the root element');
      add({ kind: 'text', text: text.slice(i + 9, close), raw: text.slice(i, close + 3) });
      i = close + 3;
    } else if (text.startsWith('<?', i)) {
      const close = text.indexOf('?>', i + 2);
      if (close < 0) return fail(i, 'processing instruction not closed with ?>');
      add({ kind: 'misc', raw: text.slice(i, close + 2) });
      i = close + 2;
    } else if (text.startsWith('<!DOCTYPE', i)) {
      if (stack.length > 0 || root !== undefined) return fail(i, 'DOCTYPE must come before the root element');
      // An internal subset [ … ] is kept as text, never expanded.
      const gt = text.indexOf('>', i);
      const bracket = gt < 0 ? -1 : text.slice(i, gt).indexOf('[');
      let close = gt;
      if (bracket >= 0) {
        const sub = text.indexOf(']', i + bracket);
        close = sub < 0 ? -1 : text.indexOf('>', sub);
      }
      if (close < 0) return fail(i, 'DOCTYPE not closed with >');
      top.push({ kind: 'misc', raw: text.slice(i, close + 1) });
      i = close + 1;
    } else if (text.startsWith('</', i)) {
      const gt = text.indexOf('>', i);
      if (gt < 0) return fail(i, 'end tag not closed with >');
      const name = text.slice(i + 2, gt).trim();
      const open = stack.pop();
      if (open === undefined) return fail(i, `end tag </${name}> without a start tag`);
      if (open.name !== name) return fail(i, `end tag </${name}> does not match <${open.name}>`);
      const element: XmlElement = { kind: 'element', name, attributes: open.attributes, children: open.children, raw: { open: open.open, close: text.slice(i, gt + 1) }, line: open.line };
      if (stack.length === 0) {
        root = element;
        top.push(element);
      } else add(element);
      i = gt + 1;
    } else {
      const tag = readStartTag(text, i);
      if (typeof tag === 'string') return fail(i, tag);
      if (root !== undefined && stack.length === 0) return fail(i, `a second root element <${tag.name}>`);
      if (tag.selfClosing) {
        const element: XmlElement = { kind: 'element', name: tag.name, attributes: tag.attributes, children: [], raw: { open: tag.raw, close: '' }, line: lineAt(i) };
        if (stack.length === 0) {
          root = element;
          top.push(element);
        } else add(element);
      } else {
        if (stack.length >= MAX_XML_DEPTH) return fail(i, `elements nested deeper than ${MAX_XML_DEPTH}`);
        stack.push({ line: lineAt(i), name: tag.name, attributes: tag.attributes, open: tag.raw, children: [] });
      }
      i = tag.end;
    }
  }
  const unclosed = stack[stack.length - 1];
  if (unclosed !== undefined) return fail(text.length, `<${unclosed.name}> is not closed`);
  if (root === undefined) return fail(0, 'no root element');
  return ok({ nodes: top, root });
}

function readStartTag(text: string, at: number): string | { name: string; attributes: XmlAttribute[]; selfClosing: boolean; raw: string; end: number } {
  let j = at + 1;
  while (j < text.length && /[-A-Za-z0-9_:.]/.test(text[j] as string)) j++;
  const name = text.slice(at + 1, j);
  if (!NAME.test(name)) return `"<" must start a tag, a comment or a declaration (XML 1.0 §3.1)`;
  const attributes: XmlAttribute[] = [];
  for (;;) {
    ATTRIBUTE.lastIndex = j;
    const m = ATTRIBUTE.exec(text);
    if (!m) break;
    const value = decodeEntities((m[2] as string).slice(1, -1));
    if (typeof value !== 'string') return value.error;
    if (attributes.some((a) => a.name === m[1])) return `attribute ${m[1]} given twice in <${name}>`;
    attributes.push({ name: m[1] as string, value });
    j = ATTRIBUTE.lastIndex;
  }
  while (j < text.length && /\s/.test(text[j] as string)) j++;
  if (text.startsWith('/>', j)) return { name, attributes, selfClosing: true, raw: text.slice(at, j + 2), end: j + 2 };
  if (text[j] === '>') return { name, attributes, selfClosing: false, raw: text.slice(at, j + 1), end: j + 1 };
  return `<${name}>: expected an attribute, ">" or "/>" (XML 1.0 §3.1)`;
}

/** Write a document back: parsed nodes exactly as read, new nodes with escaped text. */
export function writeXml(doc: XmlDocument): string {
  const out: string[] = [];
  for (const n of doc.nodes) writeNode(n, out);
  return out.join('');
}

function writeNode(node: XmlNode, out: string[]): void {
  if (node.kind === 'misc') out.push(node.raw);
  else if (node.kind === 'text') out.push(node.raw ?? encodeText(node.text));
  else {
    const attrs = node.attributes.map((a) => ` ${a.name}="${encodeText(a.value)}"`).join('');
    if (node.raw !== undefined) out.push(node.raw.open);
    else out.push(node.children.length === 0 ? `<${node.name}${attrs}/>` : `<${node.name}${attrs}>`);
    for (const c of node.children) writeNode(c, out);
    if (node.raw !== undefined) out.push(node.raw.close);
    else if (node.children.length > 0) out.push(`</${node.name}>`);
  }
}

/** The element children of an element, optionally only those with a name. */
export function childElements(e: XmlElement, name?: string): XmlElement[] {
  const out: XmlElement[] = [];
  for (const c of e.children) if (c.kind === 'element' && (name === undefined || c.name === name)) out.push(c);
  return out;
}

/** An element's text content (its text children joined). */
export function textOf(e: XmlElement): string {
  let s = '';
  for (const c of e.children) if (c.kind === 'text') s += c.text;
  return s;
}
