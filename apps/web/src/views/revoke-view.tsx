// The revokes the table knows of (Law 61), whether each is established (Law 63), and what Law 64 transferred:
// each revoke's tricks with the item that decided them (the table's ruling statement), the tricks each side ends with
// and the score on them (Law 77).
import type { Edition } from '@bridge-laws/cards-and-boards';
import type { Report, StatementConsequence } from '@bridge-laws/table';
import type { Language, Translate } from '../i18n/messages.js';
import { transferWhy } from '../ruling/statement-text.js';

type Transfer = Extract<StatementConsequence, { kind: 'tricks-transferred' }>;

export function RevokeView(props: { report: Report; transfers: readonly Transfer[]; language: Language; t: Translate; edition?: Edition }) {
  const { report, transfers, language, t, edition } = props;
  const { revokes, transferred } = report;
  if (revokes.length === 0 && transferred === null) return null;
  // Laws 64A, 64B: the item that decided a revoke's transfer, read as its reason.
  const reason = (x: Transfer) => {
    const why = transferWhy(language, x.law, edition);
    return `${why === null ? '' : `${why} `}(${t('law.word')} ${x.law})`;
  };
  // One revoke: its reason beside the total; several: each revoke's own line under it.
  const only = transfers.length === 1 ? transfers[0] : undefined;
  const why = only === undefined ? null : reason(only);
  return (
    <div class="revokes" data-testid="revokes">
      <h3>{t('revoke.heading')}</h3>
      <ul>
        {revokes.map((r) => (
          <li key={`${r.seat}${r.trick}`} data-seat={r.seat} data-trick={r.trick}>
            {t(`seat.${r.seat}`)} — {t('revoke.in-trick')} {r.trick}: {t(r.established ? 'revoke.established' : 'revoke.not-established')}
          </li>
        ))}
      </ul>
      {transferred !== null && (
        <p class="transfer" data-testid="transferred">
          {t('revoke.transferred')}: <strong>{transferred.tricks}</strong> {t('revoke.to')} {t(`vul.${transferred.to}`)}
          {transferred.tricks === 0 && ` — ${t('revoke.none-transferred')}`}
          {why !== null && <span data-testid="transfer-why"> — {why}</span>}
        </p>
      )}
      {transferred === null && transfers.length > 0 && (
        <p class="transfer" data-testid="transfer-why">
          {t('revpos.none')}
          {why !== null && ` ${why}`}
        </p>
      )}
      {transfers.length > 1 && (
        <ul class="transfer-lines">
          {transfers.map((x) => (
            <li key={`${x.seat}${x.trick}`} data-testid="transfer-line" data-law={x.law} data-tricks={x.tricks}>
              {t(`seat.${x.seat}`)}, {t('revpos.in-trick')} {x.trick}: <strong>{x.tricks}</strong> {t('revpos.tricks-to')} {t(`vul.${x.to}`)} — {reason(x)}
            </li>
          ))}
        </ul>
      )}
      {transferred !== null && report.score !== null && (
        <p class="transfer-result" data-testid="transfer-result">
          {t('table.tricks')}: <strong>{report.tricks.NS} / {report.tricks.EW}</strong> · {t('table.score')}: <strong>{report.score.NS}</strong>
        </p>
      )}
    </div>
  );
}
