import { useCallback, useRef, useState, type MouseEvent as ReactMouseEvent } from 'react';
import { hexToHsv, hexToRgb, hsvToHex, type Hsv } from '../lib/color';
import { DEFAULT_PICKER_COLOR, isHexColor } from '../lib/validators/hexColor';
import { useDismiss } from '../lib/use-dismiss';

/** Spec 9: the picker is 214 x 150 with 15 presets; default colour #121212. */
export const PICKER_WIDTH = 214;
export const PICKER_HEIGHT = 150;
const PRESETS = [
  '#d0021b', '#f5a623', '#f8e71c', '#8b572a', '#7ed321', '#417505', '#bd10e0', '#9013fe',
  '#4a90e2', '#50e3c2', '#b8e986', '#000000', '#4a4a4a', '#9b9b9b', '#ffffff',
];

const clamp = (n: number, lo: number, hi: number) => Math.min(hi, Math.max(lo, n));

/**
 * Drags inside an element: reports the pointer position as fractions 0-1 of its box. The
 * mousedown default is prevented so the editor keeps its text selection while picking.
 */
function useDrag(onMove: (x: number, y: number) => void) {
  return (e: ReactMouseEvent<HTMLDivElement>) => {
    e.preventDefault();
    const box = e.currentTarget.getBoundingClientRect();
    const report = (ev: { clientX: number; clientY: number }) =>
      onMove(clamp((ev.clientX - box.left) / box.width, 0, 1), clamp((ev.clientY - box.top) / box.height, 0, 1));
    report(e);
    const move = (ev: MouseEvent) => report(ev);
    const up = () => {
      document.removeEventListener('mousemove', move);
      document.removeEventListener('mouseup', up);
    };
    document.addEventListener('mousemove', move);
    document.addEventListener('mouseup', up);
  };
}

/**
 * Colour dropdown: a hex input applied only for #RRGGBB, 15 presets, a 214 x 150
 * saturation/brightness area and a hue strip (the value is kept as hsv, shown as hex and rgb).
 */
export function ColorPicker(props: { label: string; color: string; disabled?: boolean; onChange(color: string): void }) {
  const [open, setOpen] = useState(false);
  const start = isHexColor(props.color) ? props.color : DEFAULT_PICKER_COLOR;
  const [hex, setHex] = useState(start);
  const [hsv, setHsv] = useState<Hsv>(() => hexToHsv(start));
  const ref = useRef<HTMLDivElement>(null);
  const close = useCallback(() => setOpen(false), []);
  useDismiss(open, ref, close);
  const pickHsv = (next: Hsv) => {
    const value = hsvToHex(next);
    setHsv(next);
    setHex(value);
    props.onChange(value);
  };
  const pickHex = (value: string) => {
    setHex(value);
    setHsv(hexToHsv(value));
    props.onChange(value);
  };
  const dragArea = useDrag((x, y) => pickHsv({ h: hsv.h, s: Math.round(x * 100), v: Math.round((1 - y) * 100) }));
  const dragHue = useDrag((x) => pickHsv({ ...hsv, h: Math.round(x * 360) % 360 }));
  const rgb = isHexColor(hex) ? hexToRgb(hex) : null;
  return (
    <div className="rt-color-picker" ref={ref}>
      <button type="button" aria-label={props.label} title={props.label} aria-expanded={open} disabled={props.disabled}
        onClick={() => {
          // Opening shows the colour of the selected text when it is a hex value.
          if (!open && isHexColor(props.color)) {
            setHex(props.color);
            setHsv(hexToHsv(props.color));
          }
          setOpen(!open);
        }}
      >
        <span className="rt-color-swatch" style={{ background: props.color }} />
      </button>
      {open && (
        <div className="rt-color-popup" style={{ width: PICKER_WIDTH }} role="dialog" aria-label={props.label}>
          <div className="rt-color-row">
            <input
              type="text"
              aria-label="HEX"
              value={hex}
              maxLength={7}
              onChange={(e) => {
                setHex(e.target.value);
                if (isHexColor(e.target.value)) {
                  setHsv(hexToHsv(e.target.value));
                  props.onChange(e.target.value);
                }
              }}
            />
            <span className="rt-color-rgb" data-testid="color-rgb">
              {rgb ? `rgb(${rgb.r}, ${rgb.g}, ${rgb.b})` : ''}
            </span>
          </div>
          <div className="rt-color-presets">
            {PRESETS.map((c) => (
              <button key={c} type="button" aria-label={c} title={c} onMouseDown={(e) => e.preventDefault()} onClick={() => pickHex(c)} style={{ background: c }} />
            ))}
          </div>
          <div
            className="rt-color-area"
            data-testid="color-area"
            style={{ width: PICKER_WIDTH, height: PICKER_HEIGHT, backgroundColor: `hsl(${hsv.h}, 100%, 50%)` }}
            onMouseDown={dragArea}
          >
            <span className="rt-color-thumb" style={{ left: `${hsv.s}%`, top: `${100 - hsv.v}%`, background: hex }} />
          </div>
          <div className="rt-color-hue" data-testid="color-hue" onMouseDown={dragHue}>
            <span className="rt-color-thumb" style={{ left: `${(hsv.h / 360) * 100}%`, top: '50%', background: `hsl(${hsv.h}, 100%, 50%)` }} />
          </div>
        </div>
      )}
    </div>
  );
}
