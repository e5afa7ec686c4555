import JSZip from 'jszip';
import getFonts from './render-font-registry.cjs';

let loading: Promise<void> | null = null;

/** Loads Scratch's seven costume fonts once per page (they also go into the page for text measuring). */
export function loadScratchFonts(): Promise<void> {
  loading ??= import(/* webpackChunkName: "scratch-fonts" */ '@school/scratch-player/render-fonts').then(
    ({ default: getRealFonts }) => void Object.assign(getFonts(), getRealFonts()),
    (e: unknown) => {
      loading = null; // a failed chunk load may succeed on the next project
      throw e;
    },
  );
  return loading;
}

const TEXT_ELEMENT = /<(?:\w+:)?text[\s>]/;

/**
 * Whether the project draws text with Scratch's fonts: an SVG costume with a text element. A file that is
 * not a zip (Scratch 1, bare project JSON) or cannot be read counts as using them.
 */
export async function usesScratchFonts(bytes: Uint8Array): Promise<boolean> {
  if (bytes[0] !== 0x50 || bytes[1] !== 0x4b) return true; // "PK": sb3 and sb2 are zip files
  try {
    const zip = await JSZip.loadAsync(bytes);
    const svgs = Object.values(zip.files).filter((f) => !f.dir && f.name.toLowerCase().endsWith('.svg'));
    for (const svg of svgs) if (TEXT_ELEMENT.test(await svg.async('string'))) return true;
    return false;
  } catch {
    return true;
  }
}

/** Makes sure the fonts are there before the VM draws a project's text costumes (they are read synchronously). */
export async function prepareScratchFonts(bytes: Uint8Array): Promise<void> {
  if (!(await usesScratchFonts(bytes))) return;
  // Without them the text still shows, in the browser's default font.
  await loadScratchFonts().catch((e: unknown) => console.warn('Scratch fonts did not load', e));
}
