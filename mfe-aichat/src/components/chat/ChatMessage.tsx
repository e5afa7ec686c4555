import { useMemo } from 'react';
import { AI_TEXTS } from '@school/contracts';
import { renderMarkdown } from '../../lib/markdown';

/** One message: the student's as plain text, the tutor's as safe markdown. */
export function ChatMessage({ role, content, notice, streaming }: { role: 'user' | 'assistant'; content: string; notice?: boolean; streaming?: boolean }) {
  const html = useMemo(() => (role === 'assistant' && !notice ? renderMarkdown(content) : null), [role, content, notice]);
  const className = ['aichat-msg', `aichat-msg--${role}`, notice && 'aichat-msg--notice', streaming && 'aichat-msg--streaming']
    .filter(Boolean)
    .join(' ');
  return (
    <div className={className} data-role={role} aria-label={role === 'user' ? AI_TEXTS.you : AI_TEXTS.assistant}>
      {html !== null ? <div className="aichat-md" dangerouslySetInnerHTML={{ __html: html }} /> : <p>{content}</p>}
    </div>
  );
}
