import { useEffect, type ReactNode } from 'react';
import { createPortal } from 'react-dom';

export function Modal({ title, onClose, children }: { title: string; onClose(): void; children: ReactNode }) {
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') onClose();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [onClose]);
  return createPortal(
    <div className="rt-modal-overlay" onMouseDown={(e) => e.target === e.currentTarget && onClose()}>
      <div className="rt-modal" role="dialog" aria-label={title}>
        <h2 className="rt-modal-title">{title}</h2>
        {children}
      </div>
    </div>,
    document.body,
  );
}
