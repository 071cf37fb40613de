// PZBS (Polski Związek Brydża Sportowego): what its regulations change from the WBF baseline.
import type { Regulation } from '@bridge-laws/regulation';
import { defineRegulation, formatIssues } from '@bridge-laws/regulation';

const defined = defineRegulation({
  id: 'pzbs',
  name: 'Polski Związek Brydża Sportowego (Polish Bridge Union)',
  settings: {
    // Law 78A: PZBS's footnote to the Polish translation allows 1 and ½ points instead of 2 and 1.
    matchpointUnit: 1,
    // Laws 20F, 21B1(a): PZBS uses announcements (footnote to Law 20 in the Polish text) and alerts.
    alerts: { regulated: true, announcements: true, missingAlertIsMisinformation: true },
    // Law 18F: Polish club and league play uses bidding boxes.
    callMethod: 'bidding-box',
    // Law 40B2(a)(ii): system cards are required in PZBS competitions.
    systemCardsMandatory: true,
  },
  notes: {
    matchpointUnit: 'Footnote (PZBS) to Law 78A of the Polish translation: 1 and ½ point may replace 2 and 1.',
    alerts: 'Footnote (PZBS) to Law 20 of the Polish translation: announcements are used by PZBS; alerting is regulated.',
    callMethod: 'PZBS competitions are played with bidding boxes (Law 18F).',
    systemCardsMandatory: 'PZBS competitions require a system card for each pair (Law 40B2(a)(ii)).',
  },
});

if (!defined.ok) throw new Error(`PZBS regulation is invalid:\n${formatIssues(defined.error)}`);

/** The PZBS regulation, extending the WBF baseline. */
export const PZBS_REGULATION: Regulation = defined.value;
