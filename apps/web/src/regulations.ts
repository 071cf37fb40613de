// The regulations the desk offers: the WBF baseline and the federations' (an app may import federation packages).
import type { Regulation } from '@bridge-laws/regulation';
import { WBF_REGULATION } from '@bridge-laws/regulation';
import { EBU_REGULATION } from '@bridge-laws/regulation-ebu';
import { PZBS_REGULATION } from '@bridge-laws/regulation-pzbs';
import type { RegulationId } from './store/desk-state.js';

export const REGULATIONS: Readonly<Record<RegulationId, Regulation>> = { wbf: WBF_REGULATION, pzbs: PZBS_REGULATION, ebu: EBU_REGULATION };

/** The federations' regulations, for readers that know the WBF baseline already. */
export const FEDERATIONS: readonly Regulation[] = [PZBS_REGULATION, EBU_REGULATION];
