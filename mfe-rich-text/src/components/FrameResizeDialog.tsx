import { useState } from 'react';
import { RT } from '../lib/texts';
import { parseFrameSize } from '../lib/validators/frameEmbed';
import { Modal } from './Modal';

interface Props {
  width: string;
  height: string;
  onApply(width: string, height: string): void;
  onClose(): void;
}

/** Filled with the current size; Apply saves a valid size, Cancel (or Escape) discards. */
export function FrameResizeDialog({ width, height, onApply, onClose }: Props) {
  const [w, setW] = useState(width);
  const [h, setH] = useState(height);
  const nw = parseFrameSize(w);
  const nh = parseFrameSize(h);
  return (
    <Modal title={RT.blocks.frameResizeTitle} onClose={onClose}>
      <label>
        {RT.frame.width}
        <input autoFocus value={w} onChange={(e) => setW(e.target.value)} aria-invalid={!nw} />
      </label>
      <label>
        {RT.frame.height}
        <input value={h} onChange={(e) => setH(e.target.value)} aria-invalid={!nh} />
      </label>
      <div className="rt-dialog-actions">
        <button
          type="button"
          disabled={!nw || !nh}
          onClick={() => {
            if (nw && nh) onApply(nw, nh);
            onClose();
          }}
        >
          {RT.frame.apply}
        </button>
        <button type="button" onClick={onClose}>
          {RT.frame.cancel}
        </button>
      </div>
    </Modal>
  );
}
