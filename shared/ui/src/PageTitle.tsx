import type { ReactNode } from 'react';

/** Heading for screens whose content arrives with a later issue: routing and loading are real. */
export function PageTitle({ children, note }: { children: ReactNode; note?: string }) {
  return (
    <section className="ui-page">
      <h1 className="ui-page__title">{children}</h1>
      {note && <p className="ui-page__note">{note}</p>}
    </section>
  );
}
