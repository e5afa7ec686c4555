import { StrictMode, useState } from 'react';
import { createRoot } from 'react-dom/client';
import '@school/ui/src/theme.css';
import { emptyProject } from '@school/scratchjr-engine';
import { ScratchJrEditor } from './features/editor/ScratchJrEditor';

// Standalone mode: a ScratchJr scratchpad. It calls no API (nothing is saved), so it needs no login.
function Scratchpad() {
  const [project, setProject] = useState(emptyProject);
  return <ScratchJrEditor project={project} onChange={setProject} />;
}

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <Scratchpad />
  </StrictMode>,
);
