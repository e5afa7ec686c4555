import { T, WindowId, type WorkspaceMode } from '@school/contracts';
import { loadRemoteModule } from '@school/api-client';
import { RichText, SidePanel, type SideTab } from '@school/ui';
import type { ReactNode } from 'react';
import { SolutionTab } from './SolutionTab';

/** The windows an author writes in the panel's text areas. */
export type AuthorWindow = typeof WindowId.description | typeof WindowId.solution;

interface Props {
  mode: WorkspaceMode;
  description: string;
  solution: string;
  /** The lesson's presentation: it alone enables the theory tab. */
  theoryUrl: string | null;
  /** Edit mode: the author changed the description or the solution. */
  onTextChange(windowId: AuthorWindow, text: string): void;
  /** Loads a block solution into the workspace (demo and edit: the reviewer keeps the student's program). */
  onLoadSolution?: (workspaceJson: string) => void;
  /** 'Проверка' (edit mode): the game map editor. */
  check: ReactNode;
  /** The open tab (null: closed): the screen closes the panel when it hides the game. */
  open: string | null;
  onOpenChange(tab: string | null): void;
}

/**
 * Spec 2.5: the block screen's one set of tabs, as the side panel on the right of the game.
 * 'Решение' is closed while solving, 'Проверка' open in edit mode only, the theory tab only with a
 * presentation (then labelled as one, so it opens at half the window).
 */
export function TaskSidePanel({ mode, description, solution, theoryUrl, onTextChange, onLoadSolution, check, open, onOpenChange }: Props) {
  const edit = mode === 'edit';
  const tabs: SideTab[] = [
    {
      id: 'task',
      label: T.blockly.tabs.task,
      content: edit ? (
        <textarea className="side-editor" aria-label={T.blockly.tabs.task} value={description} onChange={(e) => onTextChange(WindowId.description, e.target.value)} />
      ) : description ? (
        <RichText className="side-text" content={description} load={loadRemoteModule} />
      ) : (
        <div className="side-text">{T.blockly.noDescription}</div>
      ),
    },
    {
      id: 'solution',
      label: T.blockly.tabs.solution,
      disabled: mode === 'solve',
      content: <SolutionTab solution={solution} onLoad={onLoadSolution} onChange={edit ? onTextChange : undefined} />,
    },
    { id: 'check', label: T.blockly.tabs.check, disabled: !edit, content: check },
    {
      id: 'theory',
      label: theoryUrl ? T.presentationTab : T.blockly.tabs.theory,
      disabled: !theoryUrl,
      content: theoryUrl && <iframe className="side-frame" src={theoryUrl} title={T.presentationTab} />,
    },
  ];
  return <SidePanel className="bw-side" tabs={tabs} open={open} onOpenChange={onOpenChange} />;
}
