// "What changed in 2017": the comparison data written out as a Markdown document, law by law.
import { COMPARISONS, DROPPED_2007, LAWS_2007, renumbered } from './editions.js';
import type { Comparison } from './editions.js';
import { LAWS, findLaw } from './registry.js';

const LAW_NUMBERS = Array.from({ length: 93 }, (_, i) => i + 1);

function lawOf2007(ref: string): number {
  return Number(/^\d+/.exec(ref)?.[0]);
}

function line(c: Comparison): string {
  const title = findLaw(c.ref)?.title ?? '';
  const moved = c.was.length > 0 && !(c.was.length === 1 && c.was[0] === c.ref) ? ` (2007: ${c.was.join(', ')})` : '';
  const what = c.status === 'new' ? 'new in 2017' : c.status === 'differs' ? 'differs' : c.was.includes(c.ref) ? 'same rule' : 'same rule, renumbered';
  return `- **${c.ref}** ${title}${moved} — ${what}${c.note === null ? '' : `: ${c.note}`}`;
}

/** Laws given as a compact list: `1–8, 10, 13–15`. */
function ranges(laws: readonly number[]): string {
  const parts: string[] = [];
  let k = 0;
  while (k < laws.length) {
    let j = k;
    while (j + 1 < laws.length && (laws[j + 1] as number) === (laws[j] as number) + 1) j++;
    parts.push(j === k ? String(laws[k]) : `${laws[k]}–${laws[j]}`);
    k = j + 1;
  }
  return parts.join(', ');
}

/** The Markdown text of EDITIONS.md, generated from the comparison data (a test keeps the file in step). */
export function editionsDocument(): string {
  const count = (s: string): number => COMPARISONS.filter((c) => c.status === s).length;
  const moved = renumbered();
  const out: string[] = [
    '# What changed from the 2007 to the 2017 Laws',
    '',
    'Generated from `src/comparison-2007.json` and `src/laws-2007.json` by `pnpm --filter @bridge-laws/law-registry editions`;',
    'do not edit by hand. Every line is a summary in our own words: read the Laws for the rules themselves.',
    'References are 2017 numbers; "(2007: …)" names the 2007 number where it is not the same. A line speaks',
    'for the text at its own reference (a heading or preamble), not for the parts listed beneath it.',
    '',
    `2017 references compared: ${COMPARISONS.length - count('unchecked')} of ${LAWS.length} — same ${count('same')}, ` +
      `differs ${count('differs')}, new in 2017 ${count('new')}; not yet compared ${count('unchecked')}.`,
    `2007 references: ${LAWS_2007.length}; dropped in 2017 ${DROPPED_2007.length}, renumbered ${moved.length}.`,
  ];

  const same: number[] = [];
  const unchecked: number[] = [];
  for (const law of LAW_NUMBERS) {
    const rows = COMPARISONS.filter((c) => findLaw(c.ref)?.law === law);
    const changed = rows.filter((c) => c.status === 'differs' || c.status === 'new' || (c.status === 'same' && !(c.was.length === 1 && c.was[0] === c.ref)));
    const dropped = DROPPED_2007.filter((d) => lawOf2007(d.ref) === law);
    const away = moved.filter((e) => e.law === law && e.now.every((r) => findLaw(r)?.law !== law));
    const open = rows.filter((c) => c.status === 'unchecked');
    if (changed.length === 0 && dropped.length === 0 && away.length === 0) {
      if (open.length === 0) same.push(law);
      else if (open.length === rows.length) {
        unchecked.push(law);
        continue;
      }
      if (open.length === 0) continue;
    }
    out.push('', `## Law ${law} — ${findLaw(String(law))?.title ?? ''}`, '');
    for (const c of changed) out.push(line(c));
    for (const d of dropped) out.push(`- **2007 ${d.ref}** — dropped in 2017: ${d.note}`);
    for (const e of away) out.push(`- **2007 ${e.ref}** — now ${e.now.join(', ')}`);
    if (open.length > 0) out.push(`- Not yet compared: ${open.map((c) => c.ref).join(', ')}`);
  }
  out.push('', '## Unchanged and not yet compared', '');
  out.push(`Every reference compared and the same in both editions: ${same.length === 0 ? 'none' : `Laws ${ranges(same)}`}.`);
  out.push(`Laws not yet compared at all: ${unchecked.length === 0 ? 'none' : ranges(unchecked)}.`);
  return `${out.join('\n')}\n`;
}
