// Which kind of record a text is, cheaply, so the page loads the format readers only when needed.

export type RecordFormat = 'pbn' | 'lin';

/** The format of a record by its file name, else by its content: PBN tags or LIN `key|value|` pairs; null for anything else. */
export function recordFormat(text: string, name = ''): RecordFormat | null {
  const byName = /\.(pbn|lin)$/i.exec(name);
  if (byName !== null) return (byName[1] as string).toLowerCase() as RecordFormat;
  if (/^\s*\[\s*[A-Za-z]\w*\s+"/m.test(text)) return 'pbn';
  if (/(?:^|\|)\s*(?:md|mb|pc|pn|qx|ah|sv)\|/i.test(text)) return 'lin';
  return null;
}
