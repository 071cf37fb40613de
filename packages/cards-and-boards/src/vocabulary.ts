// The words every chapter speaks (Law 1A: pack, suits and ranks; Law 3: compass seats).

/** Suits from the highest (Law 1A). */
export const SUITS = ['S', 'H', 'D', 'C'] as const;
export type Suit = (typeof SUITS)[number];

/** Ranks from the highest (Law 1A); `T` is the ten. */
export const RANKS = ['A', 'K', 'Q', 'J', 'T', '9', '8', '7', '6', '5', '4', '3', '2'] as const;
export type Rank = (typeof RANKS)[number];

/** Seats in the clockwise order of rotation. */
export const SEATS = ['N', 'E', 'S', 'W'] as const;
export type Seat = (typeof SEATS)[number];

export const SIDES = ['NS', 'EW'] as const;
export type Side = (typeof SIDES)[number];

/** Denominations from the lowest (Law 18E: clubs, diamonds, hearts, spades, notrump). */
export const DENOMINATIONS = ['C', 'D', 'H', 'S', 'NT'] as const;
export type Denomination = (typeof DENOMINATIONS)[number];

/** Which sides are vulnerable (Law 2). */
export const VULNERABILITIES = ['None', 'NS', 'EW', 'All'] as const;
export type Vulnerability = (typeof VULNERABILITIES)[number];

export type BySeat<T> = { readonly [S in Seat]: T };
export type BySide<T> = { readonly [S in Side]: T };
export type BySuit<T> = { readonly [S in Suit]: T };

export const SUIT_NAMES: BySuit<string> = { S: 'spades', H: 'hearts', D: 'diamonds', C: 'clubs' };
export const SEAT_NAMES: BySeat<string> = { N: 'North', E: 'East', S: 'South', W: 'West' };

export function isSeat(x: unknown): x is Seat {
  return x === 'N' || x === 'E' || x === 'S' || x === 'W';
}
export function isSuit(x: unknown): x is Suit {
  return x === 'S' || x === 'H' || x === 'D' || x === 'C';
}
export function isDenomination(x: unknown): x is Denomination {
  return isSuit(x) || x === 'NT';
}
export function isVulnerability(x: unknown): x is Vulnerability {
  return x === 'None' || x === 'NS' || x === 'EW' || x === 'All';
}

const SEAT_INDEX: BySeat<number> = { N: 0, E: 1, S: 2, W: 3 };

export function seatIndex(seat: Seat): number {
  return SEAT_INDEX[seat];
}

/** The seat `steps` places clockwise from `seat` (1 = left-hand opponent). */
export function seatAfter(seat: Seat, steps = 1): Seat {
  return SEATS[(((SEAT_INDEX[seat] + steps) % 4) + 4) % 4] as Seat;
}

export function nextSeat(seat: Seat): Seat {
  return seatAfter(seat, 1);
}
export function partnerOf(seat: Seat): Seat {
  return seatAfter(seat, 2);
}
export function lhoOf(seat: Seat): Seat {
  return seatAfter(seat, 1);
}
export function rhoOf(seat: Seat): Seat {
  return seatAfter(seat, 3);
}
export function sideOf(seat: Seat): Side {
  return seat === 'N' || seat === 'S' ? 'NS' : 'EW';
}
export function otherSide(side: Side): Side {
  return side === 'NS' ? 'EW' : 'NS';
}
export function seatsOf(side: Side): readonly [Seat, Seat] {
  return side === 'NS' ? ['N', 'S'] : ['E', 'W'];
}
export function areOpponents(a: Seat, b: Seat): boolean {
  return sideOf(a) !== sideOf(b);
}

/** Law 2 / Law 77: whether the side of `seat` is vulnerable. */
export function isVulnerable(vulnerability: Vulnerability, seat: Seat): boolean {
  if (vulnerability === 'All') return true;
  if (vulnerability === 'None') return false;
  return vulnerability === sideOf(seat);
}

/** Build a BySeat from a function of the seat. */
export function bySeat<T>(f: (seat: Seat) => T): BySeat<T> {
  return { N: f('N'), E: f('E'), S: f('S'), W: f('W') };
}
