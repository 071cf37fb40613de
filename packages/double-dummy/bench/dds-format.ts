// Reader for DDS's hand-list format (the `PBN`/`FUT`/`TABLE`/`PAR` lines of list*.txt).
import type { Card, Deal, Denomination, Seat, Vulnerability } from '@bridge-laws/cards-and-boards';
import { parsePbnDeal } from '@bridge-laws/cards-and-boards';

const SEAT_CODE: readonly Seat[] = ['N', 'E', 'S', 'W'];
const STRAIN_CODE: readonly Denomination[] = ['S', 'H', 'D', 'C', 'NT'];
const VUL_CODE: readonly Vulnerability[] = ['None', 'All', 'NS', 'EW'];
const RANK_TEXT = '??23456789TJQKA';

export interface DdsRecord {
  readonly pbn: string;
  readonly deal: Deal;
  readonly vulnerability: Vulnerability;
  readonly trump: Denomination;
  readonly leader: Seat;
  /** Every lead with its value for the leader's side (equal cards listed separately). */
  readonly leads: ReadonlyMap<Card, number>;
  /** `table[seat][denomination]`: declarer's tricks. */
  readonly table: Readonly<Record<Seat, Readonly<Record<Denomination, number>>>>;
  /** Par score from North-South's side. */
  readonly parNs: number;
}

export function readDdsList(text: string): DdsRecord[] {
  const lines = text.split('\n').map((l) => l.trim());
  const out: DdsRecord[] = [];
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i] as string;
    if (!line.startsWith('PBN ')) continue;
    const head = line.split(/\s+/);
    const pbn = line.split('"')[1] as string;
    const deal = parsePbnDeal(pbn);
    if (!deal.ok) throw new Error(`bad deal ${pbn}`);
    const fut = (lines[i + 1] as string).split(/\s+/).slice(1).map(Number);
    const n = fut[0] as number;
    const leads = new Map<Card, number>();
    for (let k = 0; k < n; k++) {
      const suit = 'SHDC'[fut[1 + k] as number] as string;
      const rank = fut[1 + n + k] as number;
      const equals = fut[1 + 2 * n + k] as number;
      const score = fut[1 + 3 * n + k] as number;
      leads.set(`${suit}${RANK_TEXT[rank]}` as Card, score);
      for (let r = 2; r <= 14; r++) if (equals & (1 << r)) leads.set(`${suit}${RANK_TEXT[r]}` as Card, score);
    }
    const t = (lines[i + 2] as string).split(/\s+/).slice(1).map(Number);
    const table = {} as Record<Seat, Record<Denomination, number>>;
    SEAT_CODE.forEach((seat, s) => {
      table[seat] = { C: 0, D: 0, H: 0, S: 0, NT: 0 };
      STRAIN_CODE.forEach((d, k) => (table[seat][d] = t[4 * k + s] as number));
    });
    const par = /"NS (-?\d+)"/.exec(lines[i + 3] as string);
    out.push({
      pbn,
      deal: deal.value,
      vulnerability: VUL_CODE[Number(head[2])] as Vulnerability,
      trump: STRAIN_CODE[Number(head[3])] as Denomination,
      leader: SEAT_CODE[Number(head[4])] as Seat,
      leads,
      table,
      parNs: par ? Number(par[1]) : 0,
    });
  }
  return out;
}
