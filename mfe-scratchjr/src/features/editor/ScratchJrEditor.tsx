import { useState } from 'react';
import { TScratchJr } from '@school/contracts';
import {
  BACKGROUNDS,
  BLOCK_CATEGORIES,
  CHARACTER_KINDS,
  MAX_CHARACTERS,
  MAX_PAGES,
  MAX_SCRIPTS,
  blocksOf,
  newCharacter,
  newId,
  newPage,
  type BackgroundId,
  type BlockCategory,
  type BlockOp,
  type CharacterKind,
  type Project,
} from '@school/scratchjr-engine';
import { BackgroundThumb } from '../../components/art/BackgroundArt';
import { BlockIcon } from '../../components/art/BlockIcon';
import { CharacterArt } from '../../components/art/CharacterArt';
import { PlayBar } from '../../components/stage/PlayBar';
import { Stage } from '../../components/stage/Stage';
import { useFullScreen } from '../../components/stage/use-full-screen';
import { useRuntime } from '../../components/stage/use-runtime';
import { BLOCK_LABELS } from './BlockView';
import { addBlock, addToRepeat, defaultBlock, mapCharacter, mapPage, mapScript } from './project-edit';
import { DRAG_TYPE, ScriptRow, type Target } from './ScriptRow';
import './editor.css';

const CATEGORY_LABELS: Record<BlockCategory, string> = TScratchJr.categories;
const CHARACTER_NAMES: Record<CharacterKind, string> = TScratchJr.characterNames;
const BACKGROUND_NAMES: Record<BackgroundId, string> = TScratchJr.backgrounds;

interface EditorProps {
  project: Project;
  onChange(project: Project): void;
}

/**
 * The ScratchJr editor: pages on the left, the stage in the middle, characters and backgrounds on
 * the right, a picture-block palette by category and the selected character's scripts below.
 * A block is added by a tap on it in the palette or by dragging it onto a script.
 */
export function ScratchJrEditor({ project, onChange }: EditorProps) {
  const [pageIndex, setPageIndex] = useState(0);
  const page = project.pages[Math.min(pageIndex, project.pages.length - 1)]!;
  const [selectedId, setSelectedId] = useState<string | null>(page.characters[0]?.id ?? null);
  const selected = page.characters.find((c) => c.id === selectedId) ?? page.characters[0] ?? null;
  const [category, setCategory] = useState<BlockCategory>('triggers');
  const [target, setTarget] = useState<Target | null>(null);
  const { view, running, greenFlag, stop, tap } = useRuntime(project, pageIndex);
  const screen = useFullScreen<HTMLDivElement>();

  const activeTarget: Target | null =
    selected && target && selected.scripts.some((s) => s.id === target.scriptId)
      ? target
      : selected?.scripts[0]
        ? { scriptId: selected.scripts[0].id, repeatIndex: null }
        : null;

  const insert = (op: BlockOp, where: Target | null) => {
    if (!selected || !where) return;
    const block = defaultBlock(op, TScratchJr.defaultSay);
    onChange(
      mapCharacter(project, pageIndex, selected.id, (c) =>
        mapScript(c, where.scriptId, (s) => ({ ...s, blocks: where.repeatIndex === null ? addBlock(s.blocks, block) : addToRepeat(s.blocks, where.repeatIndex, block) })),
      ),
    );
    setTarget(where);
  };

  const selectPage = (index: number) => {
    setPageIndex(index);
    setSelectedId(project.pages[index]?.characters[0]?.id ?? null);
    setTarget(null);
  };

  return (
    <div className="sjr-editor" data-testid="sjr-editor" aria-label={TScratchJr.editorLabel}>
      <div className="sjr-editor__top">
        <nav className="sjr-pages" aria-label={TScratchJr.pages}>
          {project.pages.map((p, i) => (
            <button key={p.id} type="button" className="sjr-pages__page" aria-pressed={i === pageIndex} onClick={() => selectPage(i)}>
              <BackgroundThumb background={p.background} />
              <span>{TScratchJr.page(i + 1)}</span>
            </button>
          ))}
          {project.pages.length < MAX_PAGES && (
            <button
              type="button"
              className="sjr-pages__add"
              onClick={() => {
                onChange({ ...project, pages: [...project.pages, newPage()] });
                selectPage(project.pages.length);
              }}
            >
              + {TScratchJr.addPage}
            </button>
          )}
          {project.pages.length > 1 && (
            <button
              type="button"
              className="sjr-pages__remove"
              onClick={() => {
                onChange({ ...project, pages: project.pages.filter((_, i) => i !== pageIndex) });
                selectPage(Math.max(0, pageIndex - 1));
              }}
            >
              {TScratchJr.removePage}
            </button>
          )}
        </nav>

        <div ref={screen.ref} className={`sjr-editor__stage${screen.full ? ' sjr-full' : ''}`}>
          <PlayBar running={running} fullScreen={screen.full} onFlag={greenFlag} onStop={stop} onFullScreen={screen.toggle} />
          <Stage
            view={view}
            selectedId={running ? null : selected?.id}
            onPress={(id) => (running ? tap(id) : setSelectedId(id))}
            onDrag={running ? undefined : (id, x, y) => onChange(mapCharacter(project, pageIndex, id, (c) => ({ ...c, x, y })))}
          />
        </div>

        <aside className="sjr-side">
          <h3>{TScratchJr.characters}</h3>
          <div className="sjr-side__list">
            {page.characters.map((c) => (
              <div key={c.id} className="sjr-side__character">
                <button type="button" aria-pressed={c.id === selected?.id} aria-label={TScratchJr.character(CHARACTER_NAMES[c.kind])} onClick={() => setSelectedId(c.id)}>
                  <CharacterArt kind={c.kind} size={40} />
                </button>
                <button
                  type="button"
                  className="sjr-side__remove"
                  aria-label={`${TScratchJr.removeCharacter}: ${CHARACTER_NAMES[c.kind]}`}
                  onClick={() => onChange(mapPage(project, pageIndex, (p) => ({ ...p, characters: p.characters.filter((x) => x.id !== c.id) })))}
                >
                  ×
                </button>
              </div>
            ))}
          </div>
          {page.characters.length < MAX_CHARACTERS && (
            <>
              <h4>{TScratchJr.addCharacter}</h4>
              <div className="sjr-side__library">
                {CHARACTER_KINDS.map((kind) => (
                  <button
                    key={kind}
                    type="button"
                    aria-label={`${TScratchJr.addCharacter}: ${CHARACTER_NAMES[kind]}`}
                    title={CHARACTER_NAMES[kind]}
                    onClick={() => {
                      const n = page.characters.length;
                      const c = newCharacter(kind, 60 + ((n * 130) % 360), 80 + ((n * 100) % 220));
                      onChange(mapPage(project, pageIndex, (p) => ({ ...p, characters: [...p.characters, c] })));
                      setSelectedId(c.id);
                    }}
                  >
                    <CharacterArt kind={kind} size={32} />
                  </button>
                ))}
              </div>
            </>
          )}
          <h4>{TScratchJr.background}</h4>
          <div className="sjr-side__library">
            {BACKGROUNDS.map((bg) => (
              <button
                key={bg}
                type="button"
                aria-pressed={bg === page.background}
                aria-label={`${TScratchJr.background}: ${BACKGROUND_NAMES[bg]}`}
                title={BACKGROUND_NAMES[bg]}
                onClick={() => onChange(mapPage(project, pageIndex, (p) => ({ ...p, background: bg })))}
              >
                <BackgroundThumb background={bg} />
              </button>
            ))}
          </div>
        </aside>
      </div>

      <div className="sjr-palette" aria-label={TScratchJr.palette}>
        <div className="sjr-palette__tabs" role="tablist">
          {BLOCK_CATEGORIES.map((cat) => (
            <button key={cat} type="button" role="tab" aria-selected={cat === category} className={`sjr-tab sjr-tab--${cat}`} onClick={() => setCategory(cat)}>
              {CATEGORY_LABELS[cat]}
            </button>
          ))}
        </div>
        <div className="sjr-palette__blocks" role="tabpanel">
          {blocksOf(category).map((op) => (
            <button
              key={op}
              type="button"
              draggable
              disabled={!selected}
              className={`sjr-block sjr-block--${category} sjr-palette__block`}
              aria-label={BLOCK_LABELS[op]}
              title={BLOCK_LABELS[op]}
              data-testid={`sjr-palette-${op}`}
              onDragStart={(e) => {
                e.dataTransfer.setData(DRAG_TYPE, op);
                e.dataTransfer.effectAllowed = 'copy';
              }}
              onClick={() => insert(op, activeTarget)}
            >
              <BlockIcon op={op} size={40} />
            </button>
          ))}
        </div>
      </div>

      {selected && (
        <div className="sjr-scripts">
          <div className="sjr-scripts__head">
            <CharacterArt kind={selected.kind} size={32} />
            <strong>{TScratchJr.character(CHARACTER_NAMES[selected.kind])}</strong>
            {selected.scripts.length < MAX_SCRIPTS && (
              <button
                type="button"
                className="sjr-scripts__add"
                onClick={() => {
                  const id = newId('s');
                  onChange(mapCharacter(project, pageIndex, selected.id, (c) => ({ ...c, scripts: [...c.scripts, { id, blocks: [] }] })));
                  setTarget({ scriptId: id, repeatIndex: null });
                }}
              >
                + {TScratchJr.addScript}
              </button>
            )}
          </div>
          {selected.scripts.map((script) => (
            <ScriptRow
              key={script.id}
              script={script}
              target={activeTarget}
              readOnly={false}
              onTarget={setTarget}
              onBlocks={(blocks) => onChange(mapCharacter(project, pageIndex, selected.id, (c) => mapScript(c, script.id, (s) => ({ ...s, blocks }))))}
              onDropBlock={insert}
            />
          ))}
        </div>
      )}
    </div>
  );
}
