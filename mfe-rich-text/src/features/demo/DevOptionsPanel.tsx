import { DEFAULT_SETTINGS, useSettings, type SettingName } from '../../context/SettingsContext';
import { leaveSplitScreenUrl, splitScreenUrl } from '../../lib/splitScreen';
import { RT } from '../../lib/texts';
import { withCollab } from '../../plugins/CollaborationPlugin/collabAddress';

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
                onChange={(e) => {
                  if (name === 'splitScreen') {
                    const { pathname, search } = window.location;
                    window.location.assign(e.target.checked ? splitScreenUrl(pathname, search) : leaveSplitScreenUrl(pathname, search));
                  } else {
                    // Collaboration is kept in the address too: the split screen (and a shared link) keeps it.
                    if (name === 'collaboration') {
                      const { pathname, search, hash } = window.location;
                      window.history.replaceState(window.history.state, '', `${pathname}${withCollab(search, e.target.checked)}${hash}`);
                    }
                    set(name, e.target.checked);
                  }
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
