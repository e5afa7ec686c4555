import { RT } from '../lib/texts';
import { checkFrameSrc, TRUSTED_FRAME_SANDBOX } from '../lib/validators/frameEmbed';

interface Props {
  src: string;
  width: string;
  height: string;
  title: string;
  allowFullscreen?: boolean;
}

/** A sandboxed frame of a known https provider; any other source is never framed. */
export function FrameView({ src, width, height, title, allowFullscreen = true }: Props) {
  const safe = checkFrameSrc(src);
  if (!safe) return <div className="rt-frame-blocked">{RT.blocks.frameBlocked}</div>;
  return (
    <iframe
      className="rt-frame"
      src={safe}
      title={title}
      style={{ width, height }}
      sandbox={TRUSTED_FRAME_SANDBOX}
      allow="encrypted-media; picture-in-picture; fullscreen"
      allowFullScreen={allowFullscreen}
      referrerPolicy="strict-origin-when-cross-origin"
      loading="lazy"
    />
  );
}
