// Write a USEBIO file: the document tree as read (byte for byte), or one built with `usebioElement`.
import type { Usebio } from './model.js';
import type { XmlAttribute, XmlDocument, XmlElement, XmlNode } from './xml.js';
import { writeXml } from './xml.js';

/** The file's text: everything that was read, in order, exactly as written. */
export function writeUsebio(usebio: Pick<Usebio, 'document'>): string {
  return writeXml(usebio.document);
}

/** One element of a new document; `children` may be text, elements, or records of simple fields. */
export function usebioElement(name: string, children: readonly (XmlNode | string)[] = [], attributes: readonly XmlAttribute[] = []): XmlElement {
  return { kind: 'element', name, attributes, children: children.map((c) => (typeof c === 'string' ? { kind: 'text', text: c } : c)) };
}

/** A simple field: `<NAME>text</NAME>`. */
export function usebioField(name: string, text: string): XmlElement {
  return usebioElement(name, [text]);
}

/** A document with the USEBIO 1.2 declaration and DOCTYPE around the root, one element per line. */
export function usebioDocument(root: XmlElement): XmlDocument {
  const indented = indent(root, 0);
  return {
    root: indented,
    nodes: [
      { kind: 'misc', raw: '<?xml version="1.0"?>' },
      { kind: 'text', text: '\n' },
      { kind: 'misc', raw: '<!DOCTYPE USEBIO SYSTEM "http://www.ebu.co.uk/usebio/usebio_v1_2.dtd">' },
      { kind: 'text', text: '\n' },
      indented,
      { kind: 'text', text: '\n' },
    ],
  };
}

/** Newlines and two-space indentation between element children (elements with text stay on one line). */
function indent(e: XmlElement, depth: number): XmlElement {
  const elements = e.children.filter((c): c is XmlElement => c.kind === 'element');
  if (elements.length === 0 || elements.length !== e.children.length) return e;
  const pad = (d: number): XmlNode => ({ kind: 'text', text: `\n${'  '.repeat(d)}` });
  return { ...e, children: [...elements.flatMap((c) => [pad(depth + 1), indent(c, depth + 1)]), pad(depth)] };
}
