// The regulations the desk offers: the WBF baseline and the Polish Bridge Union's (an app may import federations).
import type { Regulation } from '@bridge-laws/regulation';
import { WBF_REGULATION } from '@bridge-laws/regulation';
import { PZBS_REGULATION } from '@bridge-laws/regulation-pzbs';
import type { RegulationId } from './store/desk-state.js';

export const REGULATIONS: Readonly<Record<RegulationId, Regulation>> = { wbf: WBF_REGULATION, pzbs: PZBS_REGULATION };
