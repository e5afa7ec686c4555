/**
 * Where an engine hands the pieces it skipped (unknown blocks, bad config cells, JSON it could
 * not read; block-games-and-rich-text 8: "console warnings only"). The engines stay pure: the
 * browser passes one that writes to the console, the server none.
 */
export type WarningSink = (message: string) => void;

/** Gives each distinct warning of a run to `warn` once, in order; returns the result unchanged. */
export function reportWarnings<R extends { warnings: readonly string[] }>(result: R, warn: WarningSink | undefined): R {
  if (warn) for (const message of new Set(result.warnings)) warn(message);
  return result;
}
