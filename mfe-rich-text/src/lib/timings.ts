/** The editor's timing and size constants (spec 9), one place for each. */

/** A flash message stays this long unless its caller says otherwise. */
export const FLASH_MESSAGE_MS = 1000;
/** The 'Скопировано!' confirmation after a copy. */
export const COPY_CONFIRMATION_MS = 2000;
/** The code block's copy button shows its success icon about this long (spec 4.8). */
export const COPIED_ICON_MS = 1000;
/**
 * Viewports up to this width count as mobile: the hover-only helpers (the block drag handle and
 * the table's add-row/add-column buttons) are left out there, as nobody can hover.
 */
export const MOBILE_BREAKPOINT_PX = 1025;
export const MOBILE_MEDIA_QUERY = `(max-width: ${MOBILE_BREAKPOINT_PX}px)`;
/** Dictation: what was heard is shown this long (spec 9 "speech report 1000 ms"). */
export const SPEECH_REPORT_MS = 1000;
