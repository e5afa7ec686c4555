export * from './protocol';
export { strokesOf, sameDrawing, toCanvas, rgbCss } from './drawing';
export { detailOf, explainError, formatError, suggestionOf, withSuggestion } from './errors';
export { installRuntime, lockDown, runProgram, runWithCheck, drawingLog, needsReference, checkSpecOf, type PyodideLike, type CheckRun } from './runner';
