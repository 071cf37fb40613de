// One table's entry as text (contract, declarer, vulnerability, tricks or result), validated and scored.
import { z } from 'zod';
import type { ContractResult, Result, Vulnerability } from '@bridge-laws/cards-and-boards';
import { err, ok, parseContract, tricksRequired } from '@bridge-laws/cards-and-boards';
import { scoreNS } from './contract-score.js';

/** A problem with one line of a file: the file, the line, the board when known, and what is wrong. */
export interface LineProblem {
  readonly file: string;
  readonly line: number;
  readonly board?: number;
  readonly message: string;
}

/** `file: line 7, board 3: message` */
export function formatProblem(p: LineProblem): string {
  return `${p.file}: line ${p.line}${p.board === undefined ? '' : `, board ${p.board}`}: ${p.message}`;
}

export interface TableEntryText {
  readonly contract: string;
  readonly declarer?: string;
  readonly vulnerable: string;
  readonly tricks?: string;
  /** Relative to the contract: `=`, `+1`, `-2`. Used when tricks is empty. */
  readonly result?: string;
}

export interface TableEntry {
  readonly result: ContractResult;
  readonly vulnerability: Vulnerability;
  readonly tricks: number;
  readonly scoreNs: number;
}

const PASSED_OUT = /^(p|pass|passed|passed-out|passout)$/i;

const Vul = z.enum(['None', 'NS', 'EW', 'All'], { message: 'vulnerable must be None, NS, EW or All (Both, Love, - and any case accepted) (Law 2)' });

/** The ways scorers write vulnerability, mapped to Law 2's four states; anything else is left for the validator. */
const VUL_WORDS: Readonly<Record<string, 'None' | 'NS' | 'EW' | 'All'>> = {
  none: 'None', '-': 'None', love: 'None',
  ns: 'NS', 'n-s': 'NS', 'n/s': 'NS',
  ew: 'EW', 'e-w': 'EW', 'e/w': 'EW',
  all: 'All', both: 'All',
};

/** Law 2: `Both`, `ns`, `-` and the like as one of None, NS, EW, All (unknown words are returned unchanged). */
export function normalizeVulnerability(text: string): string {
  return VUL_WORDS[text.trim().toLowerCase()] ?? text.trim();
}

/** `4HR` is how many scorers write redoubled (`4HXX`); `4H*`/`4H**` too. */
export function normalizeContractText(text: string): string {
  return text.trim().replace(/(?:R|\*\*)$/i, 'XX').replace(/\*$/, 'X');
}
const Declarer = z.enum(['N', 'E', 'S', 'W'], { message: 'declarer must be N, E, S or W' });
const Tricks = z
  .string()
  .regex(/^\d{1,2}$/, 'tricks must be a whole number from 0 to 13')
  .transform(Number)
  .refine((n) => n <= 13, 'tricks must be a whole number from 0 to 13 (a deal has 13 tricks, Law 77)');
const Relative = z.string().regex(/^(=|[+-](?:[1-9]|1[0-3]))$/, 'result must be =, +N or -N');

function first(e: z.ZodError): string {
  return e.issues[0]?.message ?? 'invalid value';
}

/** Validate and score one entry; the error is one sentence naming the field. */
export function readTableEntry(text: TableEntryText): Result<TableEntry, string> {
  const vul = Vul.safeParse(normalizeVulnerability(text.vulnerable));
  if (!vul.success) return err(`vulnerable: ${first(vul.error)}, got "${text.vulnerable}"`);
  const vulnerability = vul.data;
  if (PASSED_OUT.test(text.contract.trim())) {
    return ok({ result: { kind: 'passed-out' }, vulnerability, tricks: 0, scoreNs: 0 });
  }
  const contract = parseContract(normalizeContractText(text.contract));
  if (!contract.ok) return err(`contract: ${contract.error}; a passed-out board is written P (Law 22B)`);
  const declarer = Declarer.safeParse((text.declarer ?? '').trim().toUpperCase());
  if (!declarer.success) return err(`declarer: ${first(declarer.error)}, got "${text.declarer ?? ''}"`);
  let tricks: number;
  const tricksText = (text.tricks ?? '').trim();
  const relText = (text.result ?? '').trim();
  if (tricksText !== '') {
    const t = Tricks.safeParse(tricksText);
    if (!t.success) return err(`tricks: ${first(t.error)}, got "${tricksText}"`);
    tricks = t.data;
  } else if (relText !== '') {
    const r = Relative.safeParse(relText);
    if (!r.success) return err(`result: ${first(r.error)}, got "${relText}"`);
    tricks = tricksRequired(contract.value) + (relText === '=' ? 0 : Number(relText));
    if (tricks < 0 || tricks > 13) return err(`result: ${relText} on ${text.contract} means ${tricks} tricks; a deal has 0 to 13 (Law 77)`);
  } else return err('tricks: missing (give tricks 0-13 or a result such as =, +1, -2)');
  const result: ContractResult = { kind: 'contract', contract: contract.value, declarer: declarer.data };
  const score = scoreNS({ result, vulnerability, tricks });
  if (!score.ok) return err(`tricks: ${score.error.message}`);
  return ok({ result, vulnerability, tricks, scoreNs: score.value });
}
