import { PROGRESS_BAR_SEGMENTS } from '@school/contracts';

/** A segmented progress bar for uploads (ratio 0..1). */
export function UploadProgress({ ratio }: { ratio: number }) {
  const on = Math.round(ratio * PROGRESS_BAR_SEGMENTS);
  return (
    <div className="fs-progress" role="progressbar" aria-valuenow={Math.round(ratio * 100)} aria-valuemin={0} aria-valuemax={100} data-testid="upload-progress">
      {Array.from({ length: PROGRESS_BAR_SEGMENTS }, (_, i) => (
        <span key={i} className={i < on ? 'on' : undefined} />
      ))}
    </div>
  );
}
