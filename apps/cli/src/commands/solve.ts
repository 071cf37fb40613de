// `solve "<PBN deal>"`: double-dummy tricks, what each card costs in an end position, the full
// table and par (the facts behind claims and hand records). The adapter between the command line
// and the double-dummy library: options checked here, answers formatted here.
import { z } from 'zod';
import type { BySeat, Card, Contract, Denomination, Seat, Vulnerability } from '@bridge-laws/cards-and-boards';
import {
  SEATS, makeContract, parseCard, parseContract, parsePbnDeal, parsePbnDealSetup, seatAfter,
} from '@bridge-laws/cards-and-boards';
import type { ContractView, DdTable, EndingAnalysis, ParResult, SolveResult } from '@bridge-laws/double-dummy';
import { analyseEnding, ddTable, par, solve } from '@bridge-laws/double-dummy';
import type { Command, Flags } from '../command.js';
import { booleanFlag, parseFlags, stringFlag, UsageError, validate } from '../command.js';
import type { CliIo, ExitCode } from '../io.js';
import { EXIT } from '../io.js';
import { DataError, FORMAT_FLAGS, outputFormat } from '../shared-flags.js';

const TrickCount = z
  .string()
  .regex(/^\d{1,2}$/, 'must be a whole number of tricks, 0 to 13')
  .transform(Number)
  .refine((n) => n <= 13, 'must be a whole number of tricks, 0 to 13');

const ContractText = z.string().transform((text, ctx) => {
  const c = parseContract(text);
  if (!c.ok) {
    ctx.addIssue({ code: 'custom', message: c.error });
    return z.NEVER;
  }
  return c.value;
});

// Keys spelled as the flags, so that a usage message names the flag.
const Options = z
  .object({
    '--trump': z.enum(['S', 'H', 'D', 'C', 'NT'], { message: 'must be S, H, D, C or NT' }).optional(),
    '--leader': z.enum(['N', 'E', 'S', 'W'], { message: 'must be N, E, S or W' }).optional(),
    '--vul': z.enum(['None', 'NS', 'EW', 'All'], { message: 'must be None, NS, EW or All' }).default('None'),
    '--won-ns': TrickCount.optional(),
    '--won-ew': TrickCount.optional(),
    '--contract': ContractText.optional(),
    '--declarer': z.enum(['N', 'E', 'S', 'W'], { message: 'must be N, E, S or W' }).optional(),
  })
  .transform((o) => ({
    trump: o['--trump'], leader: o['--leader'], vul: o['--vul'], wonNs: o['--won-ns'], wonEw: o['--won-ew'],
    contract: o['--contract'], declarer: o['--declarer'],
  }));

/** The library's contract view, with the contract and its outcome in Law 77's notation for people. */
export type ContractOutput = Omit<ContractView, 'overtricks'> & { readonly contract: string; readonly result?: string };

export interface SolveOutput {
  readonly solve?: SolveResult & { readonly trump: Denomination; readonly leader: Seat; readonly tricksLeft?: number };
  readonly contract?: ContractOutput;
  readonly cards?: EndingAnalysis['cards'];
  readonly tricksWon?: EndingAnalysis['final'];
  readonly final?: EndingAnalysis['final'];
  readonly table?: DdTable;
  readonly par?: ParResult & { readonly vulnerability: Vulnerability };
}

/** The hands of a full deal (a `-` hand completed) or of an end position (equal, shorter hands). */
function readHands(text: string): { hands: BySeat<readonly Card[]>; full: boolean } {
  const setup = parsePbnDealSetup(text);
  if (!setup.ok) throw new DataError(`deal: ${setup.error.message}`);
  const given = SEATS.map((s) => setup.value[s]);
  if (given.some((h) => h === null) || given.every((h) => h?.length === 13)) {
    const deal = parsePbnDeal(text);
    if (!deal.ok) throw new DataError(`deal: ${deal.error.message}`);
    return { hands: deal.value.hands, full: true };
  }
  return { hands: setup.value as BySeat<readonly Card[]>, full: false };
}

function readTrick(text: string | undefined): Card[] {
  if (text === undefined) return [];
  return text
    .split(/[\s,]+/)
    .filter((t) => t !== '')
    .map((t) => {
      const card = parseCard(t);
      if (card === undefined) throw new DataError(`--trick: "${t}" is not a card (e.g. SA, HT, C2)`);
      return card;
    });
}

/** Tricks already won: one side given, the other follows from the tricks played (Law 79A). */
function tricksWon(ns: number | undefined, ew: number | undefined, played: number): { NS: number; EW: number } | undefined {
  if (ns === undefined && ew === undefined) return played === 0 ? { NS: 0, EW: 0 } : undefined;
  const NS = ns ?? played - (ew as number);
  const EW = ew ?? played - (ns as number);
  if (NS < 0 || EW < 0) {
    throw new DataError(`--won-${ns === undefined ? 'ew' : 'ns'}: ${ns ?? ew} is more than the ${played} tricks already played`);
  }
  return { NS, EW };
}

const SOLVE_FLAGS = {
  trump: { type: 'string' },
  leader: { type: 'string' },
  table: { type: 'boolean' },
  par: { type: 'boolean' },
  vul: { type: 'string' },
  cards: { type: 'boolean' },
  trick: { type: 'string' },
  'won-ns': { type: 'string' },
  'won-ew': { type: 'string' },
  contract: { type: 'string' },
  declarer: { type: 'string' },
  ...FORMAT_FLAGS,
} as const;

/** Trump and leader from the flags and the contract (the contract names the trump; Law 41A its opening leader). */
function trumpAndLeader(
  o: { trump?: Denomination | undefined; leader?: Seat | undefined; contract?: Contract | undefined; declarer?: Seat | undefined },
  startOfPlay: boolean,
): { trump: Denomination; leader: Seat } {
  if ((o.contract === undefined) !== (o.declarer === undefined)) {
    throw new UsageError(o.contract === undefined ? '--declarer goes with --contract, e.g. --contract 4S --declarer S' : '--contract needs --declarer (N, E, S or W)');
  }
  if (o.contract !== undefined && o.trump !== undefined && o.trump !== o.contract.denomination) {
    throw new UsageError(`--trump: ${o.trump} is not the denomination of --contract ${makeContract(o.contract)}`);
  }
  const trump = o.contract?.denomination ?? o.trump ?? 'NT';
  if (o.leader !== undefined) return { trump, leader: o.leader };
  // Law 41A: the opening lead is made by the defender on declarer's left.
  if (o.declarer !== undefined && startOfPlay) return { trump, leader: seatAfter(o.declarer, 1) };
  if (!startOfPlay) throw new UsageError('--leader: an end position needs the seat that leads (or led the current trick)');
  return { trump, leader: 'W' };
}

function solveDeal(flags: Flags): { output: SolveOutput; onlyTable: boolean } {
  if (flags.positionals.length !== 1) throw new UsageError('expected exactly one deal in PBN, e.g. "N:AKQ.… … … …"');
  const o = validate(Options, {
    '--trump': stringFlag(flags, 'trump'),
    '--leader': stringFlag(flags, 'leader'),
    '--vul': stringFlag(flags, 'vul'),
    '--won-ns': stringFlag(flags, 'won-ns'),
    '--won-ew': stringFlag(flags, 'won-ew'),
    '--contract': stringFlag(flags, 'contract'),
    '--declarer': stringFlag(flags, 'declarer'),
  });
  const wantTable = booleanFlag(flags, 'table') || booleanFlag(flags, 'par');
  const { hands, full } = readHands(flags.positionals[0] as string);
  const trick = readTrick(stringFlag(flags, 'trick'));
  if (wantTable && (!full || trick.length > 0)) throw new DataError('deal: --table and --par need the whole deal, 13 cards a hand and no trick in progress');
  const { trump, leader } = trumpAndLeader(o, full && trick.length === 0);
  const ending = !full || trick.length > 0 || o.wonNs !== undefined || o.wonEw !== undefined || o.contract !== undefined;
  const out: { -readonly [K in keyof SolveOutput]: SolveOutput[K] } = {};
  if (wantTable) {
    const table = ddTable({ hands });
    if (!table.ok) throw new DataError(`deal: ${table.error.message}`);
    out.table = table.value;
    if (booleanFlag(flags, 'par')) {
      const p = par(table.value, o.vul);
      if (!p.ok) throw new DataError(p.error.message);
      out.par = { ...p.value, vulnerability: o.vul };
    }
  }
  // With --table or --par alone, no single solve unless a leader is named (or an ending is asked).
  if (wantTable && o.leader === undefined && !ending) return { output: out, onlyTable: out.par === undefined };
  const position = { hands, trick, trump, leader };
  if (ending || booleanFlag(flags, 'cards')) {
    const left = hands[leader].length + (trick.length > 0 ? 1 : 0);
    const won = tricksWon(o.wonNs, o.wonEw, 13 - left);
    const contract = o.contract === undefined || o.declarer === undefined ? undefined : { contract: o.contract, declarer: o.declarer };
    const r = analyseEnding({ ...position, ...(won === undefined ? {} : { tricksWon: won }), ...(contract === undefined ? {} : { contract }) });
    if (!r.ok) throw new DataError(`${fieldOf(r.error.code)}: ${r.error.message}`);
    const a = r.value;
    out.solve = { tricks: a.best, toPlay: a.toPlay, side: a.side, trump, leader, tricksLeft: a.tricksLeft };
    if (contract !== undefined && a.contract !== undefined) {
      const { overtricks, ...view } = a.contract;
      const result = overtricks === undefined ? {} : { result: overtricks === 0 ? '=' : overtricks > 0 ? `+${overtricks}` : String(overtricks) };
      out.contract = { contract: makeContract(contract.contract), ...view, ...result };
    }
    out.cards = a.cards;
    if (won !== undefined) {
      out.tricksWon = won;
      out.final = a.final;
    }
  } else {
    const r = solve(position, { trump, leader });
    if (!r.ok) throw new DataError(`${fieldOf(r.error.code)}: ${r.error.message}`);
    out.solve = { ...r.value, trump, leader };
  }
  return { output: out, onlyTable: false };
}

/** Which input a refusal is about, for the message. */
function fieldOf(code: string): string {
  if (code === 'bad-trick' || code === 'revoke-in-trick') return '--trick';
  if (code === 'bad-option') return '--won-ns/--won-ew';
  return 'deal';
}

/** The `--table --json` shape: `{"N":{"C":n,"D":n,"H":n,"S":n,"NT":n},"E":…,"S":…,"W":…}`. */
export function formatTableJson(table: DdTable): string {
  const rows = SEATS.map((s) => {
    const r = table[s];
    return `"${s}":{"C":${r.C},"D":${r.D},"H":${r.H},"S":${r.S},"NT":${r.NT}}`;
  });
  return `{${rows.join(',')}}`;
}

const plural = (n: number, word: string): string => `${n} ${word}${n === 1 ? '' : 's'}`;

/** `4S made`, `4S made with 1 overtrick`, `4S down 2`. */
function outcome(contract: string, result: string): string {
  if (result === '=') return `${contract} made`;
  const n = Number(result.slice(1));
  return result.startsWith('+') ? `${contract} made with ${plural(n, 'overtrick')}` : `${contract} down ${n}`;
}

/** Plain text for people: the table as a grid, par, one solve and what each card costs. */
export function formatSolveText(output: SolveOutput): string {
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
    const who = s.toPlay === s.leader ? `${s.leader} leads` : `${s.leader} led, ${s.toPlay} to play`;
    const left = s.tricksLeft === undefined ? '' : ` of ${s.tricksLeft} left`;
    const final = output.final ? `; final NS ${output.final.NS}, EW ${output.final.EW}` : '';
    lines.push(`${s.trump}, ${who}: ${s.side} take ${plural(s.tricks, 'trick')}${left}${final}`);
  }
  if (output.contract) {
    const c = output.contract;
    const ends = c.declarerTricks === undefined ? '' : `; declarer's side then takes ${c.declarerTricks} in all: ${outcome(c.contract, c.result as string)}`;
    lines.push(`${c.contract} by ${c.declarer}: the most the defence (${c.defence}) can take from here is ${plural(c.defenceMost, 'trick')}${ends}`);
  }
  if (output.cards) {
    lines.push(output.cards.map((c) => `${c.card}:${c.tricks}${c.cost > 0 ? ` (costs ${c.cost})` : ''}`).join(' '));
  }
  return lines.join('\n');
}

export const solveCommand: Command = {
  name: 'solve',
  summary: 'double-dummy tricks, end positions card by card, the 4 x 5 table and par',
  help: `Usage: bridge-laws solve "<PBN deal>" [--trump S|H|D|C|NT | --contract 4S --declarer S]
                          [--leader N|E|S|W] [--cards] [--trick "SA HK"] [--won-ns N] [--won-ew N]
                          [--table] [--par --vul None|NS|EW|All] [--json | --format text|json]

Solves the deal with all four hands in view. Without --table or --par: the most tricks the
side to play takes (trump NT and leader W unless given). --cards adds every legal card with
the tricks it keeps and what it costs against the best card.

End positions (a claim): the deal may hold fewer cards, the same number in each hand (e.g.
"N:AK.Q.. 2.3.4. ..." with 3 cards each); the answer then lists every card with its cost.
  --leader   the seat on lead, or the seat that led the current trick (needed for an end
             position; at the start of play with --contract, declarer's left, Law 41A)
  --trick    cards already played to the current trick, in order from --leader
  --won-ns   tricks North-South have already won; --won-ew the same for East-West (one
             is enough: they add up to the tricks already played, Law 79A). The answer
             then gives each side's final total with best play.
  --contract the contract (e.g. 4S, 3NTX; its denomination is the trump) with --declarer:
             the answer adds the most the defence can take from here and, with the tricks
             won, how the contract ends with best play
  --table    tricks for each declarer in each denomination (with --json exactly
             {"N":{"C":n,"D":n,"H":n,"S":n,"NT":n},"E":{…},"S":{…},"W":{…}})
  --par      the par score (North-South view) and par contracts for --vul (default None)
  --json     print JSON (the same as --format json)
Exit codes: 0 answered, 1 bad deal or position (the message names the field), 2 usage.`,
  async run(args: readonly string[], io: CliIo): Promise<ExitCode> {
    const flags = parseFlags(args, SOLVE_FLAGS);
    const json = outputFormat(flags, ['text', 'json'], 'text') === 'json';
    const { output, onlyTable } = solveDeal(flags);
    if (json && onlyTable && output.table) io.out(formatTableJson(output.table));
    else io.out(json ? JSON.stringify(output) : formatSolveText(output));
    return EXIT.ok;
  },
};
