import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import '@school/ui/src/theme.css';
import { ScratchEditorFrame } from './components/editor/ScratchEditorFrame';

// Standalone mode: the Scratch editor alone with its default project. It calls no API (nothing is
// saved), so it needs no login.
createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <div style={{ height: '100vh' }}>
      <ScratchEditorFrame sb3={null} />
    </div>
  </StrictMode>,
);
