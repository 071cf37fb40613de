// During the play: a claim or a concession (Law 68) — who makes it, how many of the remaining tricks,
// and the line of play the claimer states (Law 68C). The table engine accepts or refuses it.
import { useState } from 'preact/hooks';
import type { Seat } from '@bridge-laws/cards-and-boards';
import { SEATS } from '@bridge-laws/cards-and-boards';
import type { Translate } from '../i18n/messages.js';

export interface ClaimControlProps {
  /** The seat offered first (declarer). */
  readonly declarer: Seat;
  /** Tricks not yet played: the most a claim or concession can be about. */
  readonly remaining: number;
  readonly t: Translate;
  readonly onClaim: (by: Seat, kind: 'claim' | 'concede', tricks: number, line: string) => void;
}

export function ClaimControl({ declarer, remaining, t, onClaim }: ClaimControlProps) {
  const [by, setBy] = useState<Seat>(declarer);
  const [kind, setKind] = useState<'claim' | 'concede'>('claim');
  const [tricks, setTricks] = useState(String(remaining));
  const [line, setLine] = useState('');
  return (
    <form
      class="claim-control"
      aria-label={t('claim.heading')}
      onSubmit={(e) => {
        e.preventDefault();
        onClaim(by, kind, Number(tricks), line);
      }}
    >
      <h3>{t('claim.heading')}</h3>
      <label>
        {t('claim.seat')}{' '}
        <select value={by} onChange={(e) => setBy(e.currentTarget.value as Seat)}>
          {SEATS.map((s) => (
            <option key={s} value={s}>
              {t(`seat.${s}`)}
            </option>
          ))}
        </select>
      </label>{' '}
      <label>
        <input type="radio" name="claim-kind" value="claim" checked={kind === 'claim'} onChange={() => setKind('claim')} /> {t('claim.claim')}
      </label>{' '}
      <label>
        <input type="radio" name="claim-kind" value="concede" checked={kind === 'concede'} onChange={() => setKind('concede')} /> {t('claim.concede')}
      </label>{' '}
      <label>
        {t('claim.tricks')} ({t('claim.of')} {remaining}){' '}
        <input type="number" min={0} max={remaining} value={tricks} onInput={(e) => setTricks(e.currentTarget.value)} />
      </label>
      {kind === 'claim' && (
        <label class="claim-line">
          {t('claim.line')} <input value={line} onInput={(e) => setLine(e.currentTarget.value)} />
        </label>
      )}
      <button type="submit">{t(kind === 'claim' ? 'claim.record-claim' : 'claim.record-concession')}</button>
    </form>
  );
}
