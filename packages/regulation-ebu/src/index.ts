// @bridge-laws/regulation-ebu — a federation package: only what differs from the WBF baseline.
export { EBU_REGULATION } from './ebu.js';
