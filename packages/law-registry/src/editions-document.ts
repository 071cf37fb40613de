// "What changed in 2017": the comparison data written out as a Markdown document, law by law.
import { COMPARISONS, DROPPED_2007, LAWS_2007, NOT_AT_TABLE_REASONS, renumbered } from './editions.js';
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
  return `- **${c.ref}** ${title}${moved} — ${what}${c.note === null ? '' : `: ${c.note}`}${atTable(c)}`;
}

/** The table audit of a difference, as the end of its line. */
function atTable(c: Comparison): string {
  const t = c.table;
  if (t === null) return '';
  if (t.status === 'applied') return ` *At the table: applied — ${t.cases.map((n) => `\`cases/2007/${n}\``).join(', ')}.*`;
  if (t.status === 'not-applied') return ` *At the table: not applied yet — ${t.reason}*`;
  return ` *At the table: not shown (${t.why}) — ${t.reason}*`;
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

/** How many differences one table shows: applied, not applied yet, and not at the table by reason. */
function tableSummary(): string {
  const audited = COMPARISONS.filter((c) => c.table !== null);
  const n = (status: string) => audited.filter((c) => c.table?.status === status).length;
  const reasons = NOT_AT_TABLE_REASONS.map((why) => [why, audited.filter((c) => c.table?.status === 'not-at-table' && c.table.why === why).length] as const)
    .filter(([, k]) => k > 0)
    .map(([why, k]) => `${why} ${k}`);
  return (
    `Differences at one table (the \`table\` audit of each row that differs, in the table package's \`cases/2007\`): applied ${n('applied')}, ` +
    `not applied yet ${n('not-applied')}, not at the table ${n('not-at-table')} (${reasons.join(', ')}).`
  );
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
    tableSummary(),
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
