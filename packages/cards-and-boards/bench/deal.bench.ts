// Law 6 dealing and PBN deal notation: deals per second on one core.
import { measure, report } from '@bridge-laws/config/bench';
import { dealWith, dealOwners, secureRandom, seededRandom, parsePbnDeal, makePbnDeal } from '../src/index.js';

const secure = secureRandom();
report(measure('secure dealing, Deal objects', () => dealWith(secure)), 'deals', 500_000);
const seeded = seededRandom('bench');
report(measure('seeded dealing, Deal objects', () => dealWith(seeded)), 'deals', 2_000_000);

const owners = new Uint8Array(52);
report(measure('secure dealing, owner arrays', () => dealOwners(secure, owners)), 'deals', 500_000);
report(measure('seeded dealing, owner arrays', () => dealOwners(seeded, owners)), 'deals', 2_000_000);

const texts = Array.from({ length: 1024 }, (_, i) => makePbnDeal(dealWith(seededRandom(`p${i}`))));
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
