import type { ReactNode } from 'react';
import './dialog.css';

/** A modal dialog with a title, optional body and action buttons. */
export function Dialog({ title, children, actions, tone = 'neutral' }: { title: string; children?: ReactNode; actions: ReactNode; tone?: 'good' | 'bad' | 'neutral' }) {
  return (
    <div className="dialog-backdrop">
      <div className={`dialog dialog--${tone}`} role="dialog" aria-modal="true" aria-label={title}>
        <h2 className="dialog__title">{title}</h2>
        {children && <div className="dialog__body">{children}</div>}
        <div className="dialog__actions">{actions}</div>
      </div>
    </div>
  );
}
