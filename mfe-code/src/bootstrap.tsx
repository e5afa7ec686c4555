import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import '@school/ui/src/theme.css';
import PythonProject from './features/python/PythonProject';

// Standalone mode: a Python scratchpad with the turtle. It calls no API (nothing is saved), so it
// needs no login.
createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <PythonProject initialCode={'import turtle\nt = turtle.Turtle()\nfor i in range(5):\n    t.forward(100)\n    t.right(144)\nprint("Звезда готова!")\n'} onCodeChange={() => undefined} />
  </StrictMode>,
);
