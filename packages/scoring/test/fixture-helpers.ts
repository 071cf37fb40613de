// Test-only readers for copied published result files (not a PBN parser: just the few values the checks need).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

export const fixture = (...parts: string[]): string => join(import.meta.dirname, 'fixtures', ...parts);

/** Ruter exports are ISO-8859-1. */
export const readLatin1 = (path: string): string => readFileSync(path, 'latin1');

export interface TableGame {
  readonly tags: Readonly<Record<string, string>>;
  readonly columns: readonly string[];
  readonly rows: readonly (readonly string[])[];
}

/** Each game's `[Tag "value"]` lines and its ScoreTable rows (tags carry over between games, as PBN's do). */
export function scoreTables(text: string, table = 'ScoreTable'): TableGame[] {
  const games: TableGame[] = [];
  let tags: Record<string, string> = {};
  let current: { columns: string[]; rows: string[][] } | null = null;
  for (const line of text.split(/\r?\n/)) {
    const tag = /^\[(\w+) "(.*)"\]$/.exec(line);
    if (tag) {
      current = null;
      tags = { ...tags, [tag[1] as string]: tag[2] as string };
      if (tag[1] === table) {
        current = { columns: (tag[2] as string).split(';').map((c) => c.replace(/\\.*$/, '')), rows: [] };
        games.push({ tags, ...current });
      }
    } else if (current !== null && line.trim() !== '' && !line.startsWith('%')) {
      current.rows.push([...line.matchAll(/"([^"]*)"|(\S+)/g)].map((m) => m[1] ?? m[2] ?? ''));
    }
  }
  return games;
}

/** JFR HTML traveller rows: the cells of each result line, images turned into their alt text; a cell spanning two columns fills both. */
export function jfrRows(html: string): string[][] {
  return [...html.matchAll(/<tr><td class="n">&nbsp;<\/td>(.*?)<\/tr>/g)].map((m) =>
    [...(m[1] as string).matchAll(/<td([^>]*)>(.*?)<\/td>/g)].flatMap((c) => {
      const text = (c[2] as string).replace(/<img[^>]*alt="(\w+)">/g, (_, a: string) => a.toUpperCase()).replace(/&nbsp;/g, '').replace(/&times;/g, 'X').trim();
      return (c[1] as string).includes('colspan="2"') ? [text, ''] : [text];
    }),
  );
}
