import { Button } from './Button';
import './window-tabs.css';

export interface WindowTab<K extends string> {
  key: K;
  name: string;
  /** One line under the tabs on what the chosen window is for. */
  hint: string;
}

/**
 * The windows an author edits in one editor, as named tabs with the chosen one's hint, so the
 * author always knows which window the editor changes (code tasks, SQL tasks).
 */
export function WindowTabs<K extends string>({ label, tabs, value, onChange }: { label: string; tabs: readonly WindowTab<K>[]; value: K; onChange: (next: K) => void }) {
  return (
    <div className="ui-window-tabs">
      <div className="ui-window-tabs__tabs" role="tablist" aria-label={label}>
        {tabs.map(({ key, name }) => (
          <Button
            key={key}
            role="tab"
            aria-selected={value === key}
            variant={value === key ? 'primary' : 'secondary'}
            onClick={() => onChange(key)}
            data-testid={`author-window-${key}`}
          >
            {name}
          </Button>
        ))}
      </div>
      <p className="ui-window-tabs__hint">{tabs.find((t) => t.key === value)?.hint}</p>
    </div>
  );
}
