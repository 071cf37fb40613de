// A claim in the ruling panel (Laws 68–71): what was claimed or conceded and how it stands, the cards each player
// still held at the claim (what the director sees when the hands are faced, Law 70B3), and once ruled the award
// with its reasons. A disputed claim shows no result until the director has ruled (Law 68D2(a)).
import type { Seat } from '@bridge-laws/cards-and-boards';
import { SEATS } from '@bridge-laws/cards-and-boards';
import type { TableClaim } from '@bridge-laws/table';
import type { Language, Translate } from '../i18n/messages.js';
import { translateId } from '../i18n/messages.js';
import { lawSummary } from '../i18n/law-summaries.js';
import { SUIT_SYMBOL, cardText } from './symbols.js';

/** A disputed claim waits for the director: no result is shown before his findings (Law 68D2(a), 70). */
export function awaitingDirector(claim: TableClaim | null): boolean {
  return claim !== null && claim.state.status === 'disputed' && Object.keys(claim.facts).length === 0;
}

export function ClaimView({ claim, language, t }: { claim: TableClaim; language: Language; t: Translate }) {
  const c = claim.state;
  const position = claim.position;
  const ruling = claim.ruling;
  const waiting = awaitingDirector(claim);
  const a = ruling?.chapter.adjudication ?? null;
  const k = ruling?.chapter.concession ?? null;
  const trump = position.trump === 'NT' ? t('claim.no-trump') : SUIT_SYMBOL[position.trump];
  return (
    <div class="claim-view" data-testid="claim-view">
      <h3>{t('claim.view-heading')}</h3>
      <p data-testid="claim-said">
        {t(`seat.${c.by}`)} {c.kind === 'claim' ? `${t('claim.claim')} ${c.wins}` : `${t('claim.concede')} ${c.remaining - c.wins}`} {t('claim.of')} {c.remaining}
        {c.statement === null ? ` — ${t('claim.no-statement')}` : `: „${c.statement}”`} · <strong>{translateId(language, 'claim-status', c.status)}</strong>
      </p>
      <p class="law-note">
        {t('claim.trump')}: {trump} · {t('table.tricks')}: {position.tricksWon.NS} / {position.tricksWon.EW}
      </p>
      <ul class="claim-hands" data-testid="claim-hands">
        {SEATS.map((seat: Seat) => (
          <li key={seat} data-seat={seat}>
            <strong>{t(`seat.${seat}`)}</strong>: {position.hands[seat].length === 0 ? '—' : position.hands[seat].map((card) => cardText(card)).join(' ')}
          </li>
        ))}
      </ul>
      {waiting && (
        <p class="claim-waiting" data-testid="claim-waiting">
          {t('claim.waiting')}
        </p>
      )}
      {!waiting && ruling !== null && (a !== null || k !== null) && (
        <div class="claim-award" data-testid="claim-award">
          {a !== null && (
            <p>
              <strong>{t('claim.award')}</strong> ({t('statement.law')} 70): {t(`vul.${a.side}`)} {a.awarded} {t('claim.of')} {a.remaining} · {t('table.tricks')}: {ruling.tricks.NS} / {ruling.tricks.EW}
            </p>
          )}
          {k !== null && (
            <p>
              <strong>{t('claim.award')}</strong> ({t('statement.law')} {k.law}): {t('table.tricks')} {ruling.tricks.NS} / {ruling.tricks.EW}
            </p>
          )}
          {a !== null && a.reasons.length > 0 && (
            <>
              <p>{t('claim.reasons')}:</p>
              <ul data-testid="claim-reasons">
                {a.reasons.map((r, i) => (
                  <li key={i} data-law={r.law}>
                    <strong>
                      {t('law.word')} {r.law}
                    </strong>
                    {lawSummary(r.law, language) === null ? '' : ` — ${lawSummary(r.law, language)}`}
                    {language === 'en' && <small> ({r.text})</small>}
                  </li>
                ))}
              </ul>
            </>
          )}
        </div>
      )}
    </div>
  );
}
