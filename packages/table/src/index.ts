// @bridge-laws/table — one board at one table: the event reducer, its report, and case files.
export type { TableEvent, RawTableEvent, Milestone, EventRefusal } from './events.js';
export { MILESTONES, parseTableEvent } from './events.js';

export type { TableState, TableSetup, TablePhase, PlayHandOff, TableRefusal, TableRefusalCode, Citation, CitationMark, CitingChapter, DirectorRecord, FirstCall } from './state.js';
export { TABLE_REFUSALS, createTable, tablePhase, citationMark, lawInEdition } from './state.js';
export { playHandOff } from './hand-off.js';
export { applyTableEvent, announceRuling } from './table.js';

export type { Report, ReportOptions } from './report.js';
export { report } from './report.js';

export type { CaseFile, CaseEvent, Expectation } from './case-schema.js';
export { CaseSchema, ExpectSchema, FactsSchema, TABLE_FACT_IDS, TABLE_YES_NO_FACTS } from './case-schema.js';

export type { CaseRun, ExpectResult, RunOptions } from './case-run.js';
export { caseTable, parseCase, runCase, compareExpectation } from './case-run.js';

export type { CheckedCase } from './case-files.js';
export { CASE_FILE_NAME, MAX_CASE_DEPTH, checkCaseText, formatCheck, nestingProblem, readCaseData, unreadableCase } from './case-files.js';

export type { BoardReplay, FileReplay } from './replay.js';
export { replayPlayedBoard, replayText } from './replay.js';

export type { TableClaim, ClaimRuling } from './claim.js';
export { claimPosition } from './claim.js';
export type { ClaimCase } from './claim-case.js';
export { claimCaseText, formatClaimCase } from './claim-case.js';

export type { IrregularityKind, FoundIrregularity, DirectorOutcome, BoardStage, TableRuling } from './director.js';
export type { BoardRecord, TableResult } from './board-record.js';
export type { Disclosure, ExtraneousKind } from './disclosure-record.js';
export { EXTRANEOUS_KINDS } from './disclosure-record.js';
export { boardRecord } from './board-record.js';
export { IRREGULARITY_KINDS, DIRECTOR_ATTENTION, DIRECTOR_FACT_IDS } from './director.js';
// Kept for callers of the table's API; the writer lives with the adjusted-score model.
export { adjustedText } from '@bridge-laws/irregularities';

export type { CaseDocument } from './case-write.js';
export { caseEventVocabulary, writeCase } from './case-write.js';
export type { BoardCase, FileCases, CaseToPbnOptions } from './case-pbn.js';
export { playedBoardToCase, casesFromText, caseToPbn } from './case-pbn.js';
export { rulingStatement, type RulingStatement, type StatementEvent, type StatementConsequence } from './statement.js';
