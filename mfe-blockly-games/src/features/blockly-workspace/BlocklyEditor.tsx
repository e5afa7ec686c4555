import * as Blockly from 'blockly/core';
import { useEffect, useImperativeHandle, useRef, type Ref } from 'react';
import type { GameName } from '@school/game-engines';
import { buildToolbox } from '../../lib/blocks/toolboxes';
import { BLOCKLY_MEDIA_URL } from './blockly-media';
import { registerBlocks } from './register-blocks';
import { applyRepeatLimits, applyStartBlockRule, loadWorkspace, saveWorkspace } from './workspace-content';

export interface BlocklyEditorHandle {
  save(): string;
  highlight(blockId: string | null): void;
}

interface Props {
  game: GameName;
  toolbox: string[] | undefined;
  /** The workspace to start from (loaded once per mount; remount with a key to reload). */
  initialText: string | undefined;
  readOnly: boolean;
  /** A block was added, moved, changed or removed: the serialized workspace. */
  onChange(json: string, initial: boolean): void;
  ref?: Ref<BlocklyEditorHandle>;
}

const THEME_NAME = 'school-kids';

export function BlocklyEditor({ game, toolbox, initialText, readOnly, onChange, ref }: Props) {
  const host = useRef<HTMLDivElement>(null);
  const workspace = useRef<Blockly.WorkspaceSvg | null>(null);
  const changeHandler = useRef(onChange);
  changeHandler.current = onChange;

  useEffect(() => {
    registerBlocks();
    const theme =
      (Blockly.registry.getObject(Blockly.registry.Type.THEME, THEME_NAME) as Blockly.Theme | null) ??
      Blockly.Theme.defineTheme(THEME_NAME, {
        name: THEME_NAME,
        base: Blockly.Themes.Classic,
        componentStyles: { workspaceBackgroundColour: '#f7f8ff', flyoutBackgroundColour: '#e9ebfb', flyoutOpacity: 1 },
        fontStyle: { family: 'Nunito, Segoe UI, Arial, sans-serif', weight: '700', size: 13 },
      });
    const ws = Blockly.inject(host.current!, {
      toolbox: readOnly ? undefined : buildToolbox(game, toolbox),
      readOnly,
      theme,
      media: BLOCKLY_MEDIA_URL,
      renderer: 'zelos',
      trashcan: !readOnly,
      zoom: { controls: true, wheel: true, startScale: 0.8, maxScale: 2, minScale: 0.4 },
      move: { scrollbars: true, drag: true, wheel: false },
      grid: { spacing: 24, length: 2, colour: '#d9dcf2', snap: true },
    });
    workspace.current = ws;
    loadWorkspace(ws, initialText);
    if (!readOnly) applyStartBlockRule(ws, game);
    const listener = (event: Blockly.Events.Abstract) => {
      if (event.isUiEvent || ws.isDragging()) return;
      if (event.type === Blockly.Events.BLOCK_CREATE || event.type === Blockly.Events.BLOCK_MOVE) applyRepeatLimits(ws, game);
      changeHandler.current(saveWorkspace(ws), false);
    };
    ws.addChangeListener(listener);
    changeHandler.current(saveWorkspace(ws), true);
    const resize = new ResizeObserver(() => Blockly.svgResize(ws));
    resize.observe(host.current!);
    return () => {
      resize.disconnect();
      ws.dispose();
      workspace.current = null;
    };
    // The workspace is built once per mount: callers remount with a key to reload it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useImperativeHandle(ref, () => ({
    save: () => (workspace.current ? saveWorkspace(workspace.current) : ''),
    highlight: (blockId) => workspace.current?.highlightBlock(blockId),
  }));

  return <div ref={host} className="bw-blockly" data-testid="blockly-workspace" />;
}
