// A labelled choice of one of the four seats, named in the interface language.
import type { Seat } from '@bridge-laws/cards-and-boards';
import { SEATS } from '@bridge-laws/cards-and-boards';
import type { Translate } from '../i18n/messages.js';

export function SeatSelect({ name, label, value, t, onChange }: { name: string; label: string; value: Seat; t: Translate; onChange: (s: Seat) => void }) {
  return (
    <label>
      {label}{' '}
      <select name={name} value={value} onChange={(e) => onChange(e.currentTarget.value as Seat)}>
        {SEATS.map((s) => (
          <option key={s} value={s}>
            {t(`seat.${s}`)}
          </option>
        ))}
      </select>
    </label>
  );
}
