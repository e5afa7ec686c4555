/** Business constants of the specification (platform-core section 9). */
export const TOAST_DURATION_MS = 2000;
export const FILE_SIZE_LIMIT_BYTES = 28 * 1024 * 1024;
export const PRESIGNED_TIMEOUT_DEFAULT_S = 3600;
export const AI_PANEL_MIN_WIDTH_PX = 300;
export const AI_PANEL_MAX_WIDTH_RATIO = 0.8;
export const AI_PANEL_DEFAULT_WIDTH_RATIO = 0.4;
export const AI_INPUT_MAX_HEIGHT_PX = 150;
export const SIDEBAR_WIDTH_REM = 16;
export const TRASH_RETENTION_DAYS = 30;
export const PROGRESS_BAR_SEGMENTS = 50;
export const TRENDING_CARD_WIDTH_PX = 380;
export const CAROUSEL_SCROLL_RATIO = 0.8;
export const FILTER_BAR_SCROLL_PX = 200;
export const TAB_SWITCH_SPINNER_MS = 400;
export const COPY_LINK_CONFIRM_MS = 1000;
export const LIKE_ANIMATION_STEP = 5;
export const LIKE_ANIMATION_INTERVAL_MS = 25;
export const LIKE_ANIMATION_DISPLAY_MS = 800;
export const TASK_NAV_WINDOW = 3;
export const SIDE_PANEL_MIN_WIDTH_REM = 20;
export const HEADER_HEIGHT_PX = 60;
export const TYPING_DEFAULT_WPM = 0;
export const TYPING_DEFAULT_ACCURACY = 100;
/** A remote that does not answer within this time is reported as failed. */
export const REMOTE_LOAD_TIMEOUT_MS = 3000;
/** Blocks config text that counts as empty. */
export const EMPTY_BLOCKS_CONFIG = '1000';
