// Read a USEBIO 1.2 file into its typed view, validated with zod; bad input is a problem naming line and element.
import type { Result } from '@bridge-laws/cards-and-boards';
import { err, ok } from '@bridge-laws/cards-and-boards';
import { attr, fieldsOf, firstIssue, opt, travellerLine } from './fields.js';
import { readMatch } from './match.js';
import type { Usebio, UsebioBoard, UsebioDeal, UsebioEvent, UsebioMatch, UsebioParticipant, UsebioPlayer, UsebioTravellerLine } from './model.js';
import { UsebioBoardSchema, UsebioLineSchema, UsebioParticipantSchema } from './model.js';
import type { XmlElement } from './xml.js';
import { childElements, parseXml } from './xml.js';

export interface UsebioProblem {
  readonly file: string;
  readonly line: number;
  readonly message: string;
}

/** Read USEBIO text. Linear in the size of the input; never throws, never hangs. */
export function readUsebio(text: string, file = 'usebio.xml'): Result<Usebio, UsebioProblem> {
  const doc = parseXml(text);
  if (!doc.ok) return err({ file, line: doc.error.line, message: `XML: ${doc.error.message}` });
  const root = doc.value.root;
  const problem = (e: XmlElement | undefined, message: string): Result<Usebio, UsebioProblem> => err({ file, line: e?.line ?? 1, message });
  if (root.name !== 'USEBIO') return problem(root, `the root element must be USEBIO, not ${root.name}`);
  const version = attr(root, 'Version') ?? '';
  const club = childElements(root, 'CLUB')[0];
  const events: UsebioEvent[] = [];
  for (const ev of childElements(root, 'EVENT')) {
    const participants: UsebioParticipant[] = [];
    for (const block of childElements(ev, 'PARTICIPANTS')) {
      for (const p of childElements(block)) {
        if (p.name !== 'PAIR' && p.name !== 'TEAM' && p.name !== 'PLAYER') continue;
        const f = fieldsOf(p);
        // A team's number and name may be TEAM's attributes (TEAM_ID, TEAM_NAME) or its fields.
        const number = f.PAIR_NUMBER ?? f.TEAM_NUMBER ?? attr(p, 'TEAM_ID') ?? f.PLAYER_NUMBER ?? '';
        const participant: UsebioParticipant = {
          kind: p.name,
          number,
          ...opt('name', attr(p, 'TEAM_NAME') ?? f.TEAM_NAME),
          direction: f.DIRECTION ?? '',
          ...opt('totalScore', f.TOTAL_SCORE),
          ...opt('percentage', f.PERCENTAGE),
          ...opt('place', f.PLACE),
          ...opt('masterPointsAwarded', f.MASTER_POINTS_AWARDED),
          players: [...childElements(p, 'PLAYER'), ...childElements(p, 'PAIR').flatMap((pair) => childElements(pair, 'PLAYER'))].map(player),
          fields: f,
        };
        const v = UsebioParticipantSchema.safeParse(participant);
        if (!v.success) return problem(p, `${p.name}: ${firstIssue(v.error)}`);
        participants.push(participant);
      }
    }
    const boards: UsebioBoard[] = [];
    const matches: UsebioMatch[] = [];
    const problems: string[] = [];
    let failed: XmlElement | undefined;
    collectBoards(ev, undefined, (m) => {
      if (failed !== undefined) return;
      const r = readMatch(m);
      if (r.ok) matches.push(r.value);
      else {
        failed = r.error.at;
        problems.push(r.error.message);
      }
    }, (b, session) => {
      if (failed !== undefined) return;
      const f = fieldsOf(b);
      const board = { number: Number(f.BOARD_NUMBER ?? 'x'), ...opt('boardAverage', f.BOARD_AVERAGE) };
      const vb = UsebioBoardSchema.safeParse(board);
      if (!vb.success) {
        failed = b;
        problems.push(`BOARD: ${firstIssue(vb.error)}${f.BOARD_NUMBER === undefined ? ' (BOARD_NUMBER missing)' : `, got "${f.BOARD_NUMBER}"`}`);
        return;
      }
      const lines: UsebioTravellerLine[] = [];
      for (const t of childElements(b, 'TRAVELLER_LINE')) {
        const l = travellerLine(t);
        const vl = UsebioLineSchema.safeParse(l);
        if (!vl.success) {
          failed = t;
          problems.push(`board ${board.number}: TRAVELLER_LINE: ${firstIssue(vl.error)}`);
          return;
        }
        lines.push(l);
      }
      boards.push({ line: b.line ?? 1, ...board, ...opt('session', session), lines, fields: f });
    });
    if (failed !== undefined) return problem(failed, problems[0] ?? 'invalid BOARD');
    events.push({ type: attr(ev, 'EVENT_TYPE') ?? fieldsOf(ev).EVENT_TYPE ?? '', fields: fieldsOf(ev), participants, boards, matches });
  }
  if (events.length === 0) return problem(root, 'USEBIO has no EVENT');
  const handset: UsebioDeal[] = [];
  for (const hs of childElements(root, 'HANDSET')) {
    for (const b of childElements(hs, 'BOARD')) {
      const n = Number(fieldsOf(b).BOARD_NUMBER);
      if (!Number.isInteger(n) || n < 1) return problem(b, 'HANDSET BOARD: BOARD_NUMBER must be a whole number from 1');
      handset.push({
        board: n,
        hands: childElements(b, 'HAND').map((h) => {
          const f = fieldsOf(h);
          return { direction: f.DIRECTION ?? '', spades: f.SPADES ?? '', hearts: f.HEARTS ?? '', diamonds: f.DIAMONDS ?? '', clubs: f.CLUBS ?? '' };
        }),
      });
    }
  }
  return ok({ version, club: club === undefined ? {} : fieldsOf(club), events, handset, document: doc.value });
}

function player(p: XmlElement): UsebioPlayer {
  const f = fieldsOf(p);
  return { ...opt('name', f.PLAYER_NAME), ...opt('nationalId', f.NATIONAL_ID_NUMBER), fields: f };
}

/** MATCH elements and BOARD elements with travellers anywhere under the event (directly, or in SESSION / SECTION). */
function collectBoards(e: XmlElement, session: string | undefined, match: (m: XmlElement) => void, visit: (b: XmlElement, session: string | undefined) => void): void {
  for (const c of childElements(e)) {
    if (c.name === 'BOARD') visit(c, session);
    else if (c.name === 'MATCH') match(c);
    else if (c.name === 'PARTICIPANTS') continue;
    else if (childElements(c).length > 0) collectBoards(c, c.name === 'SESSION' ? fieldsOf(c).SESSION_NUMBER ?? session : session, match, visit);
  }
}
