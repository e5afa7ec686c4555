import { TScratchPlayer } from '@school/contracts';
import { STAGE_HEIGHT, STAGE_WIDTH } from './stage-geometry';
import { valueText } from './value-text';

/** A monitor record of scratch-vm (its Immutable record turned into plain data). */
export interface RawMonitor {
  id: string;
  spriteName?: string | null;
  targetId?: string | null;
  opcode: string;
  value: unknown;
  params?: Record<string, unknown>;
  mode?: 'default' | 'large' | 'slider' | 'list';
  sliderMin?: number;
  sliderMax?: number;
  isDiscrete?: boolean;
  x?: number | null;
  y?: number | null;
  width?: number | null;
  height?: number | null;
  visible?: boolean;
}

export interface MonitorView {
  id: string;
  targetId: string | null;
  label: string;
  mode: 'default' | 'large' | 'slider' | 'list';
  value: string;
  items: string[];
  numeric: number;
  sliderMin: number;
  sliderMax: number;
  isDiscrete: boolean;
  x: number;
  y: number;
  width: number;
  height: number;
}

/** Numbers show as Scratch shows them: at most six decimals. */
export function formatValue(v: unknown): string {
  if (typeof v === 'number') return String(Number(v.toFixed(6)));
  return valueText(v);
}

function labelOf(m: RawMonitor): string {
  const p = m.params ?? {};
  const base =
    m.opcode === 'data_variable'
      ? valueText(p.VARIABLE)
      : m.opcode === 'data_listcontents'
        ? valueText(p.LIST)
        : (TScratchPlayer.monitorLabels[m.opcode] ?? m.opcode.replace(/^[a-z0-9]+_/i, ''));
  return m.spriteName ? `${m.spriteName}: ${base}` : base;
}

const DEFAULT_LIST = { width: 100, height: 200 };

/** Visible monitors in drawing order; monitors the project never placed are stacked at the top left, as Scratch does. */
export function monitorViews(raw: RawMonitor[]): MonitorView[] {
  let autoY = 5;
  return raw
    .filter((m) => m.visible)
    .map((m) => {
      const mode = m.mode ?? 'default';
      const isList = mode === 'list';
      const placed = typeof m.x === 'number' && typeof m.y === 'number';
      const y = placed ? (m.y as number) : autoY;
      if (!placed) autoY += isList ? DEFAULT_LIST.height + 5 : 30;
      const items = isList && Array.isArray(m.value) ? m.value.map(formatValue) : [];
      return {
        id: m.id,
        targetId: m.targetId ?? null,
        label: labelOf(m),
        mode,
        value: isList ? '' : formatValue(m.value),
        items,
        numeric: Number(m.value) || 0,
        sliderMin: m.sliderMin ?? 0,
        sliderMax: m.sliderMax ?? 100,
        isDiscrete: m.isDiscrete ?? true,
        x: Math.min(Math.max(placed ? (m.x as number) : 5, 0), STAGE_WIDTH - 20),
        y: Math.min(Math.max(y, 0), STAGE_HEIGHT - 20),
        width: m.width || (isList ? DEFAULT_LIST.width : 0),
        height: m.height || (isList ? DEFAULT_LIST.height : 0),
      };
    });
}
