// Table page, first part: choose or paste the deal (or a PBN/LIN record of the board), see Law 2's dealer
// and vulnerability.
import { useState } from 'preact/hooks';
import type { Edition } from '@bridge-laws/cards-and-boards';
import { CURRENT_EDITION, EDITIONS, boardInfo, dealBoards, makePbnDeal, parsePbnDeal } from '@bridge-laws/cards-and-boards';
import type { BoardRecord, RegulationId } from '../store/desk-state.js';
import type { Translate } from '../i18n/messages.js';
import type { ImportedCase } from '../table/case-file.js';
import { recordFormat } from '../table/record-format.js';
import { Problems } from './problems.js';

export interface BoardViewProps {
  readonly board: BoardRecord | null;
  readonly regulation: RegulationId;
  readonly onBoard: (board: BoardRecord) => void;
  /** A pasted record replaces the board and the table's record. */
  readonly onImport: (c: ImportedCase) => void;
  readonly t: Translate;
}

export function BoardView({ board, regulation, onBoard, onImport, t }: BoardViewProps) {
  const [number, setNumber] = useState(String(board?.board ?? 1));
  const [seed, setSeed] = useState('');
  const [pasted, setPasted] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [note, setNote] = useState<string | null>(null);
  // The edition of the Laws for the next board started here (a board keeps the edition it started with).
  const [edition, setEdition] = useState<Edition>(board?.edition ?? CURRENT_EDITION);
  const withEdition = (b: BoardRecord): BoardRecord => (edition === CURRENT_EDITION ? b : { ...b, edition });

  const boardNumber = (): number | null => {
    const n = Number(number);
    if (!Number.isInteger(n) || n < 1) {
      setError(t('error.board'));
      return null;
    }
    return n;
  };

  const deal = () => {
    setNote(null);
    const n = boardNumber();
    if (n === null) return;
    const [b] = dealBoards(seed ? { from: n, to: n, seed } : { from: n, to: n });
    if (!b) return;
    setError(null);
    onBoard(withEdition({ board: n, deal: makePbnDeal(b.deal) }));
  };

  // A whole record (PBN game or BBO LIN) is replayed through the table; its readers load on demand.
  const loadRecord = async () => {
    const { importRecord } = await import('../table/records.js');
    const r = importRecord(pasted, 'pasted record', regulation);
    if (!r.ok) {
      setError(r.error);
      return;
    }
    const first = r.value.boards[0];
    if (first === undefined) return;
    setError(null);
    setNumber(String(first.imported.board.board));
    const check = first.imported.check;
    setNote(
      [
        check === null ? '' : `${t('import.checked')} (${check.count}): ${check.passed ? t('import.passed') : `${t('import.failed')}: ${check.failure ?? ''}`}`,
        r.value.boards.length > 1 ? `${r.value.boards.length} ${t('board.record-boards')}` : '',
        first.stoppedAt === null ? '' : `${t('import.stopped')}: ${first.stoppedAt}`,
      ]
        .filter(Boolean)
        .join(' · ') || null,
    );
    onImport(first.imported);
  };

  const load = () => {
    setNote(null);
    if (recordFormat(pasted) !== null) {
      void loadRecord();
      return;
    }
    const n = boardNumber();
    if (n === null) return;
    const r = parsePbnDeal(pasted);
    if (!r.ok) {
      setError(r.error.message);
      return;
    }
    setError(null);
    onBoard(withEdition({ board: n, deal: makePbnDeal(r.value) }));
  };

  const info = board ? boardInfo(board.board) : null;

  return (
    <div class="board-view">
      <form class="deal-form" onSubmit={(e) => (e.preventDefault(), deal())}>
        <label>
          {t('board.number')}{' '}
          <input name="board" inputMode="numeric" value={number} onInput={(e) => setNumber(e.currentTarget.value)} />
        </label>
        <label>
          {t('board.seed')} <input name="seed" value={seed} onInput={(e) => setSeed(e.currentTarget.value)} />
        </label>
        <label>
          {t('edition.label')}{' '}
          <select name="edition" value={edition} onChange={(e) => setEdition(e.currentTarget.value as Edition)}>
            {EDITIONS.map((ed) => (
              <option key={ed} value={ed}>
                {t(`edition.${ed}`)}
              </option>
            ))}
          </select>
        </label>
        <button type="submit">{t('board.deal')}</button>
      </form>
      <form class="paste-form" onSubmit={(e) => (e.preventDefault(), load())}>
        <label>
          {t('board.paste')}{' '}
          <textarea name="pbn" rows={2} cols={72} value={pasted} onInput={(e) => setPasted(e.currentTarget.value)} />
        </label>
        <button type="submit">{t('board.load')}</button>
      </form>
      {error && <Problems problems={error} />}
      {note && (
        <p class="law-note" data-testid="record-note">
          {note}
        </p>
      )}
      {board && info?.ok ? (
        <div class="board">
          <h2>
            {t('board.heading')} {board.board}
          </h2>
          <p class="board-info">
            {t('board.dealer')}: <strong data-testid="dealer">{t(`seat.${board.dealer ?? info.value.dealer}`)}</strong> ·{' '}
            {t('board.vulnerable')}: <strong data-testid="vulnerable">{t(`vul.${board.vulnerable ?? info.value.vulnerable}`)}</strong>
            {board.deal === null && <> · {t('board.none')}</>} ·{' '}
            <strong data-testid="edition">{t(`edition.${board.edition ?? CURRENT_EDITION}`)}</strong>
          </p>
          <p class="law-note">
            {t('law.2')} {t('board.change-note')} {t('edition.note')}
          </p>
        </div>
      ) : (
        <p class="empty">{t('board.empty')}</p>
      )}
    </div>
  );
}
