import { useEffect, useRef, useState } from 'react';
import { TPython } from '@school/contracts';
import type { ConsoleLine } from '../runtime/use-python-run';

export interface PythonConsoleProps {
  lines: ConsoleLine[];
  prompt: string | null;
  onAnswer(value: string): void;
}

/** Program output and errors in order; when the program asks, an input line right in the console. */
export function PythonConsole({ lines, prompt, onAnswer }: PythonConsoleProps) {
  const [value, setValue] = useState('');
  const end = useRef<HTMLDivElement>(null);
  const input = useRef<HTMLInputElement>(null);

  useEffect(() => {
    end.current?.scrollIntoView({ block: 'nearest' });
  }, [lines, prompt]);
  useEffect(() => {
    if (prompt !== null) input.current?.focus();
  }, [prompt]);

  return (
    <section className="py-console" aria-label={TPython.console} data-testid="python-console">
      <div className="py-console__lines" role="log" aria-live="polite">
        {lines.length === 0 && prompt === null ? <p className="py-console__empty">{TPython.consoleEmpty}</p> : null}
        {lines.map((line, i) => (
          <pre key={i} className={`py-console__line py-console__line--${line.kind}`}>
            {line.text}
          </pre>
        ))}
        {prompt !== null ? (
          <form
            className="py-console__input"
            onSubmit={(event) => {
              event.preventDefault();
              onAnswer(value);
              setValue('');
            }}
          >
            <input
              ref={input}
              value={value}
              onChange={(event) => setValue(event.target.value)}
              placeholder={TPython.inputPlaceholder}
              aria-label={prompt || TPython.inputPlaceholder}
              data-testid="python-input"
            />
            <button type="submit">{TPython.inputSend}</button>
          </form>
        ) : null}
        <div ref={end} />
      </div>
    </section>
  );
}
