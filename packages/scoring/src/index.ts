// @bridge-laws/scoring — Laws 77–79, 12C and 86: the scoring table, matchpoints, IMPs, adjusted scores, VPs, rankings.
export type { ScoringSettings, ScoringConventions } from './settings.js';
export { DEFAULT_SCORING_SETTINGS } from './settings.js';

export type { TableResult, ScoreProblem } from './contract-score.js';
export { trickPoints, undertrickPenalty, declarerScore, scoreNS, nsView } from './contract-score.js';

export type { DatumOptions } from './imps.js';
export { IMP_THRESHOLDS, imps, teamImps, DEFAULT_DATUM, JFR_DATUM, datum, butlerImps, crossImps } from './imps.js';

export type { ArtificialGrade, WeightedPart, SideScore, BoardLine } from './adjusted.js';
export {
  tableLine, artificialLine, weightedLine, splitLine, sideScore, artificialPercent, artificialImps,
  sessionSubstitute, severalBoardsGrade, knockoutAverage, weightedText,
} from './adjusted.js';
export { isLegalScore } from './legal-scores.js';

export type { SideMatchpoints, LineMatchpoints, BoardMatchpoints, MatchpointOptions, MatchpointProblem } from './matchpoints.js';
export { matchpointBoard } from './matchpoints.js';

export { victoryPoints } from './victory-points.js';

export type { Ranked } from './ranking.js';
export { rankWithTies } from './ranking.js';

export type { PairsLine, PairsScoring, PairsEventOptions, ScoredLine, ScoredBoard, Standing, PairsEventResult } from './pairs-event.js';
export { scorePairsEvent } from './pairs-event.js';

export type { TeamBoard, TeamBoardImps, TeamsMatchResult } from './teams.js';
export { scoreTeamBoard, scoreTeamsMatch, law86NonOffendingChoice, clearlyFavourable } from './teams.js';

export type { CorrectionStatus, CorrectionSettings, LateCorrectionFindings, CorrectionProblem } from './correction-period.js';
export { DEFAULT_CORRECTION_SETTINGS, correctionStatus, mayCorrectScore } from './correction-period.js';

export type {
  TrickStatements, UnconvincedChoice, TrickCountFindings, TrickCountInput, TrickCountFact, TrickCountOutcome, TrickCountProblem,
} from './trick-count.js';
export { settleTrickCount } from './trick-count.js';

export type { LineProblem, TableEntryText, TableEntry } from './table-entry.js';
export { formatProblem, readTableEntry, normalizeVulnerability, normalizeContractText } from './table-entry.js';
export { scoreCsv } from './score-csv.js';

export type { TravellerLine } from './travellers.js';
export { TRAVELLER_COLUMNS, readTravellers, artificialMarker, publishedDatums, weightedParts } from './travellers.js';
export { PAIRS_MOVEMENTS } from './movement.js';
export type { PairsMovement } from './movement.js';
export type { DetectableMovement, DetectedMovement, MovementEvidence, SeatedLine } from './movement-detect.js';
export { detectMovement, movementEvidenceText } from './movement-detect.js';
export { scoreTravellers, formatResultsText, resultsJson, formatResultsPbn } from './results-report.js';

export type { TravellersEvent, TablePlayers } from './travellers.js';
export type { IndividualLine, PlayerStanding, IndividualEventResult } from './individual-event.js';
export { scoreIndividualEvent } from './individual-event.js';
export type { TeamsLine, TeamsBoardResult, TeamsMatch, TeamStanding, TeamsEventResult, TeamsProblem } from './teams-event.js';
export { scoreTeamsEvent } from './teams-event.js';
export type { EventResults } from './event-results.js';
export { formatEventText, eventJson, formatEventCsv } from './event-results.js';
export { formatEventPbn, formatTeamsPbn, formatIndividualsPbn } from './event-pbn.js';
export type { ResultsHtmlOptions } from './results-html.js';
export { formatResultsHtml } from './results-html.js';
export type { ScoringPreset } from './conventions.js';
export { DEFAULT_CONVENTIONS, SCORING_PRESETS, withConventions } from './conventions.js';
