// @bridge-laws/regulation-pzbs — a federation package: only what differs from the WBF baseline.
export { PZBS_REGULATION } from './pzbs.js';
