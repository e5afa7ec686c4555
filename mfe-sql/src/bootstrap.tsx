import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import '@school/ui/src/theme.css';
import { SolveStatus } from '@school/contracts';
import { SQL_TASK_TYPE } from '@school/sql-kind';
import { exampleTaskDto } from '@school/task-kinds';
import SqlWorkspace from './SqlWorkspace';

// Standalone mode: the kind's example task as a student sees it, in demo mode (queries run in the
// browser; nothing is saved or checked, so it needs no login).
createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <SqlWorkspace
      task={exampleTaskDto(SQL_TASK_TYPE, { viewer: 'student' })}
      savedAnswer={[]}
      solveStatus={SolveStatus.Open}
      mode="demo"
      locked={false}
      onAnswerChange={() => undefined}
      onTaskChange={() => undefined}
      onRun={async () => undefined}
      onResult={() => undefined}
    />
  </StrictMode>,
);
