import { useState } from 'react';
import { ApiPaths, PROGRESS_BAR_SEGMENTS, RECOMMENDED_COVERS, T, TFun } from '@school/contracts';
import { toast } from '@school/ui';
import { usePresignUploadMutation } from '../../lib/funspace-api';
import { putToPresigned, tooLarge } from '../../lib/upload';

type Tab = 'recommended' | 'categories' | 'upload';

/** Cover picker: 14 recommended covers per type, categories (coming), upload of JPG or PNG. */
export function CoverPicker({ projectType, value, onChange }: { projectType: number; value: string | null; onChange: (url: string) => void }) {
  const [tab, setTab] = useState<Tab>('recommended');
  const [progress, setProgress] = useState<number | null>(null);
  const [presign] = usePresignUploadMutation();

  const upload = async (file: File | undefined) => {
    if (!file) return;
    if (tooLarge(file)) {
      toast.error(T.fileTooLarge);
      return;
    }
    setProgress(0);
    try {
      const url = await presign({ folder: 'covers', originalName: file.name }).unwrap();
      const { fileUrl } = await putToPresigned(url, file, setProgress);
      onChange(fileUrl);
    } catch (e) {
      // A failed upload adds no thumb.
      console.error('cover upload failed', e);
      setProgress(null);
    }
  };

  const on = progress === null ? 0 : Math.round(progress * PROGRESS_BAR_SEGMENTS);
  return (
    <div className="fs-form">
      <strong>{TFun.cover}</strong>
      {value && <img src={value} alt="" style={{ width: '100%', borderRadius: 8 }} data-testid="cover-preview" />}
      <div className="fs-row">
        {(['recommended', 'categories', 'upload'] as Tab[]).map((t) => (
          <button key={t} type="button" className="fs-chip" aria-pressed={tab === t} onClick={() => setTab(t)}>
            {TFun.coverTabs[t]}
          </button>
        ))}
      </div>
      {tab === 'recommended' && (
        <div className="fs-covers">
          {Array.from({ length: RECOMMENDED_COVERS }, (_, n) => {
            const url = ApiPaths.cover(projectType, n);
            return (
              <button key={n} type="button" aria-pressed={value === url} onClick={() => onChange(url)} data-testid="cover-option">
                <img src={url} alt={`${TFun.cover} ${n + 1}`} loading="lazy" />
              </button>
            );
          })}
        </div>
      )}
      {tab === 'categories' && <p className="fs-note">{TFun.categoriesSoon}</p>}
      {tab === 'upload' && (
        <label>
          <span className="fs-note">{TFun.uploadHint}</span>
          <input type="file" accept="image/jpeg,image/png,.jpg,.jpeg,.png" onChange={(e) => upload(e.target.files?.[0])} data-testid="cover-upload" />
        </label>
      )}
      {progress !== null && (
        <div className="fs-progress" role="progressbar" aria-valuenow={Math.round(progress * 100)} aria-valuemin={0} aria-valuemax={100} data-testid="upload-progress">
          {Array.from({ length: PROGRESS_BAR_SEGMENTS }, (_, i) => (
            <span key={i} className={i < on ? 'on' : undefined} />
          ))}
        </div>
      )}
    </div>
  );
}
