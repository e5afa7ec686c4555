import { useState, type FormEvent, type ReactNode } from 'react';
import { TAuthor } from '@school/contracts';

const L = TAuthor.page;

/** Shows `children` with a rename button; the button turns the title into a small form. */
export function InlineRename({ value, label, onSave, children }: { value: string; label: string; onSave(next: string): Promise<unknown>; children: ReactNode }) {
  const [draft, setDraft] = useState<string | null>(null);
  async function submit(e: FormEvent) {
    e.preventDefault();
    const next = draft?.trim();
    if (next && next !== value) await onSave(next);
    setDraft(null);
  }
  if (draft === null) {
    return (
      <span className="author-rename">
        {children}
        <button type="button" className="author-icon" onClick={() => setDraft(value)} aria-label={label} title={L.rename}>
          ✎
        </button>
      </span>
    );
  }
  return (
    <form className="author-rename" onSubmit={submit}>
      <input value={draft} onChange={(e) => setDraft(e.target.value)} aria-label={label} maxLength={200} autoFocus />
      <button type="submit">{L.save}</button>
      <button type="button" onClick={() => setDraft(null)}>
        {L.cancel}
      </button>
    </form>
  );
}
