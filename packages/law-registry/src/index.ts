// @bridge-laws/law-registry — every reference in the Laws of Duplicate Bridge 2017, with its title, kind and owning package.
export type { LawEntry, LawKind, LawPackage } from './law-entry.js';
export { LAW_KINDS, LAW_PACKAGES } from './law-entry.js';

export { LAWS, findLaw, isRegisteredLaw, childrenOf } from './registry.js';
