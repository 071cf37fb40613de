// The inputs both entered-position forms (a claim's end position, a revoke's position) share: the contract and the
// cards each hand still holds.
import type { Denomination, Seat } from '@bridge-laws/cards-and-boards';
import { DENOMINATIONS, SEATS } from '@bridge-laws/cards-and-boards';
import type { Translate } from '../i18n/messages.js';
import { SeatSelect } from './seat-select.js';
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

/** The contract as typed: numbers stay text until the director rules. */
export interface ContractInputs {
  readonly board: string;
  readonly level: string;
  readonly denomination: Denomination;
  readonly risk: '' | 'X' | 'XX';
  readonly declarer: Seat;
}

/** The board and its contract, inputs named `<prefix>-board`, `-level`, `-risk`, `-declarer` and `denominationName`. */
export function ContractFieldset(props: { prefix: string; denominationName: string; value: ContractInputs; t: Translate; onChange: (change: Partial<ContractInputs>) => void }) {
  const { prefix, denominationName, value, t, onChange } = props;
  return (
    <fieldset>
      <legend>{t('table.contract')}</legend>
      <label>
        {t('revpos.board')} <input name={`${prefix}-board`} inputMode="numeric" value={value.board} onInput={(e) => onChange({ board: e.currentTarget.value })} />
      </label>
      <label>
        {t('revpos.level')}{' '}
        <select name={`${prefix}-level`} value={value.level} onChange={(e) => onChange({ level: e.currentTarget.value })}>
          {['1', '2', '3', '4', '5', '6', '7'].map((l) => (
            <option key={l} value={l}>
              {l}
            </option>
          ))}
        </select>
      </label>
      <DenominationSelect name={denominationName} label={t('revpos.denomination')} value={value.denomination} t={t} onChange={(d) => onChange({ denomination: d })} />
      <label>
        {t('revpos.risk')}{' '}
        <select name={`${prefix}-risk`} value={value.risk} onChange={(e) => onChange({ risk: e.currentTarget.value as '' | 'X' | 'XX' })}>
          {(['', 'X', 'XX'] as const).map((x) => (
            <option key={x} value={x}>
              {t(x === '' ? 'revpos.risk.none' : `revpos.risk.${x}`)}
            </option>
          ))}
        </select>
      </label>
      <SeatSelect name={`${prefix}-declarer`} label={t('table.declarer')} value={value.declarer} t={t} onChange={(d) => onChange({ declarer: d })} />
    </fieldset>
  );
}
