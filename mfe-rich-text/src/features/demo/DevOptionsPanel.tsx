import { DEFAULT_SETTINGS, useSettings, type SettingName } from '../../context/SettingsContext';
import { leaveSplitScreenUrl, splitScreenUrl } from '../../lib/splitScreen';
import { RT } from '../../lib/texts';

/** Collaboration needs a sync server the platform does not have: the switch stays off. */
const UNAVAILABLE: SettingName[] = ['collaboration'];

export function DevOptionsPanel() {
  const { settings, set } = useSettings();
  const isSplit = window.location.pathname.startsWith('/split/');
  return (
    <details className="rt-dev-options">
      <summary>{RT.devOptions.title}</summary>
      <div style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))', gap: 4, padding: 8 }}>
        {(Object.keys(DEFAULT_SETTINGS) as SettingName[]).map((name) => {
          const checked = name === 'splitScreen' ? isSplit : settings[name];
          return (
            <label key={name} style={{ display: 'flex', gap: 6, alignItems: 'center' }}>
              <input
                type="checkbox"
                role="switch"
                checked={checked}
                disabled={UNAVAILABLE.includes(name)}
                onChange={(e) => {
                  if (name === 'splitScreen') {
                    const { pathname, search } = window.location;
                    window.location.assign(e.target.checked ? splitScreenUrl(pathname, search) : leaveSplitScreenUrl(pathname, search));
                  } else set(name, e.target.checked);
                }}
              />
              {RT.devOptions[name]}
            </label>
          );
        })}
      </div>
    </details>
  );
}
