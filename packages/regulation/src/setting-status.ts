// Which settings the engine honours today, and where: catalogue data the registry check (laws-coverage --check) verifies.
import data from './setting-status.json' with { type: 'json' };
import type { SettingKey } from './settings.js';

/** A function of a chapter package that reads the setting and changes its outcome with it. */
export interface SettingReader {
  /** The package's name, e.g. `@bridge-laws/scoring`. */
  readonly package: string;
  /** An exported function of that package, declared in the file that reads the setting. */
  readonly function: string;
}

/** Honoured: read where its law applies. Not yet: the engine ignores it, and `reason` says what is missing. */
export type SettingStatus =
  | { readonly key: SettingKey; readonly honoured: true; readonly readBy: readonly SettingReader[] }
  | { readonly key: SettingKey; readonly honoured: false; readonly reason: string };

type Entry = { readonly readBy: readonly SettingReader[] } | { readonly notYet: string };

const entries = data as Readonly<Record<string, Entry>>;

/** Every setting's status, in the order of the data. */
export const SETTING_STATUS: readonly SettingStatus[] = Object.entries(entries).map(([key, e]): SettingStatus =>
  'readBy' in e ? { key: key as SettingKey, honoured: true, readBy: e.readBy } : { key: key as SettingKey, honoured: false, reason: e.notYet },
);

/** The status of one setting; a setting missing from the data is not honoured. */
export function settingStatus(key: SettingKey): SettingStatus {
  return SETTING_STATUS.find((s) => s.key === key) ?? { key, honoured: false, reason: 'not yet catalogued' };
}
