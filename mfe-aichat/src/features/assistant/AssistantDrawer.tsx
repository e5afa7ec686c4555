import { useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import {
  AI_PANEL_DEFAULT_WIDTH_RATIO,
  AI_PANEL_MAX_WIDTH_RATIO,
  AI_PANEL_MIN_WIDTH_PX,
  T,
} from '@school/contracts';
import { clampPanelWidth } from './panel-width';
import './assistant.css';

/** The assistant drawer: right side, resizable by its left edge (300 px to 80 %, default 40 %). */
export default function AssistantDrawer({ onClose }: { onClose(): void }) {
  const navigate = useNavigate();
  const [width, setWidth] = useState(() => window.innerWidth * AI_PANEL_DEFAULT_WIDTH_RATIO);
  const dragging = useRef(false);

  const onMove = useCallback((e: PointerEvent) => {
    if (!dragging.current) return;
    setWidth(clampPanelWidth(window.innerWidth - e.clientX, window.innerWidth, AI_PANEL_MIN_WIDTH_PX, AI_PANEL_MAX_WIDTH_RATIO));
  }, []);
  useEffect(() => {
    const stop = () => (dragging.current = false);
    window.addEventListener('pointermove', onMove);
    window.addEventListener('pointerup', stop);
    return () => {
      window.removeEventListener('pointermove', onMove);
      window.removeEventListener('pointerup', stop);
    };
  }, [onMove]);

  return (
    <aside className="assistant-drawer" style={{ width }} aria-label={T.nav.aiChat}>
      <div className="assistant-drawer__handle" onPointerDown={() => (dragging.current = true)} />
      <header className="assistant-drawer__head">
        <strong>{T.nav.aiChat}</strong>
        <button aria-label="Развернуть" onClick={() => navigate('/aichat')}>⤢</button>
        <button aria-label="Закрыть" onClick={onClose}>✕</button>
      </header>
      <p className="assistant-drawer__note">{T.comingSoon}</p>
    </aside>
  );
}
