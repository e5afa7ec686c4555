export { ScratchStage, type ScratchStageProps, type ScratchPlayerElement } from './ScratchStage';
export { ScratchSession, type ScratchProjectSource, type ScratchVm } from './scratch-session';
export { LOAD_STALL_MS, type LoadProgress } from './load-progress';
export { loadScratchModules } from './load-modules';
export { monitorViews, formatValue, type MonitorView, type RawMonitor } from './monitors';
export { unsupportedExtensionNames } from './extensions';
export { STAGE_WIDTH, STAGE_HEIGHT, toStageCoords, canvasPoint, isStageKey } from './stage-geometry';
