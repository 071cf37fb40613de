// PBN §3.4 and §4: the tags the standard defines, the syntax of their values, and their export spelling.
import type { Contract, DealSetup, Seat, Vulnerability } from '@bridge-laws/cards-and-boards';
import { checkSetup, makePbnDeal, parseContract, parsePbnDealSetup, seatAfter, SEATS } from '@bridge-laws/cards-and-boards';

/** The Mandatory Tag Set in export order (PBN §3.4). */
export const MANDATORY_TAGS = [
  'Event', 'Site', 'Date', 'Board', 'West', 'North', 'East', 'South',
  'Dealer', 'Vulnerable', 'Deal', 'Scoring', 'Declarer', 'Contract', 'Result',
] as const;

/** Tables of PBN §5 (their tag value describes the columns). */
export const TABLE_TAGS = [
  'ActionTable', 'AuctionTimeTable', 'InstantScoreTable', 'OptimumPlayTable',
  'OptimumResultTable', 'PlayTimeTable', 'ScoreTable', 'TotalScoreTable',
] as const;

export type PbnVersion = '1.0' | '2.0' | '2.1';

const TAGS_1_0 = [
  ...MANDATORY_TAGS, 'Competition', 'Mode', 'WestType', 'NorthType', 'EastType', 'SouthType',
  'Auction', 'Play', 'Note', 'Annotator', 'AnnotatorNA', 'Description', 'EventDate', 'EventSponsor',
  'FrenchMP', 'Generator', 'Hidden', 'HomeTeam', 'Room', 'Round', 'Score', 'ScoreIMP',
  'ScorePercentage', 'ScoreRubber', 'Section', 'Stage', 'Table', 'Termination', 'Time', 'TimeCall',
  'TimeCard', 'TimeControl', 'UTCDate', 'UTCTime', 'VisitTeam', 'WestNA', 'NorthNA', 'EastNA', 'SouthNA',
  'BidSystemEW', 'BidSystemNS', 'ScoreTable', 'TotalScoreTable',
];
// Added by PBN 2.0 (the Verifier's 1.0 tests treat them as unknown).
const TAGS_2_0 = [
  'Application', 'DealId', 'PairEW', 'PairNS', 'ScoreMP', 'ScoreRubberHistory', 'ActionTable', 'AuctionTimeTable',
  'InstantScoreTable', 'PlayTimeTable',
];
const TAGS_2_1 = ['OptimumScore', 'OptimumResultTable', 'OptimumPlayTable'];

const KNOWN: Readonly<Record<PbnVersion, ReadonlySet<string>>> = {
  '1.0': new Set(TAGS_1_0),
  '2.0': new Set([...TAGS_1_0, ...TAGS_2_0]),
  '2.1': new Set([...TAGS_1_0, ...TAGS_2_0, ...TAGS_2_1]),
};

export function knownTags(version: PbnVersion): ReadonlySet<string> {
  return KNOWN[version];
}

/** Tags whose value may not be inherited with `#` or `##` (PBN §4.8). */
export const NOT_INHERITED: ReadonlySet<string> = new Set(['Dealer', 'Vulnerable', 'Deal', 'Declarer', 'Contract', 'Auction', 'Play', 'Note']);

/** N, E, S or W, either case. */
export function readSeat(value: string): Seat | undefined {
  switch (value) {
    case 'N':
    case 'n':
      return 'N';
    case 'E':
    case 'e':
      return 'E';
    case 'S':
    case 's':
      return 'S';
    case 'W':
    case 'w':
      return 'W';
    default:
      return undefined;
  }
}

/** PBN §3.4.10: None/Love/-, NS, EW, All/Both, any case. */
export function readVulnerable(value: string): Vulnerability | undefined {
  // The export spellings first: no lower-case copy of the value to make.
  switch (value) {
    case 'None':
    case 'NS':
    case 'EW':
    case 'All':
      return value;
  }
  switch (value.toLowerCase()) {
    case 'none':
    case 'love':
    case '-':
      return 'None';
    case 'ns':
      return 'NS';
    case 'ew':
      return 'EW';
    case 'all':
    case 'both':
      return 'All';
    default:
      return undefined;
  }
}

export interface TagProblem {
  readonly code: string;
  readonly message: string;
  /** Only an error for the verifier; real files commonly do this. */
  readonly strict: boolean;
}

const DATE = /^[0-9?]{4}\.[0-9?]{2}\.[0-9?]{2}$/;
const INTEGER = /^[0-9]+$/;
const SIGNED = /^[+-]?[0-9]+$/;
const DECIMAL = /^[+-]?[0-9]+(\.[0-9]*)?$/;
const SCORING_FIELDS = new Set(
  [
    'MP', 'MatchPoints', 'IMP', 'Cavendish', 'Chicago', 'Rubber', 'BAM', 'Instant', 'Butler', 'Butler-2', 'Experts',
    'Cross', 'Cross1', 'Cross2', 'Mean', 'Median', 'MP1', 'MP2', 'OldMP', 'Mitchell2', 'Mitchell3', 'Mitchell4',
    'Ascherman', 'Bastille', 'EMP', 'IMP_1948', 'IMP_1961',
  ].map((f) => f.toLowerCase()),
);

// Contracts in export spelling (and Pass), the values nearly every game has.
const EXPORT_CONTRACTS: ReadonlySet<string> = new Set([
  'Pass',
  ...[1, 2, 3, 4, 5, 6, 7].flatMap((l) => ['C', 'D', 'H', 'S', 'NT'].flatMap((d) => ['', 'X', 'XX'].map((r) => `${l}${d}${r}`))),
]);

/** Whether a Contract value is already in export spelling (`Pass`, `3NT`, `4HX`…). */
export function isExportContract(value: string): boolean {
  return EXPORT_CONTRACTS.has(value);
}

/** The 5 score formats (PBN §4.2.1): `x`, `NS x`, `EW x`, `NS x EW y`, `EW x NS y`. */
function scoreParts(value: string, number: RegExp, allowBare: boolean): string | null {
  // White space around each `/` goes (split and trim: a regular expression `\s*\/\s*` would try every
  // start in a run of spaces, time quadratic in its length).
  const parts = value.split('/').map((p) => p.trim()).join('/').trim().split(/\s+/);
  const isNum = (s: string | undefined) => s !== undefined && number.test(s);
  if (parts.length === 1) return allowBare && isNum(parts[0]) ? null : `"${value}" is not a score`;
  if (parts.length === 2 && (parts[0] === 'NS' || parts[0] === 'EW') && isNum(parts[1])) return null;
  if (parts.length === 4 && ((parts[0] === 'NS' && parts[2] === 'EW') || (parts[0] === 'EW' && parts[2] === 'NS')) && isNum(parts[1]) && isNum(parts[3])) return null;
  return `"${value}" is not a score (expected e.g. "NS 420" or "NS 420 EW -420")`;
}

// The usual Result values, 0 to 13, read once.
const TRICKS: ReadonlyMap<string, { readonly tricks: number; readonly irregular: false; readonly error: null }> = new Map(
  Array.from({ length: 14 }, (_, t) => [String(t), Object.freeze({ tricks: t, irregular: false as const, error: null })]),
);

/** PBN §3.4.15: the tricks of declarer, or of a side; `^` flags an agreed wrong number. */
export function readResult(value: string, declarer: Seat | null | undefined): { tricks: number | null; irregular: boolean; error: string | null } {
  const plain = TRICKS.get(value);
  if (plain !== undefined) return plain;
  const irregular = value.startsWith('^');
  const v = irregular ? value.slice(1) : value;
  const parts = v.split(' ');
  const num = (s: string | undefined) => (s !== undefined && INTEGER.test(s) && Number(s) <= 13 ? Number(s) : null);
  if (parts.length === 1) {
    const t = num(parts[0]);
    return t === null ? { tricks: null, irregular, error: `Result "${value}" is not a number of tricks 0–13` } : { tricks: t, irregular, error: null };
  }
  const side: Record<string, number> = {};
  for (let k = 0; k + 1 < parts.length; k += 2) {
    const t = num(parts[k + 1]);
    const s = parts[k] as string;
    if ((s !== 'NS' && s !== 'EW') || t === null || side[s] !== undefined) return { tricks: null, irregular, error: `Result "${value}" is not in a PBN result format` };
    side[s] = t;
  }
  if (parts.length % 2 !== 0 || parts.length > 4) return { tricks: null, irregular, error: `Result "${value}" is not in a PBN result format` };
  if (side.NS !== undefined && side.EW !== undefined && side.NS + side.EW !== 13) {
    return { tricks: null, irregular, error: `Result "${value}": the two sides' tricks must add up to 13` };
  }
  if (declarer === undefined || declarer === null) return { tricks: null, irregular, error: null };
  const mine = declarer === 'N' || declarer === 'S' ? 'NS' : 'EW';
  const other = mine === 'NS' ? 'EW' : 'NS';
  const t = side[mine] ?? (side[other] === undefined ? null : 13 - side[other]);
  return { tricks: t, irregular, error: null };
}

// The tags whose values have a syntax of their own (the cases of `checkTagValue`); any value of another tag is right.
const WITH_SYNTAX: ReadonlySet<string> = new Set([
  'Date', 'EventDate', 'UTCDate', 'Board', 'Round', 'Dealer', 'Vulnerable', 'Declarer', 'Contract', 'Result', 'Score', 'ScoreIMP',
  'ScoreMP', 'ScorePercentage', 'ScoreRubber', 'OptimumScore', 'Scoring', 'Hidden', 'Room', 'FrenchMP',
]);

/** Whether `checkTagValue` can find anything wrong with a value of this tag (players, Event, Site… it cannot). */
export function hasValueSyntax(name: string): boolean {
  return WITH_SYNTAX.has(name);
}

/** Syntax of one tag value as the standard defines it. Inherited values (`#`, `##…`) are checked by the caller. */
export function checkTagValue(name: string, value: string): TagProblem | null {
  switch (name) {
    case 'Date':
    case 'EventDate':
    case 'UTCDate':
      return value === '' || value === '?' || DATE.test(value) ? null : bad(`${name} "${value}" must be YYYY.MM.DD (? for unknown digits)`, true);
    case 'Board':
      return value === '' || value === '?' || (INTEGER.test(value) && Number(value) > 0) ? null : bad(`Board "${value}" must be a positive whole number`, true);
    case 'Round':
      return /^[A-Za-z0-9_]+(\.[A-Za-z0-9_]+)*$/.test(value) || value === '' || value === '?' ? null : bad(`Round "${value}" must be letters, digits and _ (parts separated by .)`, true);
    case 'Dealer':
      return value === '' || value === '?' || readSeat(value) !== undefined ? null : bad(`Dealer "${value}" must be N, E, S or W`);
    case 'Vulnerable':
      return value === '' || value === '?' || readVulnerable(value) !== undefined ? null : bad(`Vulnerable "${value}" must be None, NS, EW or All`);
    case 'Declarer': {
      const v = value.startsWith('^') ? value.slice(1) : value;
      return value === '' || value === '?' || readSeat(v) !== undefined ? null : bad(`Declarer "${value}" must be N, E, S or W (^ before it for a swapped dummy)`);
    }
    case 'Contract':
      if (EXPORT_CONTRACTS.has(value)) return null;
      if (value === '' || value === '?' || value.toLowerCase() === 'pass') return null;
      if (/^(NT|S|H|D|C)$/i.test(value)) return null; // end position: denomination only (§3.10)
      return readContract(value) !== undefined ? (/^[1-7](NT|S|H|D|C)(X|XX)?$/.test(value) ? null : bad(`Contract "${value}" is not in export spelling (e.g. 3NT, 4HX)`, true)) : bad(`Contract "${value}" must be Pass or level, denomination (C D H S NT) and X or XX`);
    case 'Result': {
      if (TRICKS.has(value) || value === '' || value === '?') return null;
      const error = readResult(value, undefined).error;
      return error === null ? null : bad(error);
    }
    case 'Score':
      return value === '' || value === '?' ? null : asStrict(name, scoreParts(value, SIGNED, true));
    case 'ScoreIMP':
    case 'ScoreMP':
      return value === '' || value === '?' ? null : asStrict(name, scoreParts(value, DECIMAL, true));
    case 'ScorePercentage': {
      if (value === '' || value === '?') return null;
      const p = scoreParts(value, /^[0-9]+(\.[0-9]*)?$/, true);
      if (p !== null) return bad(p, true);
      const nums = value.split(' ').filter((x) => /[0-9]/.test(x)).map(Number);
      return nums.every((x) => x <= 100) ? null : bad(`ScorePercentage "${value}" must be between 0 and 100`, true);
    }
    case 'ScoreRubber':
      return value === '' || value === '?' ? null : asStrict(name, scoreParts(value, /^[0-9]+\/[0-9]+$/, true));
    case 'OptimumScore':
      return value === '' || value === '?' ? null : asStrict(name, scoreParts(value, SIGNED, false));
    case 'Scoring': {
      if (value === '' || value === '?') return null;
      const fields = value.split(';');
      const unknown = fields.find((f) => !SCORING_FIELDS.has(f.toLowerCase()));
      return unknown === undefined ? null : bad(`Scoring field "${unknown}" is not one PBN defines`, true);
    }
    case 'Hidden':
      return /^[NESWnesw]*$/.test(value) ? null : bad(`Hidden "${value}" may contain only N, E, S, W`, true);
    case 'Room':
      return value === '' || value === 'Open' || value === 'Closed' ? null : bad(`Room "${value}" must be Open or Closed`, true);
    case 'FrenchMP':
      return value === '' || value === 'Yes' || value === 'No' ? null : bad(`FrenchMP "${value}" must be Yes or No`, true);
    default:
      return null;
  }
}

function bad(message: string, strict = false): TagProblem {
  return { code: 'bad-tag-value', message, strict };
}
function asStrict(name: string, message: string | null): TagProblem | null {
  return message === null ? null : bad(`${name}: ${message}`, true);
}

/**
 * A Deal tag value (PBN §3.4.11), checked as a deal or an end position (§3.10). The spacing of the
 * hands is checked only when `strict` (it is only ever an error for the verifier).
 */
export function readDeal(value: string, strict: boolean): { setup: DealSetup | null; error: string | null; strictError: string | null } {
  const parsed = parsePbnDealSetup(value);
  if (!parsed.ok) return { setup: null, error: `Deal: ${parsed.error.message}`, strictError: null };
  const checked = checkSetup(parsed.value, true);
  if (!checked.ok && checked.error.problem !== 'card-count') return { setup: null, error: `Deal: ${checked.error.message}`, strictError: null };
  // The hands given: how many, the largest, whether all are the same size (read once per deal, so no lists).
  let given = 0, max = 0, min = 52;
  for (const seat of SEATS) {
    const hand = parsed.value[seat];
    if (hand === null) continue;
    given++;
    max = Math.max(max, hand.length);
    min = Math.min(min, hand.length);
  }
  if (given === 0) return { setup: null, error: 'Deal: no hand is given', strictError: null };
  if (max > 13) return { setup: null, error: `Deal: a hand holds ${max} cards`, strictError: null };
  // An end position has fewer than 13 cards a hand, the same number in each (§3.10).
  if (min !== max) {
    const counts = SEATS.flatMap((seat) => parsed.value[seat]?.length ?? []);
    return { setup: null, error: `Deal: hands of different sizes (${counts.join(', ')} cards)`, strictError: null };
  }
  const spacing = !strict || /^[NESWnesw]:\S+( \S+){3}$/.test(value) ? null : 'Deal: hands must be separated by single spaces';
  return { setup: parsed.value, error: null, strictError: spacing };
}

/**
 * Export spelling of a Deal: ranks high to low, starting with the dealer (§3.4.11). `value` is the
 * Deal as read; its hands are asked for only when they must be written anew.
 */
export function exportDeal(hands: { readonly setup: DealSetup }, dealer: Seat | undefined, value: string): string {
  const first = dealer ?? dealFirst(value);
  const from = readSeat(value.charAt(0));
  if (from === undefined || value.charAt(0) !== from || value.charCodeAt(1) !== 58 /* : */ || !inExportSpelling(value)) return makePbnDeal(hands.setup, first);
  if (from === first) return value;
  // Only the starting hand differs: turn the four hands round (the text is `F:h1 h2 h3 h4`), the
  // hands from the first one's on, then those before it.
  const shift = (SEATS.indexOf(first) - SEATS.indexOf(from) + 4) % 4;
  let start = 2;
  for (let k = 0; k < shift; k++) start = value.indexOf(' ', start) + 1;
  return `${first}:${value.slice(start)} ${value.slice(2, start - 1)}`;
}

const RANK_ORDER = new Int8Array(128).fill(-1);
'AKQJT98765432'.split('').forEach((r, k) => (RANK_ORDER[r.charCodeAt(0)] = k));

/**
 * Whether the hands of a readable Deal value (after `N:`) are in export spelling: four hands (or `-`)
 * of four dot-separated suits, ranks in upper case from high to low, single spaces between.
 */
function inExportSpelling(value: string): boolean {
  let i = 2;
  for (let hand = 0; hand < 4; hand++) {
    if (hand > 0 && value.charCodeAt(i++) !== 32) return false;
    if (value.charCodeAt(i) === 45 /* - */) {
      i++;
      continue;
    }
    for (let suit = 0; suit < 4; suit++) {
      if (suit > 0 && value.charCodeAt(i++) !== 46 /* . */) return false;
      let prev = -1;
      for (;;) {
        const c = value.charCodeAt(i);
        const r = c < 128 ? (RANK_ORDER[c] as number) : -1;
        if (r < 0) break;
        if (r <= prev) return false;
        prev = r;
        i++;
      }
    }
  }
  return i === value.length;
}

/** The first seat of a Deal value, if readable. */
export function dealFirst(value: string): Seat {
  return readSeat(value.trim().charAt(0)) ?? 'N';
}

// Contracts are few (35 × 3); each spelling is read once and its (immutable) contract shared.
const CONTRACTS = new Map<string, Contract | 'Pass' | undefined>();

export function readContract(value: string): Contract | 'Pass' | undefined {
  const known = CONTRACTS.get(value);
  if (known !== undefined || CONTRACTS.has(value)) return known;
  let read: Contract | 'Pass' | undefined;
  if (value.toLowerCase() === 'pass') read = 'Pass';
  else {
    const c = parseContract(value);
    read = c.ok ? Object.freeze(c.value) : undefined;
  }
  if (CONTRACTS.size < 1024) CONTRACTS.set(value, read);
  return read;
}

/** Seat to the left of `seat` (the opening leader when `seat` declares). */
export function leftOf(seat: Seat): Seat {
  return seatAfter(seat, 1);
}
