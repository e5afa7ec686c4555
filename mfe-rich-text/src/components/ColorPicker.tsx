import { useRef, useState, useCallback } from 'react';
import { DEFAULT_PICKER_COLOR, isHexColor } from '../lib/validators/hexColor';
import { useDismiss } from '../lib/use-dismiss';

const PRESETS = [
  '#d0021b', '#f5a623', '#f8e71c', '#8b572a', '#7ed321', '#417505', '#bd10e0', '#9013fe',
  '#4a90e2', '#50e3c2', '#b8e986', '#000000', '#4a4a4a', '#9b9b9b', '#ffffff',
];

/** Colour dropdown: 15 presets, a hex input applied only for #RRGGBB, and the native picker. */
export function ColorPicker(props: { label: string; color: string; disabled?: boolean; onChange(color: string): void }) {
  const [open, setOpen] = useState(false);
  const [hex, setHex] = useState(isHexColor(props.color) ? props.color : DEFAULT_PICKER_COLOR);
  const ref = useRef<HTMLDivElement>(null);
  const close = useCallback(() => setOpen(false), []);
  useDismiss(open, ref, close);
  const pick = (c: string) => {
    setHex(c);
    props.onChange(c);
  };
  return (
    <div className="rt-color-picker" ref={ref} style={{ position: 'relative' }}>
      <button type="button" aria-label={props.label} title={props.label} disabled={props.disabled} onClick={() => setOpen((o) => !o)}>
        <span className="rt-color-swatch" style={{ background: props.color }} />
      </button>
      {open && (
        <div className="rt-floating" style={{ top: 34, left: 0, width: 214, flexWrap: 'wrap' }} role="dialog" aria-label={props.label}>
          <input
            type="text"
            aria-label="HEX"
            value={hex}
            onChange={(e) => {
              setHex(e.target.value);
              if (isHexColor(e.target.value)) props.onChange(e.target.value);
            }}
          />
          {PRESETS.map((c) => (
            <button key={c} type="button" aria-label={c} onClick={() => pick(c)} style={{ minWidth: 20, height: 20, background: c, border: '1px solid #ccc' }} />
          ))}
          <input type="color" aria-label={props.label} value={isHexColor(hex) ? hex : DEFAULT_PICKER_COLOR} onChange={(e) => pick(e.target.value)} style={{ width: 214, height: 40 }} />
        </div>
      )}
    </div>
  );
}
