// What the `bridge-laws solve` command needs: checked options in, a result object and its text out.
import type { Denomination, Refusal, Result, Seat, Vulnerability } from '@bridge-laws/cards-and-boards';
import { SEATS, err, ok, parsePbnDeal, refusal, seatAfter } from '@bridge-laws/cards-and-boards';
import { z } from 'zod';
import type { ParResult } from './par.js';
import { par } from './par.js';
import type { CardValue, DdTable, SolveResult } from './solver.js';
import { ddTable, solve, solveCards } from './solver.js';

const optionsSchema = z.object({
  deal: z.string().min(1, 'a PBN deal is required'),
  trump: z.enum(['S', 'H', 'D', 'C', 'NT']).default('NT'),
  leader: z.enum(['N', 'E', 'S', 'W']).optional(),
  table: z.boolean().default(false),
  par: z.boolean().default(false),
  vul: z.enum(['None', 'NS', 'EW', 'All']).default('None'),
  cards: z.boolean().default(false),
});

export type SolveCommandOptions = z.input<typeof optionsSchema>;

export interface SolveCommandOutput {
  readonly solve?: SolveResult & { readonly trump: Denomination; readonly leader: Seat };
  readonly cards?: readonly CardValue[];
  readonly table?: DdTable;
  readonly par?: ParResult & { readonly vulnerability: Vulnerability };
}

export type SolveCommandRefusal = Refusal<'bad-option' | 'invalid-deal' | string>;

/**
 * Run the solve command on raw options: without `--table` or `--par`, one solve (the leader
 * defaults to West, leading against a North declarer); `--par` implies the table.
 */
export function runSolveCommand(raw: unknown): Result<SolveCommandOutput, SolveCommandRefusal> {
  const parsed = optionsSchema.safeParse(raw);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const field = issue?.path.join('.') || 'options';
    return err(refusal('bad-option', `--${field}: ${issue?.message ?? 'invalid'}`));
  }
  const o = parsed.data;
  const deal = parsePbnDeal(o.deal);
  if (!deal.ok) return err(refusal('invalid-deal', `deal: ${deal.error.message}`, deal.error.law));
  const out: { -readonly [K in keyof SolveCommandOutput]: SolveCommandOutput[K] } = {};
  if (o.table || o.par) {
    const table = ddTable(deal.value);
    if (!table.ok) return table;
    out.table = table.value;
    if (o.par) {
      const p = par(table.value, o.vul);
      if (!p.ok) return p;
      out.par = { ...p.value, vulnerability: o.vul };
    }
  }
  if (!(o.table || o.par) || o.leader !== undefined) {
    const leader: Seat = o.leader ?? seatAfter('N', 1);
    const options = { trump: o.trump, leader };
    const r = solve(deal.value, options);
    if (!r.ok) return r;
    out.solve = { ...r.value, trump: o.trump, leader };
    if (o.cards) {
      const c = solveCards(deal.value, options);
      if (!c.ok) return c;
      out.cards = c.value;
    }
  }
  return ok(out);
}

/** The `--table --json` shape: `{"N":{"C":n,"D":n,"H":n,"S":n,"NT":n},"E":…,"S":…,"W":…}`. */
export function formatTableJson(table: DdTable): string {
  const rows = SEATS.map((s) => {
    const r = table[s];
    return `"${s}":{"C":${r.C},"D":${r.D},"H":${r.H},"S":${r.S},"NT":${r.NT}}`;
  });
  return `{${rows.join(',')}}`;
}

/** Plain text for people: the table as a grid, par, one solve and card values. */
export function formatSolveText(output: SolveCommandOutput): string {
  const lines: string[] = [];
  if (output.table) {
    lines.push('     C  D  H  S NT');
    for (const s of SEATS) {
      const r = output.table[s];
      lines.push(`${s}  ${[r.C, r.D, r.H, r.S, r.NT].map((n) => String(n).padStart(2)).join(' ')}`);
    }
  }
  if (output.par) {
    const contracts = output.par.contracts
      .map((c) => `${c.level}${c.denomination}${c.risk} by ${c.declarers.join('/')}${c.overtricks > 0 ? ` +${c.overtricks}` : c.overtricks < 0 ? ` ${c.overtricks}` : ''}`)
      .join(', ');
    lines.push(`Par (${output.par.vulnerability} vulnerable): NS ${output.par.score}${contracts ? `: ${contracts}` : ''}`);
  }
  if (output.solve) {
    const s = output.solve;
    lines.push(`${s.trump}, ${s.leader} leads: ${s.side} take ${s.tricks} trick${s.tricks === 1 ? '' : 's'}`);
  }
  if (output.cards) lines.push(output.cards.map((c) => `${c.card}:${c.tricks}`).join(' '));
  return lines.join('\n');
}
