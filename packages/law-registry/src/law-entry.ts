// The shape of one registered law reference.

/**
 * How the engine treats a law: `mechanical` (decided from recorded facts), `choice` (a player picks
 * among listed options), `judgment` (the Director answers a question the engine asks), `reference`
 * (conduct or organisation, nothing to compute; also the kind of a grouping whose parts differ).
 */
export const LAW_KINDS = ['mechanical', 'choice', 'judgment', 'reference'] as const;
export type LawKind = (typeof LAW_KINDS)[number];

/** The packages that own the chapters of the Laws; Law 80 belongs to the regulation contract. */
export const LAW_PACKAGES = [
  'cards-and-boards',
  'irregularities',
  'auction',
  'play',
  'claims',
  'scoring',
  'regulation',
  'appeals',
] as const;
export type LawPackage = (typeof LAW_PACKAGES)[number];

export interface LawEntry {
  /** The reference as the Laws print it: `27B1(a)`, `40B2(a)(iii)`, `64`. */
  readonly ref: string;
  /** The law number, 1–93. */
  readonly law: number;
  /** A short English title. */
  readonly title: string;
  readonly kind: LawKind;
  /** The package that implements (or documents) this reference. */
  readonly package: LawPackage;
  /** The enclosing reference (`27B1` for `27B1(a)`), or null for a whole law. */
  readonly parent: string | null;
}
