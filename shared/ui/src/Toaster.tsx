import { useSyncExternalStore } from 'react';
import { toast } from './toast-store';

const colours = { success: '#3ddc84', error: '#ff6b6b', info: '#8ab4ff' } as const;

export function Toaster() {
  const items = useSyncExternalStore(toast.subscribe, toast.getSnapshot);
  return (
    <div
      aria-live="polite"
      style={{ position: 'fixed', right: 16, bottom: 16, display: 'flex', flexDirection: 'column', gap: 8, zIndex: 1000 }}
    >
      {items.map((t) => (
        <div
          key={t.id}
          role="status"
          data-kind={t.kind}
          className="ui-toast"
          style={{
            background: '#1f2230',
            color: '#fff',
            padding: '10px 16px',
            borderRadius: 8,
            borderLeft: `4px solid ${colours[t.kind]}`,
            boxShadow: '0 4px 16px rgba(0,0,0,.25)',
            minWidth: 200,
          }}
        >
          {t.text}
        </div>
      ))}
    </div>
  );
}
