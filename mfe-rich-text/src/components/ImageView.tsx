import type { ImagePayload } from '../nodes/ImageNode';
import { isLocalFileSrc, isSafeImageSrc } from '../lib/validators/linkUrl';

export function ImageView(p: Required<ImagePayload>) {
  if (!isSafeImageSrc(p.src) || isLocalFileSrc(p.src)) return <span className="rt-image-missing">{p.altText}</span>;
  return (
    <span className="rt-image-view">
      <img
        src={p.src}
        alt={p.altText}
        referrerPolicy="no-referrer"
        style={{ maxWidth: p.maxWidth, width: p.width || undefined, height: p.height || undefined }}
      />
      {p.showCaption && p.caption && <span className="rt-image-caption">{p.caption}</span>}
    </span>
  );
}
