import { useState } from 'react';
import type { InlineImagePosition } from '../lib/blocks/imageSize';
import { RT } from '../lib/texts';
import { isSafeImageSrc } from '../lib/validators/linkUrl';

export interface InlineImageOptions {
  src: string;
  altText: string;
  position: InlineImagePosition;
  showCaption: boolean;
}

const POSITIONS: [InlineImagePosition, string][] = [
  ['left', RT.blocks.inlineImageLeft],
  ['right', RT.blocks.inlineImageRight],
  ['full', RT.blocks.inlineImageFull],
];

interface Props {
  /** Editing an existing image: no file input, confirm always allowed. */
  initial?: Omit<InlineImageOptions, 'src'>;
  onSubmit(options: InlineImageOptions): void;
}

/** Insert (confirm disabled until a chosen file is read) or edit an inline image. */
export function InlineImageDialog({ initial, onSubmit }: Props) {
  const [src, setSrc] = useState('');
  const [altText, setAlt] = useState(initial?.altText ?? '');
  const [position, setPosition] = useState<InlineImagePosition>(initial?.position ?? 'left');
  const [showCaption, setShowCaption] = useState(initial?.showCaption ?? false);
  return (
    <>
      {!initial && (
        <label>
          {RT.blocks.inlineImageFile}
          <input
            type="file"
            accept="image/*,.heic,.heif"
            onChange={(e) => {
              setSrc('');
              const file = e.target.files?.[0];
              if (!file || !file.type.startsWith('image/')) return;
              const reader = new FileReader();
              reader.onload = () => typeof reader.result === 'string' && isSafeImageSrc(reader.result) && setSrc(reader.result);
              reader.readAsDataURL(file);
            }}
          />
        </label>
      )}
      <label>
        {RT.image.alt}
        <input value={altText} onChange={(e) => setAlt(e.target.value)} />
      </label>
      <label>
        {RT.blocks.inlineImagePosition}
        <select value={position} onChange={(e) => setPosition(e.target.value as InlineImagePosition)}>
          {POSITIONS.map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </select>
      </label>
      <label className="rt-checkbox">
        <input type="checkbox" checked={showCaption} onChange={(e) => setShowCaption(e.target.checked)} />
        {RT.blocks.inlineImageShowCaption}
      </label>
      <div className="rt-dialog-actions">
        <button type="button" disabled={!initial && !src} onClick={() => onSubmit({ src, altText, position, showCaption })}>
          {initial ? RT.blocks.inlineImageSave : RT.blocks.inlineImageConfirm}
        </button>
      </div>
    </>
  );
}
