export const IGNORE_BROWSER_WARNING_KEY = 'school.ignoreBrowserWarning';

/** Minimum major versions known to run every workspace (WebAssembly, ES2020, ResizeObserver). */
const MIN_VERSIONS: [RegExp, number][] = [
  [/(?:Chrome|Chromium|CriOS)\/(\d+)/, 90],
  [/Firefox\/(\d+)/, 90],
  [/Version\/(\d+)[\d.]* (?:Mobile\/\S+ )?Safari/, 15],
];

export function isBrowserSupported(userAgent: string, hasFeatures: boolean): boolean {
  if (!hasFeatures) return false;
  if (/MSIE |Trident\//.test(userAgent)) return false;
  for (const [re, min] of MIN_VERSIONS) {
    const m = re.exec(userAgent);
    if (m) return Number(m[1]) >= min;
  }
  return true;
}

export function hasRequiredFeatures(): boolean {
  return (
    typeof WebAssembly === 'object' &&
    typeof ResizeObserver === 'function' &&
    typeof structuredClone === 'function' &&
    typeof fetch === 'function'
  );
}
