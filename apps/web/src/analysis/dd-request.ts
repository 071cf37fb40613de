// What the desk asks the double-dummy solver, and what it answers: the same in a worker and in the page.
import type { Deal, Result } from '@bridge-laws/cards-and-boards';
import type { CardValue, DdTable, Position, PositionRefusal, SolveOptions } from '@bridge-laws/double-dummy';

export type DdRequest =
  | { readonly kind: 'table'; readonly deal: Deal }
  | { readonly kind: 'cards'; readonly position: Position; readonly options: SolveOptions };

export type DdAnswer = Result<DdTable, PositionRefusal> | Result<readonly CardValue[], PositionRefusal>;

/** The solver's functions the desk uses. */
export interface DdFunctions {
  ddTable(deal: Deal): Result<DdTable, PositionRefusal>;
  solveCards(position: Position, options: SolveOptions): Result<readonly CardValue[], PositionRefusal>;
}

export function answer(dd: DdFunctions, request: DdRequest): DdAnswer {
  return request.kind === 'table' ? dd.ddTable(request.deal) : dd.solveCards(request.position, request.options);
}
