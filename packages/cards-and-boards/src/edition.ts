// The edition of the Laws a ruling follows: a value passed in like the regulation, never a flag read inside rule files.
export const EDITIONS = ['2017', '2007'] as const;

/** The WBF Laws of Duplicate Bridge in force from 2017, or the 2007 edition they replaced. */
export type Edition = (typeof EDITIONS)[number];

/** The edition a table follows when none is named: the Laws in force. */
export const CURRENT_EDITION: Edition = '2017';

export function isEdition(value: unknown): value is Edition {
  return typeof value === 'string' && (EDITIONS as readonly string[]).includes(value);
}
