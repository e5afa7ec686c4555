import { useCallback, useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { selectRunOutput, useAppSelector } from '@school/api-client';
import { AI_PANEL_DEFAULT_WIDTH_RATIO, AI_PANEL_MAX_WIDTH_RATIO, AI_PANEL_MIN_WIDTH_PX, AI_TEXTS } from '@school/contracts';
import { Spinner } from '@school/ui';
import { ChatView } from '../../components/chat/ChatView';
import { useGetAiChatHistoryQuery } from '../../lib/aichat-api';
import { currentTaskId } from './current-task';
import { clampPanelWidth } from './panel-width';
import './assistant.css';

const clamp = (wanted: number) => clampPanelWidth(wanted, window.innerWidth, AI_PANEL_MIN_WIDTH_PX, AI_PANEL_MAX_WIDTH_RATIO);

/**
 * The assistant drawer (spec 2): right side, resizable by its left edge from 300 px to 80 % of the
 * window, 40 % at first; expand goes to /aichat, close hides it. It holds the chat of the current
 * task (the newest chat opened on it) with the last run's output as context. It takes the focus
 * when it opens and closes on Escape.
 */
export default function AssistantDrawer({ onClose }: { onClose(): void }) {
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const taskId = currentTaskId(pathname, search);
  const runOutput = useAppSelector((s) => selectRunOutput(s, taskId));
  const history = useGetAiChatHistoryQuery(taskId ? { page: 1, taskId } : { page: 1 });
  const [width, setWidth] = useState(() => clamp(window.innerWidth * AI_PANEL_DEFAULT_WIDTH_RATIO));
  const dragging = useRef(false);
  const panelRef = useRef<HTMLElement>(null);
  // The panel takes the focus when it opens (keyboard and screen-reader users land in it).
  useEffect(() => panelRef.current?.focus(), []);

  const onMove = useCallback((e: PointerEvent) => {
    if (dragging.current) setWidth(clamp(window.innerWidth - e.clientX));
  }, []);
  useEffect(() => {
    const stop = () => {
      dragging.current = false;
      document.body.style.userSelect = '';
    };
    const onResize = () => setWidth((w) => clamp(w));
    window.addEventListener('pointermove', onMove);
    window.addEventListener('pointerup', stop);
    window.addEventListener('resize', onResize);
    return () => {
      window.removeEventListener('pointermove', onMove);
      window.removeEventListener('pointerup', stop);
      window.removeEventListener('resize', onResize);
    };
  }, [onMove]);

  // On a task: its newest chat; elsewhere the newest chat not tied to a task; none: a new chat.
  const chatId = taskId ? (history.data?.chats[0]?.chatId ?? null) : (history.data?.chats.find((c) => c.taskId === null)?.chatId ?? null);

  return (
    <aside
      ref={panelRef}
      className="assistant-drawer"
      style={{ width }}
      aria-label={AI_TEXTS.title}
      data-testid="assistant-drawer"
      tabIndex={-1}
      // Escape anywhere in the panel closes it; the button that opened it takes the focus back.
      onKeyDown={(e) => {
        if (e.key === 'Escape' && !e.defaultPrevented) {
          e.preventDefault();
          onClose();
        }
      }}
    >
      <div
        className="assistant-drawer__handle"
        role="separator"
        aria-orientation="vertical"
        aria-label={AI_TEXTS.resize}
        onPointerDown={(e) => {
          e.preventDefault();
          dragging.current = true;
          document.body.style.userSelect = 'none';
        }}
      />
      <header className="assistant-drawer__head">
        <strong>{AI_TEXTS.title}</strong>
        <button aria-label={AI_TEXTS.expand} title={AI_TEXTS.expand} onClick={() => navigate(chatId ? `/aichat?chatId=${chatId}` : '/aichat')}>
          ⤢
        </button>
        <button aria-label={AI_TEXTS.close} title={AI_TEXTS.close} onClick={onClose}>
          ✕
        </button>
      </header>
      {history.isLoading ? <Spinner /> : <ChatView key={taskId ?? 'none'} chatId={chatId} taskId={taskId} context={runOutput} />}
    </aside>
  );
}
