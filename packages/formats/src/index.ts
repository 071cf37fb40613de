// @bridge-laws/formats — PBN 2.1 and BBO LIN: read, verify and write bridge deal files.
export type { Diagnostic, Severity, FormatFailure } from './diagnostic.js';
export { formatDiagnostic } from './diagnostic.js';

export type {
  PbnFile, PbnGame, PbnTag, PbnComment, PbnAnnotations, PbnAuction, PbnPlay, PbnNote, PbnTable, PbnColumn,
  PbnBoardFacts, AuctionEntry, AuctionToken, PlayEntry, PlayToken, Call, Bid,
} from './pbn-model.js';
export type { PbnReadOptions, PbnReading } from './pbn-parse.js';
export { readPbn, parsePbn } from './pbn-parse.js';
export type { PbnVerdict, PbnGameVerdict, PbnVerification } from './pbn-verify.js';
export { verifyPbn, verifyPbnText } from './pbn-verify.js';
export type { PbnWriteOptions } from './pbn-write.js';
export { writePbn } from './pbn-write.js';
export { pbnExportProblems } from './pbn-export.js';
export type { PbnVersion } from './pbn-tags.js';
export { MANDATORY_TAGS, TABLE_TAGS } from './pbn-tags.js';

export type { LinBoard, LinCall, LinFile, LinReadOptions } from './lin-parse.js';
export { readLin, parseLin } from './lin-parse.js';
export type { ControlCharacter, DecodedText, TextEncodingName } from './text-decoding.js';
export { decodeBytes, decodeText, encodingLabel } from './text-decoding.js';
export { linBoardToPbn, linToPbnText } from './lin-to-pbn.js';
export type { FormatName } from './convert.js';
export { convertText, formatOfName } from './convert.js';
export type { AuctionEnd } from './trick.js';
export { finalContract } from './trick.js';
export type { PlayedBoard, PlayedCall, PlayedCard } from './played-board.js';
export { playedBoard } from './played-board.js';
export type { PbnBye, PbnResults, PbnResultsOptions } from './pbn-results.js';
export { readPbnTravellers } from './pbn-results.js';
export { writeLin } from './lin-write.js';
export { pbnGameToLin, pbnToLin } from './pbn-to-lin.js';

export type {
  XmlAttribute, XmlDocument, XmlElement, XmlMisc, XmlNode, XmlProblem, XmlText, Usebio, UsebioBoard, UsebioDeal, UsebioEvent,
  UsebioFields, UsebioHand, UsebioMatch, UsebioMatchBoard, UsebioMatchLine, UsebioParticipant, UsebioPlayer, UsebioTravellerLine, UsebioProblem,
  UsebioTravellers, UsebioTeamsTravellers, UsebioExportOptions, UsebioTeamsExportOptions,
} from './usebio/index.js';
export {
  MAX_XML_DEPTH, parseXml, writeXml, readUsebio, writeUsebio, usebioDocument, usebioElement, usebioField, usebioTravellers, usebioTeams,
  usebioFromResults, usebioFromTeamsResults,
} from './usebio/index.js';
