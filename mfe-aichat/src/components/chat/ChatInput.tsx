import { useRef, useState, type KeyboardEvent } from 'react';
import { AI_INPUT_MAX_HEIGHT_PX, AI_TEXTS } from '@school/contracts';

/**
 * The message input (spec 5): Enter sends, Shift+Enter adds a line, it grows up to 150 px,
 * an empty or whitespace-only message is not sent, and sending is disabled while waiting.
 */
export function ChatInput({ waiting, onSend }: { waiting: boolean; onSend(text: string): void }) {
  const [text, setText] = useState('');
  const ref = useRef<HTMLTextAreaElement>(null);
  const canSend = !waiting && text.trim().length > 0;

  const grow = () => {
    const el = ref.current;
    if (!el) return;
    el.style.height = 'auto';
    el.style.height = `${Math.min(el.scrollHeight, AI_INPUT_MAX_HEIGHT_PX)}px`;
  };
  const submit = () => {
    if (!canSend) return;
    onSend(text);
    setText('');
    requestAnimationFrame(() => {
      if (ref.current) ref.current.style.height = 'auto';
    });
  };
  const onKeyDown = (e: KeyboardEvent<HTMLTextAreaElement>) => {
    if (e.key === 'Enter' && !e.shiftKey && !e.nativeEvent.isComposing) {
      e.preventDefault();
      submit();
    }
  };

  return (
    <div className="aichat-input">
      <textarea
        ref={ref}
        rows={1}
        value={text}
        placeholder={AI_TEXTS.inputPlaceholder}
        aria-label={AI_TEXTS.inputPlaceholder}
        style={{ maxHeight: AI_INPUT_MAX_HEIGHT_PX }}
        onChange={(e) => {
          setText(e.target.value);
          grow();
        }}
        onKeyDown={onKeyDown}
      />
      <button type="button" className="aichat-input__send" disabled={!canSend} onClick={submit} aria-label={AI_TEXTS.send}>
        <svg width="20" height="20" viewBox="0 0 20 20" aria-hidden>
          <path d="M3 10l14-7-5 14-2-6z" fill="currentColor" />
        </svg>
      </button>
    </div>
  );
}
