// @bridge-laws/regulation — Law 80: the Regulating Authority's options as one validated value.
export type {
  RegulationSettings, SettingKey, VictoryPointScale, ImpEquivalentOfPercentage, SeveralBoardsRule,
} from './settings.js';
export { SettingsSchema, ArtificialPercentages, ArtificialImps } from './settings.js';

export type { SettingSource, Authority } from './catalogue.js';
export { SETTING_SOURCES, settingsForLaw } from './catalogue.js';

export type { Regulation, RegulationIssue, RegulationDefinition } from './regulation.js';
export { LAWS_DEFAULT_SETTINGS, WBF_REGULATION, defineRegulation, differences, formatIssues } from './regulation.js';

export { resolveRegulation } from './registry.js';
export { wbfVictoryPoints } from './victory-points.js';

export type { SettingStatus, SettingReader } from './setting-status.js';
export { SETTING_STATUS, settingStatus } from './setting-status.js';
