import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import { Modal } from '../components/Modal';

type RenderBody = (close: () => void) => ReactNode;

interface DialogContextValue {
  open(title: string, body: RenderBody): void;
}

const DialogContext = createContext<DialogContextValue | null>(null);

/** One modal at a time for the editor's insert dialogs. */
export function DialogProvider({ children }: { children: ReactNode }) {
  const [dialog, setDialog] = useState<{ title: string; body: RenderBody } | null>(null);
  const close = useCallback(() => setDialog(null), []);
  const open = useCallback((title: string, body: RenderBody) => setDialog({ title, body }), []);
  const value = useMemo(() => ({ open }), [open]);
  return (
    <DialogContext.Provider value={value}>
      {children}
      {dialog && (
        <Modal title={dialog.title} onClose={close}>
          {dialog.body(close)}
        </Modal>
      )}
    </DialogContext.Provider>
  );
}

export function useDialog(): DialogContextValue {
  const ctx = useContext(DialogContext);
  if (!ctx) throw new Error('useDialog must be used within a DialogProvider');
  return ctx;
}
