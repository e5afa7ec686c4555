import { WindowId } from '@school/contracts';
import { PythonProjectView } from './PythonProjectView';

/** The project editor's Python part: the workbench edits window 2 (the program) of the project. */
export function PythonProjectEditor({ texts, onChange }: { texts: Record<number, string>; onChange(texts: Record<number, string>): void }) {
  return (
    <div data-testid="python-project-editor">
      <PythonProjectView initialCode={texts[WindowId.pythonCode] ?? ''} onCodeChange={(code) => onChange({ ...texts, [WindowId.pythonCode]: code })} />
    </div>
  );
}
