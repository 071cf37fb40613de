// The revokes the table knows of (Law 61), whether each is established (Law 63), and what Law 64 transferred:
// the tricks moved, the tricks each side ends with and the score on them (Law 77).
import type { Report } from '@bridge-laws/table';
import type { Language, Translate } from '../i18n/messages.js';
import { translateId } from '../i18n/messages.js';
import { transferItem } from '../ruling/transfer-reason.js';

export function RevokeView({ report, language, t }: { report: Report; language: Language; t: Translate }) {
  const { revokes, transferred } = report;
  // Laws 64A, 64B: the item that decided the transfer, read as its reason.
  const item = transferItem(report.laws);
  const why = item === null ? null : `${translateId(language, 'revpos.why', item)} (${t('law.word')} ${item})`;
  if (revokes.length === 0 && transferred === null) return null;
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
      {transferred === null && why !== null && item?.startsWith('64B') === true && (
        <p class="transfer" data-testid="transfer-why">
          {t('revpos.none')} {why}
        </p>
      )}
      {transferred !== null && report.score !== null && (
        <p class="transfer-result" data-testid="transfer-result">
          {t('table.tricks')}: <strong>{report.tricks.NS} / {report.tricks.EW}</strong> · {t('table.score')}: <strong>{report.score.NS}</strong>
        </p>
      )}
    </div>
  );
}
