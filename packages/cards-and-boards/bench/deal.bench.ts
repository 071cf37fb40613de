// Law 6 dealing and PBN deal notation: deals per second on one core.
import { measure, report } from '@bridge-laws/config/bench';
import {
  dealWith, dealOwners, secureRandom, seededRandom, parsePbnDeal, makePbnDeal, parsePbnDealOwners, makePbnDealFromOwners,
} from '../src/index.js';

const secure = secureRandom();
report(measure('secure dealing, Deal objects', () => dealWith(secure)), 'deals', 500_000);
const seeded = seededRandom('bench');
report(measure('seeded dealing, Deal objects', () => dealWith(seeded)), 'deals', 2_000_000);

const owners = new Uint8Array(52);
report(measure('secure dealing, owner arrays', () => dealOwners(secure, owners)), 'deals', 500_000);
report(measure('seeded dealing, owner arrays', () => dealOwners(seeded, owners)), 'deals', 2_000_000);

// Flat strings, as text read from a file is (a freshly concatenated string would be measured flattening).
const texts = Array.from({ length: 1024 }, (_, i) => Buffer.from(makePbnDeal(dealWith(seededRandom(`p${i}`)))).toString('latin1'));
const deals = texts.map((t) => parsePbnDeal(t)).map((r) => (r.ok ? r.value : undefined));
report(measure('PBN deal parse', (i) => parsePbnDeal(texts[i & 1023] as string)), 'deals');
report(measure('PBN deal format', (i) => makePbnDeal(deals[i & 1023] ?? { N: null, E: null, S: null, W: null })), 'deals');
report(
  measure('PBN deal parse + format', (i) => {
    const r = parsePbnDeal(texts[i & 1023] as string);
    return r.ok ? makePbnDeal(r.value) : '';
  }),
  'deals',
  1_000_000,
);

const out = new Uint8Array(52);
report(
  measure('PBN deal parse + format, owner arrays', (i) => {
    const o = parsePbnDealOwners(texts[i & 1023] as string, out);
    return o ? makePbnDealFromOwners(o) : '';
  }),
  'deals',
  1_000_000,
);
