// The lazily loaded part of drawings (its own chunk): the Excalidraw editor, its CSS and its
// export utilities. Nothing else may import @excalidraw/excalidraw statically.
import './assetPath';
import '@excalidraw/excalidraw/index.css';

export { Excalidraw, exportToSvg } from '@excalidraw/excalidraw';
