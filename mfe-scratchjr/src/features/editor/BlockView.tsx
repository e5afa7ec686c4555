import { TScratchJr } from '@school/contracts';
import { BLOCKS, MAX_PAGES, MESSAGE_COLORS, NUMBER_MAX, NUMBER_MIN, SOUNDS, SPEEDS, type Block, type BlockOp, type MessageColor, type SoundId, type Speed } from '@school/scratchjr-engine';
import { BlockIcon } from '../../components/art/BlockIcon';
import { clampNumber } from './project-edit';

export const BLOCK_LABELS: Record<BlockOp, string> = TScratchJr.blocks;
const COLOR_LABELS: Record<MessageColor, string> = TScratchJr.colors;
const SOUND_LABELS: Record<SoundId, string> = TScratchJr.sounds;
const SPEED_LABELS: Record<Speed, string> = TScratchJr.speeds;
/** Swatches of the six message colours. */
export const COLOR_FILL: Record<MessageColor, string> = {
  red: '#ef4444', orange: '#f97316', yellow: '#eab308', green: '#22c55e', blue: '#3b82f6', purple: '#a855f7',
};

interface BlockViewProps {
  block: Block;
  readOnly: boolean;
  onChange(next: Block): void;
  onRemove(): void;
}

/** One picture block in a script, with its one editable value. */
export function BlockView({ block, readOnly, onChange, onRemove }: BlockViewProps) {
  const label = BLOCK_LABELS[block.op];
  const spec = BLOCKS[block.op];
  const valueLabel = `${label}: ${TScratchJr.value}`;
  return (
    <div className={`sjr-block sjr-block--${spec.category}`} data-testid={`sjr-block-${block.op}`} title={label}>
      <BlockIcon op={block.op} />
      {(spec.param === 'number' || spec.param === 'page') && (
        <input
          className="sjr-block__value"
          type="number"
          aria-label={valueLabel}
          min={spec.param === 'page' ? 1 : NUMBER_MIN}
          max={spec.param === 'page' ? MAX_PAGES : NUMBER_MAX}
          value={block.n ?? 0}
          readOnly={readOnly}
          onChange={(e) => onChange({ ...block, n: spec.param === 'page' ? Math.min(MAX_PAGES, Math.max(1, clampNumber(e.target.valueAsNumber))) : clampNumber(e.target.valueAsNumber) })}
        />
      )}
      {spec.param === 'text' && (
        <input
          className="sjr-block__text"
          aria-label={valueLabel}
          maxLength={80}
          value={block.text ?? ''}
          readOnly={readOnly}
          onChange={(e) => onChange({ ...block, text: e.target.value })}
        />
      )}
      {spec.param === 'color' && (
        <select
          className="sjr-block__select"
          aria-label={valueLabel}
          value={block.color ?? 'red'}
          disabled={readOnly}
          style={{ background: COLOR_FILL[block.color ?? 'red'] }}
          onChange={(e) => onChange({ ...block, color: e.target.value as MessageColor })}
        >
          {MESSAGE_COLORS.map((c) => (
            <option key={c} value={c}>
              {COLOR_LABELS[c]}
            </option>
          ))}
        </select>
      )}
      {spec.param === 'sound' && (
        <select className="sjr-block__select" aria-label={valueLabel} value={block.sound ?? 'pop'} disabled={readOnly} onChange={(e) => onChange({ ...block, sound: e.target.value as SoundId })}>
          {SOUNDS.map((s) => (
            <option key={s} value={s}>
              {SOUND_LABELS[s]}
            </option>
          ))}
        </select>
      )}
      {spec.param === 'speed' && (
        <select className="sjr-block__select" aria-label={valueLabel} value={block.speed ?? 'normal'} disabled={readOnly} onChange={(e) => onChange({ ...block, speed: e.target.value as Speed })}>
          {SPEEDS.map((s) => (
            <option key={s} value={s}>
              {SPEED_LABELS[s]}
            </option>
          ))}
        </select>
      )}
      {!readOnly && (
        <button type="button" className="sjr-block__remove" aria-label={`${TScratchJr.removeBlock}: ${label}`} onClick={onRemove}>
          ×
        </button>
      )}
    </div>
  );
}
