import { createContext, useContext, useMemo, useState, type ReactNode } from 'react';

/** The developer options (spec 2.7): 14 switches. */
export const DEFAULT_SETTINGS = {
  collaboration: false,
  splitScreen: false,
  measurePerformance: false,
  debugView: false,
  richText: true,
  characterLimit: false,
  linkAttributes: false,
  maxLength: false,
  autocomplete: false,
  tableOfContents: false,
  contextMenu: false,
  preserveNewLines: false,
  bracketHighlighting: true,
  retainSelection: false,
};
export type Settings = typeof DEFAULT_SETTINGS;
export type SettingName = keyof Settings;

/** Limit used by the character-limit and max-length switches (spec 9). */
export const MAX_LENGTH = 30;

interface SettingsValue {
  settings: Settings;
  set(name: SettingName, value: boolean): void;
}

const SettingsContext = createContext<SettingsValue>({ settings: DEFAULT_SETTINGS, set: () => undefined });

export function SettingsProvider({ children, initial }: { children: ReactNode; initial?: Partial<Settings> }) {
  const [settings, setSettings] = useState<Settings>({ ...DEFAULT_SETTINGS, ...initial });
  const value = useMemo(() => ({ settings, set: (name: SettingName, v: boolean) => setSettings((s) => ({ ...s, [name]: v })) }), [settings]);
  return <SettingsContext.Provider value={value}>{children}</SettingsContext.Provider>;
}

/** Outside a provider the defaults apply (the exposed editor has no options panel). */
export const useSettings = () => useContext(SettingsContext);
