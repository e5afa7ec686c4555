import { useRef } from 'react';
import { TScratchJr } from '@school/contracts';
import { CHARACTER_SIZE, STAGE_HEIGHT, STAGE_WIDTH, type StageView } from '@school/scratchjr-engine';
import { BackgroundArt } from '../art/BackgroundArt';
import { CharacterArt } from '../art/CharacterArt';
import './stage.css';

interface StageProps {
  view: StageView;
  selectedId?: string | null;
  /** A character was pressed (select it in the editor, tap it while playing). */
  onPress?(characterId: string): void;
  /** A character was dragged to a new home position (editor only, not while playing). */
  onDrag?(characterId: string, x: number, y: number): void;
}

/**
 * The 480 x 360 stage as one SVG that scales to its box. Each character carries its position in
 * data attributes (the state the player shows), so tests can read where it is.
 */
export function Stage({ view, selectedId, onPress, onDrag }: StageProps) {
  const svg = useRef<SVGSVGElement>(null);
  const drag = useRef<{ id: string; moved: boolean } | null>(null);

  const toStage = (clientX: number, clientY: number) => {
    const box = svg.current!.getBoundingClientRect();
    const x = ((clientX - box.left) / box.width) * STAGE_WIDTH;
    const y = ((clientY - box.top) / box.height) * STAGE_HEIGHT;
    return { x: Math.round(Math.min(STAGE_WIDTH, Math.max(0, x))), y: Math.round(Math.min(STAGE_HEIGHT, Math.max(0, y))) };
  };

  return (
    <svg
      ref={svg}
      className="sjr-stage"
      viewBox={`0 0 ${STAGE_WIDTH} ${STAGE_HEIGHT}`}
      role="img"
      aria-label={TScratchJr.stageLabel}
      data-testid="sjr-stage"
      data-page={view.pageIndex + 1}
      onPointerMove={(e) => {
        if (!drag.current || !onDrag) return;
        drag.current.moved = true;
        const { x, y } = toStage(e.clientX, e.clientY);
        onDrag(drag.current.id, x, y);
      }}
      onPointerUp={() => (drag.current = null)}
      onPointerLeave={() => (drag.current = null)}
    >
      <BackgroundArt background={view.background} />
      {view.sprites.map((s) => {
        const size = (CHARACTER_SIZE * s.size) / 100;
        return (
          <g
            key={s.id}
            data-testid={`sjr-sprite-${s.id}`}
            data-kind={s.kind}
            data-x={Math.round(s.x)}
            data-y={Math.round(s.y)}
            data-visible={s.visible}
            className={`sjr-sprite${s.id === selectedId ? ' sjr-sprite--selected' : ''}`}
            visibility={s.visible ? 'visible' : 'hidden'}
            transform={`translate(${s.x} ${s.y - s.lift})`}
            onPointerDown={(e) => {
              e.preventDefault();
              if (onDrag) {
                (e.currentTarget.ownerSVGElement ?? svg.current)?.setPointerCapture?.(e.pointerId);
                drag.current = { id: s.id, moved: false };
              }
              onPress?.(s.id);
            }}
          >
            <g transform={`rotate(${s.heading}) translate(${-size / 2} ${-size / 2})`}>
              {s.id === selectedId && <rect width={size} height={size} rx="8" className="sjr-sprite__frame" />}
              <svg width={size} height={size} viewBox="0 0 64 64" overflow="visible">
                <CharacterArt kind={s.kind} size={64} />
              </svg>
            </g>
            {s.say !== null && (
              <g transform={`translate(${size / 4} ${-size / 2 - 34})`} className="sjr-say">
                <rect width={Math.max(40, s.say.length * 9 + 16)} height="28" rx="10" />
                <text x="8" y="19">
                  {s.say}
                </text>
              </g>
            )}
          </g>
        );
      })}
    </svg>
  );
}
