import { PRESETS } from './presets';
import type { PresetName } from './presets';

/** A preset as a place that chooses validation offers it (a form designer's pattern list). */
export interface PresetOption {
  value: PresetName;
  /** the preset's name in the user's language */
  labelKey: string;
  /** the message a value that breaks it shows */
  messageKey: string;
}

/**
 * Every validation preset, in the spec's order, with its label and message keys; a field takes one as
 * `pattern: '<value>'`, which the server kit and the web form both check.
 * @example presetOptions().map((o) => ({ value: o.value, label: t(o.labelKey) }))
 */
export function presetOptions(): PresetOption[] {
  return (Object.keys(PRESETS) as PresetName[]).map((value) => ({
    value,
    labelKey: `web.validation.presets.${value}`,
    messageKey: `server.kit.validation.preset.${value}`,
  }));
}
