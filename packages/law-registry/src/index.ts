// @bridge-laws/law-registry — every reference in the Laws of Duplicate Bridge 2017, with its title, kind and owning package;
// the 2007 references and how each 2017 reference compares with the 2007 rule.
export type { LawEntry, LawKind, LawPackage } from './law-entry.js';
export { LAW_KINDS, LAW_PACKAGES } from './law-entry.js';

export { LAWS, findLaw, isRegisteredLaw, childrenOf } from './registry.js';

export type { LawEntry2007, Comparison, ComparisonStatus, Dropped2007, TableAudit, TableStatus, NotAtTableReason } from './editions.js';
export {
  COMPARISON_STATUSES,
  TABLE_STATUSES,
  NOT_AT_TABLE_REASONS,
  tableCasePairs,
  COMPARISONS,
  DROPPED_2007,
  LAWS_2007,
  lawEntry,
  isKnownRef,
  comparison,
  differences,
  renumbered,
  isLawCompared,
  numberIn2007,
} from './editions.js';
export { editionsDocument } from './editions-document.js';
