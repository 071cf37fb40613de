// USEBIO 1.2: read (validated, linear, lossless), write, and the travellers for scoring (pairs and teams).
export type { XmlAttribute, XmlDocument, XmlElement, XmlMisc, XmlNode, XmlProblem, XmlText } from './xml.js';
export { MAX_XML_DEPTH, parseXml, writeXml } from './xml.js';
export type {
  Usebio, UsebioBoard, UsebioDeal, UsebioEvent, UsebioFields, UsebioHand, UsebioMatch, UsebioMatchBoard, UsebioMatchLine, UsebioParticipant,
  UsebioPlayer, UsebioTravellerLine,
} from './model.js';
export type { UsebioProblem } from './read.js';
export { readUsebio } from './read.js';
export { writeUsebio, usebioDocument, usebioElement, usebioField } from './write.js';
export type { UsebioTravellers } from './travellers.js';
export { usebioTravellers } from './travellers.js';
export type { UsebioTeamsTravellers } from './teams.js';
export { usebioTeams } from './teams.js';
export type { UsebioExportOptions } from './export.js';
export { usebioFromResults } from './export.js';
export type { UsebioTeamsExportOptions } from './teams-export.js';
export { usebioFromTeamsResults } from './teams-export.js';
