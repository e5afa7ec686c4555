import { useEffect, useRef, useState } from 'react';
import { PythonWorkbench } from './PythonWorkbench';
import { usePythonRun } from './runtime/use-python-run';

/** What Fun Space passes to a Python project (editor and player). */
export interface PythonProjectProps {
  initialCode: string;
  /** Editor: the code changed (the host saves it with the project). Absent: read-only player. */
  onCodeChange?(code: string): void;
  /** Player: run at once (isAutoRun). */
  autoRun?: boolean;
}

/**
 * A Fun Space Python project: the same workbench as the tasks (turtle included). Exposed as a
 * module that Fun Space loads through the shell's loader. Its program, often another child's,
 * runs isolated: in the remote's sandbox frame (an opaque origin), never in the school's origin.
 */
export default function PythonProject({ initialCode, onCodeChange, autoRun = false }: PythonProjectProps) {
  const runner = usePythonRun({ isolated: true });
  const [code, setCode] = useState(initialCode);
  const started = useRef(false);

  // The host may load the project after the first render: its code replaces the empty one.
  useEffect(() => {
    setCode((current) => (current === initialCode ? current : initialCode));
  }, [initialCode]);

  useEffect(() => {
    if (autoRun && !started.current && runner.load === 'ready') {
      started.current = true;
      void runner.run(code);
    }
  }, [autoRun, runner, code]);

  return (
    <div className="py-project" data-testid="python-project">
      <PythonWorkbench
        code={code}
        readOnly={!onCodeChange}
        onCodeChange={(next) => {
          setCode(next);
          onCodeChange?.(next);
        }}
        runner={runner}
        onRun={() => void runner.run(code)}
      />
    </div>
  );
}
