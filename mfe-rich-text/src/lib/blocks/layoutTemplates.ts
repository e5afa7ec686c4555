import { RT } from '../texts';

/** The five column templates of spec 9 offered by the layout dialog. */
export const LAYOUT_TEMPLATES = [
  { id: 'twoEqual', columns: '1fr 1fr', label: RT.blocks.layoutTemplates.twoEqual },
  { id: 'quarterThreeQuarters', columns: '1fr 3fr', label: RT.blocks.layoutTemplates.quarterThreeQuarters },
  { id: 'threeEqual', columns: '1fr 1fr 1fr', label: RT.blocks.layoutTemplates.threeEqual },
  { id: 'quarterHalfQuarter', columns: '1fr 2fr 1fr', label: RT.blocks.layoutTemplates.quarterHalfQuarter },
  { id: 'fourEqual', columns: '1fr 1fr 1fr 1fr', label: RT.blocks.layoutTemplates.fourEqual },
] as const;

export const DEFAULT_LAYOUT_COLUMNS = '1fr 1fr';

/** A stored templateColumns value is used as CSS only when it is 1-6 "Nfr" tracks. */
export function normalizeTemplateColumns(value: unknown): string {
  if (typeof value !== 'string') return DEFAULT_LAYOUT_COLUMNS;
  const tracks = value.trim().split(/\s+/);
  const ok = tracks.length >= 1 && tracks.length <= 6 && tracks.every((t) => /^\d{1,2}(\.\d{1,2})?fr$/.test(t));
  return ok ? tracks.join(' ') : DEFAULT_LAYOUT_COLUMNS;
}

export const columnCount = (templateColumns: string) => normalizeTemplateColumns(templateColumns).split(' ').length;
