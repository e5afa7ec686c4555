import { useEffect, useRef, type FormEvent, type ReactNode } from "react";

interface Props {
  title: string;
  children?: ReactNode;
  /** The dialog's buttons; a submit button submits the form (Enter does too). */
  actions: ReactNode;
  onClose: () => void;
  onSubmit?: () => void;
  testId?: string;
}

/**
 * A modal dialog on the native <dialog>: the browser keeps focus inside and puts the rest of the
 * page out of reach; Escape and a click on the backdrop close it.
 */
export function Dialog({
  title,
  children,
  actions,
  onClose,
  onSubmit,
  testId,
}: Props) {
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const dialog = ref.current;
    if (dialog && !dialog.open) dialog.showModal();
    return () => dialog?.close();
  }, []);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    onSubmit?.();
  };
  return (
    <dialog
      ref={ref}
      className="ui-dialog"
      aria-label={title}
      data-testid={testId}
      onCancel={(e) => {
        // Escape: the parent decides (it unmounts the dialog).
        e.preventDefault();
        onClose();
      }}
      onClick={(e) => {
        // A click on the backdrop lands on the <dialog> itself, outside its form.
        if (e.target === ref.current) onClose();
      }}
    >
      <form className="ui-dialog__form" onSubmit={submit} noValidate>
        <h2 className="ui-dialog__title">{title}</h2>
        {children && <div className="ui-dialog__body">{children}</div>}
        <div className="ui-dialog__actions">{actions}</div>
      </form>
    </dialog>
  );
}
