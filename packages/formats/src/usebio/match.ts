// A teams event's MATCH elements (USEBIO 1.2): the two teams, their published scores, each board's two tables.
import type { Result } from '@bridge-laws/cards-and-boards';
import { err, ok } from '@bridge-laws/cards-and-boards';
import { fieldsOf, firstIssue, opt, travellerLine } from './fields.js';
import type { UsebioMatch, UsebioMatchBoard, UsebioMatchLine } from './model.js';
import { UsebioBoardSchema, UsebioMatchLineSchema, UsebioMatchSchema } from './model.js';
import type { XmlElement } from './xml.js';
import { childElements } from './xml.js';

export interface MatchProblem {
  readonly at: XmlElement;
  readonly message: string;
}

/** One MATCH: validated with zod, each problem naming the element (and the board) where it is. */
export function readMatch(m: XmlElement): Result<UsebioMatch, MatchProblem> {
  const f = fieldsOf(m);
  const head = {
    ...opt('round', f.ROUND_NUMBER),
    // A Swiss pairs match names its two pairs and their scores the North-South / East-West way.
    team: f.TEAM ?? f.NS_PAIR_NUMBER ?? '',
    opposingTeam: f.OPPOSING_TEAM ?? f.EW_PAIR_NUMBER ?? '',
    ...opt('teamScore', f.TEAM_SCORE ?? f.NS_SCORE),
    ...opt('opposingTeamScore', f.OPPOSING_TEAM_SCORE ?? f.EW_SCORE),
  };
  const vm = UsebioMatchSchema.safeParse(head);
  if (!vm.success) return err({ at: m, message: `MATCH: ${firstIssue(vm.error)}` });
  const boards: UsebioMatchBoard[] = [];
  for (const b of childElements(m, 'BOARD')) {
    const bf = fieldsOf(b);
    const board = { number: Number(bf.BOARD_NUMBER ?? 'x'), ...opt('imps', bf.IMPS) };
    const vb = UsebioBoardSchema.safeParse(board);
    if (!vb.success) return err({ at: b, message: `MATCH ${head.team} v ${head.opposingTeam}: BOARD: ${firstIssue(vb.error)}${bf.BOARD_NUMBER === undefined ? ' (BOARD_NUMBER missing)' : `, got "${bf.BOARD_NUMBER}"`}` });
    const lines: UsebioMatchLine[] = [];
    for (const t of childElements(b, 'TRAVELLER_LINE')) {
      const l = { ...travellerLine(t), direction: fieldsOf(t).DIRECTION ?? '' };
      const vl = UsebioMatchLineSchema.safeParse(l);
      if (!vl.success) return err({ at: t, message: `MATCH ${head.team} v ${head.opposingTeam}, board ${board.number}: TRAVELLER_LINE: ${firstIssue(vl.error)}` });
      lines.push({ ...l, direction: l.direction.trim().toUpperCase() });
    }
    boards.push({ line: b.line ?? 1, ...board, lines, fields: bf });
  }
  return ok({ line: m.line ?? 1, ...head, team: head.team.trim(), opposingTeam: head.opposingTeam.trim(), boards, fields: f });
}
