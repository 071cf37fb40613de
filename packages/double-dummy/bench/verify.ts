// Check every reference answer of DDS's lists: the value of every opening lead (FUT), the full
// table (TABLE) and the par score (PAR).
// Runs on the built bundle (`pnpm verify` builds first), like the benchmark.
// Usage: tsx bench/verify.ts [--threads 2] [--from 0] [--count N] [--tt-megabytes M] [--leads-only|--tables-only] [files...]
// thomas1 and thomas2 fill the default 64 MB table many times over; it keeps its deepest positions each time.
import { readFileSync } from 'node:fs';
import { makePbnDeal } from '@bridge-laws/cards-and-boards';
import type { CardValue, DdTable } from '@bridge-laws/double-dummy';
import { par, solveBatch } from '@bridge-laws/double-dummy';
import { readDdsList } from './dds-format.js';

const args = process.argv.slice(2);
const VALUED = ['--threads', '--from', '--count', '--tt-megabytes'];
const valueOf = (name: string): number | undefined => {
  const i = args.indexOf(name);
  return i >= 0 ? Number(args[i + 1]) : undefined;
};
const threads = valueOf('--threads') ?? 2;
const from0 = valueOf('--from') ?? 0;
const count = valueOf('--count') ?? Infinity;
const ttMegabytes = valueOf('--tt-megabytes');
const files = args.filter((a, i) => !a.startsWith('--') && !VALUED.includes(args[i - 1] ?? ''));
const doLeads = !args.includes('--tables-only');
const doTables = !args.includes('--leads-only');
const names = files.length > 0 ? files : ['list100', 'list1000', 'largest', 'thomas1', 'thomas2'];
const CHUNK = 20;

function must<T>(x: T | undefined): T {
  if (x === undefined) throw new Error('internal: missing entry');
  return x;
}

let allOk = true;
for (const name of names) {
  const records = readDdsList(readFileSync(new URL(`./data/${name}.txt`, import.meta.url), 'utf8')).slice(from0, from0 + count);
  const start = performance.now();
  let leadsOk = 0;
  let tablesOk = 0;
  let parOk = 0;
  const cardsCache = new Map<string, readonly CardValue[]>();
  const tableCache = new Map<string, DdTable>();
  for (let from = 0; from < records.length; from += CHUNK) {
    const chunk = records.slice(from, from + CHUNK);
    const cardKeys = !doLeads ? [] : [...new Set(chunk.map((r) => `${makePbnDeal(r.deal)}|${r.trump}|${r.leader}`))].filter((k) => !cardsCache.has(k));
    const tableKeys = !doTables ? [] : [...new Set(chunk.map((r) => makePbnDeal(r.deal)))].filter((k) => !tableCache.has(k));
    const byKey = new Map(chunk.map((r) => [`${makePbnDeal(r.deal)}|${r.trump}|${r.leader}`, r]));
    const byDeal = new Map(chunk.map((r) => [makePbnDeal(r.deal), r]));
    const answers = await solveBatch(
      [
        ...cardKeys.map((k) => {
          const r = must(byKey.get(k));
          return { kind: 'cards' as const, position: r.deal, options: { trump: r.trump, leader: r.leader } };
        }),
        ...tableKeys.map((k) => ({ kind: 'table' as const, deal: must(byDeal.get(k)).deal })),
      ],
      ttMegabytes === undefined ? { threads } : { threads, ttMegabytes },
    );
    answers.forEach((a, i) => {
      if (!a.ok) throw new Error(a.error.message);
      if (i < cardKeys.length) cardsCache.set(must(cardKeys[i]), a.value as readonly CardValue[]);
      else tableCache.set(must(tableKeys[i - cardKeys.length]), a.value as DdTable);
    });
    for (const r of chunk) {
      if (!doLeads) break;
      const cards = must(cardsCache.get(`${makePbnDeal(r.deal)}|${r.trump}|${r.leader}`));
      const leadsMatch = cards.length === r.leads.size && cards.every((c) => r.leads.get(c.card) === c.tricks);
      if (leadsMatch) leadsOk++;
      else console.log(`  ${name} ${r.pbn} ${r.trump} ${r.leader}: leads differ`);
    }
    for (const r of chunk) {
      if (!doTables) break;
      const table = must(tableCache.get(makePbnDeal(r.deal)));
      const tableMatch = (['N', 'E', 'S', 'W'] as const).every((s) =>
        (['C', 'D', 'H', 'S', 'NT'] as const).every((d) => table[s][d] === r.table[s][d]),
      );
      if (tableMatch) tablesOk++;
      else console.log(`  ${name} ${r.pbn}: table differs`);
      const p = par(table, r.vulnerability);
      if (p.ok && p.value.score === r.parNs) parOk++;
      else console.log(`  ${name} ${r.pbn}: par ${p.ok ? p.value.score : '?'} expected ${r.parNs}`);
    }
    const done = Math.min(from + CHUNK, records.length);
    if (done < records.length) console.log(`  ${name}: ${done}/${records.length} deals checked…`);
  }
  const n = records.length;
  const seconds = ((performance.now() - start) / 1000).toFixed(1);
  const parts = [
    ...(doLeads ? [`leads ${leadsOk}/${n} matched`] : []),
    ...(doTables ? [`tables ${tablesOk}/${n} matched`, `par ${parOk}/${n} matched`] : []),
  ];
  const range = from0 > 0 || count < Infinity ? ` [deals ${from0 + 1}-${from0 + n}]` : '';
  console.log(`${name}${range}: ${parts.join(', ')} (${seconds} s, ${threads} threads)`);
  if ((doLeads && leadsOk !== n) || (doTables && (tablesOk !== n || parOk !== n))) allOk = false;
}
process.exitCode = allOk ? 0 : 1;
