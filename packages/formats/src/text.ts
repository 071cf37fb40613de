// Bytes → text: PBN is ISO 8859-1 by the standard (§2.2), but many real files are UTF-8.

/** Decode a file: UTF-8 when the bytes are valid UTF-8 (a BOM is dropped), otherwise ISO 8859-1. */
export function decodeText(bytes: Uint8Array): string {
  try {
    const text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    return text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  } catch {
    return new TextDecoder('latin1').decode(bytes);
  }
}
