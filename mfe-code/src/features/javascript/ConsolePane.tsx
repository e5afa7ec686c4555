import { useEffect, useRef } from 'react';
import type { ConsoleLine } from './use-js-runner';

/** The run's console: one line per console call, errors and our notices styled apart. */
export function ConsolePane({ lines, title, empty }: { lines: ConsoleLine[]; title: string; empty: string }) {
  const end = useRef<HTMLDivElement>(null);
  useEffect(() => {
    // Not every DOM has it (jsdom); a newer one returns a promise, so never return its result.
    if (typeof end.current?.scrollIntoView === 'function') end.current.scrollIntoView({ block: 'nearest' });
  }, [lines]);
  return (
    <section className="web-console" aria-label={title}>
      <h3 className="web-console__title">{title}</h3>
      <div className="web-console__lines" role="log" aria-live="polite">
        {lines.length === 0 && <p className="web-console__empty">{empty}</p>}
        {lines.map((line) => (
          <pre key={line.id} className={`web-console__line is-${line.level}`}>
            {line.text}
          </pre>
        ))}
        <div ref={end} />
      </div>
    </section>
  );
}
