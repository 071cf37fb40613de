// @bridge-laws/irregularities — Laws 9–16, 72–76 and 81–91: the director's laws, adjusted scores (12) and the ruling record.
export type { AttentionContext, AttentionProblem, BoardPeriod } from './attention.js';
export { mayDrawAttention, mayCallDirector, tableMayProceed, playersOwnRectification, chooserOf } from './attention.js';

export type { AssignedResult, WeightedResult, Award, AdjustedScore, AdjustmentProblem, Fault, SelfInflictedResults } from './adjusted-score.js';
export {
  assignedScore, weightedScore, artificialByFault, resultScore, checkWeights, adjustedLine, isSplit, selfInflictedScore,
} from './adjusted-score.js';
export { adjustedText } from './adjusted-text.js';

export type { AdjustmentGround, ArtificialReason, GroundProblem } from './adjustment-grounds.js';
export { ADJUSTMENT_GROUNDS, ARTIFICIAL_REASONS, checkGround, checkKind, checkDirectorError } from './adjustment-grounds.js';

export { forfeitureScore } from './forfeiture.js';

export type { Procedure, CardCountFacts, MadeCall, WrongBoardCallsOutcome } from './wrong-cards.js';
export {
  wrongNumberOfCards, extraCard, missingCardAfterLead, cardsFromWrongBoard, laterPlayOfOtherBoard, wrongBoard, dealOriginProcedure,
} from './wrong-cards.js';

export type { Agreement, AnswerKind, Question, QuestionId, Answers, AnswerProblem } from './questions.js';
export { AGREEMENTS, QUESTIONS, isQuestionId, checkAnswer } from './questions.js';

export type { Conclusion } from './conclusion.js';
export type { Workflow, WorkflowId, WorkflowPending, Assessment } from './workflows.js';
export { WORKFLOWS, isWorkflowId, assess, questionsOf, unknownAnswers } from './workflows.js';
// Kept for callers of this chapter's API: the one constructor of the director's pending question is the vocabulary's.
export { askDirector } from '@bridge-laws/cards-and-boards';

export type { ProceduralOffence, PenaltyAmount, Penalty, PenaltyProblem } from './penalties.js';
export { PROCEDURAL_OFFENCES, proceduralPenalty, disciplinaryPenalty, penaltyDeduction } from './penalties.js';

export type { TeamFault, PlayedForm, FouledBoardProcedure } from './team-play.js';
export { substituteBoardAllowed, severalResultsImps, fouledBoardGroups, fouledBoardProcedure } from './team-play.js';

export type { ScoreEffect, RulingRecord, RulingInput, RulingProblem, RulingRefusal, RulingExport } from './ruling.js';
export { checkAdjusted, makeRuling, parseRuling, rulingLine, exportRuling } from './ruling.js';

export {
  SeatSchema, SideSchema, LawRefSchema, AssignedResultSchema, AwardSchema, AdjustedScoreSchema, PenaltySchema, ScoreEffectSchema, RulingSchema,
} from './schemas.js';

export type { TextProblem } from './text-input.js';
export { parseResultText, parseWeightedText, parseAssignedText, parseArtificialText, parseFactText } from './text-input.js';

export type { InformationSource, InformationParty, InformationStatus, ReserveProblem, ExtraneousOption, DirectorOption } from './information.js';
export { informationStatus, reserveRights, extraneousInformationOptions } from './information.js';

export type { IndividualPenalty } from './individual.js';
export { individualAwards, individualPenalty } from './individual.js';

export type { ProhibitedConduct, MisconductGround, MisconductEvidence, MisconductReport, MisconductProblem } from './misconduct.js';
export { PROHIBITED_CONDUCT, MISCONDUCT_GROUNDS, recordMisconduct } from './misconduct.js';

export type { DutyProblem, Provision, FactsRuling, FactStatus, ProcedureRemedy } from './director-duties.js';
export { directorMayRectify, waiveRectification, rulingOnAgreedFacts, factsBasis, PROCEDURE_REMEDIES, procedureRemedy } from './director-duties.js';

export type { ChoiceOffer, ChoiceMade, ChoiceProblem } from './choices.js';
export { offerChoice, makeChoice } from './choices.js';

export type { ExplanationMoment, CorrectionDuty } from './proprieties.js';
export { pauseRequired, explanationCorrection } from './proprieties.js';

export type { UnderstandingLists, AgreementsProblem } from './agreements.js';
export { agreementFindings } from './agreements.js';

export { omittedAlertProcedure, missingSystemCardProcedure, systemCardAccess } from './disclosure.js';
