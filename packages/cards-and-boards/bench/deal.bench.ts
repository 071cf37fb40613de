// Law 6 dealing and PBN deal notation: deals per second on one core (wall clock and CPU time).
import { measureRate, reportRate } from './cpu.js';
import {
  dealWith, dealOwners, secureRandom, seededRandom, parsePbnDeal, makePbnDeal, parsePbnDealOwners, makePbnDealFromOwners,
} from '../src/index.js';
import type { Deal } from '../src/index.js';

const secure = secureRandom();
const seeded = seededRandom('bench');
reportRate(measureRate('secure dealing, Deal objects', () => dealWith(secure)), 500_000);
reportRate(measureRate('seeded dealing, Deal objects', () => dealWith(seeded)), 2_000_000);
// A consumer reads the hands: the Deal object's cost including its four hand arrays.
reportRate(measureRate('seeded dealing, Deal objects, hands read', () => dealWith(seeded).hands.W.length), 2_000_000);

const owners = new Uint8Array(52);
reportRate(measureRate('secure dealing, owner arrays', () => dealOwners(secure, owners)), 500_000);
reportRate(measureRate('seeded dealing, owner arrays', () => dealOwners(seeded, owners)), 2_000_000);

// Flat strings, as text read from a file is (a freshly concatenated string would be measured flattening).
const texts = Array.from({ length: 1024 }, (_, i) => Buffer.from(makePbnDeal(dealWith(seededRandom(`p${i}`)))).toString('latin1'));
const deals = texts.map((t) => parsePbnDeal(t)).map((r) => (r.ok ? r.value : undefined));
// The same deals as plain objects, as a consumer might build them by hand.
const plain: Deal[] = deals.map((d) => ({ hands: { N: [...(d?.hands.N ?? [])], E: [...(d?.hands.E ?? [])], S: [...(d?.hands.S ?? [])], W: [...(d?.hands.W ?? [])] } }));
const text = (i: number) => texts[i & 1023] as string;

reportRate(measureRate('PBN deal parse', (i) => parsePbnDeal(text(i))), 1_000_000);
reportRate(measureRate('PBN deal format', (i) => makePbnDeal(deals[i & 1023] as Deal)), 1_000_000);
reportRate(measureRate('PBN deal format, plain Deal objects', (i) => makePbnDeal(plain[i & 1023] as Deal)));
reportRate(
  measureRate('PBN deal parse + format', (i) => {
    const r = parsePbnDeal(text(i));
    return r.ok ? makePbnDeal(r.value) : '';
  }),
  1_000_000,
);
const out = new Uint8Array(52);
reportRate(
  measureRate('PBN deal parse + format, owner arrays', (i) => {
    const o = parsePbnDealOwners(text(i), out);
    return o ? makePbnDealFromOwners(o) : '';
  }),
  1_000_000,
);
