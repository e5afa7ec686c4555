import { TScratchJr } from '@school/contracts';
import { BLOCK_OPS, type Block, type BlockOp, type Script } from '@school/scratchjr-engine';
import { BlockView } from './BlockView';
import { replaceAt } from './project-edit';

/** Where a new block goes: a script, and inside which repeat of it (null: the script itself). */
export interface Target {
  scriptId: string;
  repeatIndex: number | null;
}

export const DRAG_TYPE = 'application/x-scratchjr-block';

function dropped(e: React.DragEvent): BlockOp | null {
  const op = e.dataTransfer.getData(DRAG_TYPE);
  return (BLOCK_OPS as string[]).includes(op) ? (op as BlockOp) : null;
}

interface ScriptRowProps {
  script: Script;
  target: Target | null;
  readOnly: boolean;
  onTarget(target: Target): void;
  onBlocks(blocks: Block[]): void;
  onDropBlock(op: BlockOp, target: Target): void;
}

/** A horizontal script: blocks left to right; a repeat holds its own row and accepts drops. */
export function ScriptRow({ script, target, readOnly, onTarget, onBlocks, onDropBlock }: ScriptRowProps) {
  const active = target?.scriptId === script.id;
  const dropZone = (repeatIndex: number | null) => ({
    onDragOver: (e: React.DragEvent) => {
      if (!readOnly && e.dataTransfer.types.includes(DRAG_TYPE)) e.preventDefault();
    },
    onDrop: (e: React.DragEvent) => {
      const op = dropped(e);
      if (!op) return;
      e.preventDefault();
      e.stopPropagation();
      onDropBlock(op, { scriptId: script.id, repeatIndex });
    },
  });
  return (
    <div
      className={`sjr-script${active && target.repeatIndex === null ? ' sjr-script--active' : ''}`}
      data-testid="sjr-script"
      aria-label={TScratchJr.script}
      role="group"
      onClick={() => onTarget({ scriptId: script.id, repeatIndex: null })}
      {...dropZone(null)}
    >
      {script.blocks.length === 0 && <span className="sjr-script__hint">{TScratchJr.scriptHint}</span>}
      {script.blocks.map((block, i) =>
        block.op === 'repeat' ? (
          <div
            key={i}
            className={`sjr-repeat${active && target.repeatIndex === i ? ' sjr-repeat--active' : ''}`}
            data-testid="sjr-repeat"
            onClick={(e) => {
              e.stopPropagation();
              onTarget({ scriptId: script.id, repeatIndex: i });
            }}
            {...dropZone(i)}
          >
            <BlockView block={block} readOnly={readOnly} onChange={(next) => onBlocks(replaceAt(script.blocks, [i], next))} onRemove={() => onBlocks(replaceAt(script.blocks, [i], null))} />
            <div className="sjr-repeat__body" title={TScratchJr.intoRepeat}>
              {(block.body ?? []).map((inner, j) => (
                <BlockView
                  key={j}
                  block={inner}
                  readOnly={readOnly}
                  onChange={(next) => onBlocks(replaceAt(script.blocks, [i, j], next))}
                  onRemove={() => onBlocks(replaceAt(script.blocks, [i, j], null))}
                />
              ))}
            </div>
          </div>
        ) : (
          <BlockView key={i} block={block} readOnly={readOnly} onChange={(next) => onBlocks(replaceAt(script.blocks, [i], next))} onRemove={() => onBlocks(replaceAt(script.blocks, [i], null))} />
        ),
      )}
    </div>
  );
}
