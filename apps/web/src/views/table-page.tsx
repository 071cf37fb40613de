// The table page: the deal, the board recorded by clicking with the engine's rulings, and the case file.
import { CURRENT_EDITION } from '@bridge-laws/cards-and-boards';
import type { CaseEvent } from '@bridge-laws/table';
import type { Regulation } from '@bridge-laws/regulation';
import type { Language, Translate } from '../i18n/messages.js';
import type { BoardRecord, RegulationId } from '../store/desk-state.js';
import type { ImportedCase } from '../table/case-file.js';
import type { EnteredDrafts } from '../store/entered.js';
import { NEW_REVOKE, newClaim } from '../store/entered.js';
import { BoardView } from './board-view.js';
import { EndPositionView } from './end-position-view.js';
import { Lazy } from './lazy.js';
import { RevokePositionView } from './revoke-position-view.js';
import { TableDesk } from './table-desk.js';
import type { TravellerLink } from './traveller-form.js';

export interface TablePageProps {
  readonly board: BoardRecord | null;
  readonly events: readonly CaseEvent[];
  readonly regulation: Regulation;
  readonly regulationId: RegulationId;
  readonly language: Language;
  readonly t: Translate;
  readonly onBoard: (board: BoardRecord) => void;
  readonly onEvents: (events: readonly CaseEvent[]) => void;
  readonly onImport: (c: ImportedCase) => void;
  readonly traveller: TravellerLink;
  /** What is typed into the entered-position forms, kept with the desk's state. */
  readonly entered: EnteredDrafts;
  readonly onEntered: (entered: EnteredDrafts) => void;
}

const loadCaseTransfer = () => import('./case-transfer.js').then((m) => m.CaseTransfer);

export function TablePage(props: TablePageProps) {
  const { board, events, regulation, regulationId, language, t } = props;
  return (
    <div class="table-page">
      <BoardView board={board} regulation={regulationId} onBoard={props.onBoard} onImport={props.onImport} t={t} />
      {board !== null && <TableDesk board={board} events={events} onEvents={props.onEvents} regulation={regulation} language={language} t={t} doubleDummy traveller={props.traveller} />}
      <EndPositionView
        // A new form starts on the board the table shows.
        draft={props.entered.claim ?? newClaim(board?.board ?? 1)}
        onDraft={(claim) => props.onEntered({ ...props.entered, claim })}
        regulation={regulation}
        language={language}
        t={t}
        traveller={props.traveller}
      />
      <RevokePositionView
        draft={props.entered.revoke ?? NEW_REVOKE}
        edition={board?.edition ?? CURRENT_EDITION}
        onDraft={(revoke) => props.onEntered({ ...props.entered, revoke })}
        regulation={regulation}
        language={language}
        t={t}
        traveller={props.traveller}
      />
      <Lazy load={loadCaseTransfer} props={{ board, events, regulation: regulationId, t, onImport: props.onImport }} />
    </div>
  );
}
