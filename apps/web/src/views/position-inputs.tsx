// The inputs both entered-position forms (a claim's end position, a revoke's position) share: the denomination and the
// cards each hand still holds.
import type { Denomination, Seat } from '@bridge-laws/cards-and-boards';
import { DENOMINATIONS, SEATS } from '@bridge-laws/cards-and-boards';
import type { Translate } from '../i18n/messages.js';
import { callText } from './symbols.js';

export function DenominationSelect({ name, label, value, t, onChange }: { name: string; label: string; value: Denomination; t: Translate; onChange: (d: Denomination) => void }) {
  return (
    <label>
      {label}{' '}
      <select name={name} value={value} onChange={(e) => onChange(e.currentTarget.value as Denomination)}>
        {DENOMINATIONS.map((d) => (
          <option key={d} value={d}>
            {d === 'NT' ? t('claim.no-trump') : callText(`1${d}`).slice(1)}
          </option>
        ))}
      </select>
    </label>
  );
}

/** One text input a seat for the cards it holds (`AK.Q2..T`), named `<prefix>-<seat>`. */
export function HandInputs({ prefix, hands, t, onChange }: { prefix: string; hands: Readonly<Record<Seat, string>>; t: Translate; onChange: (h: Record<Seat, string>) => void }) {
  return (
    <>
      {SEATS.map((s) => (
        <label key={s}>
          {t(`seat.${s}`)} <input name={`${prefix}-${s}`} value={hands[s]} placeholder="AK.Q2..T" onInput={(e) => onChange({ ...hands, [s]: e.currentTarget.value })} />
        </label>
      ))}
    </>
  );
}
