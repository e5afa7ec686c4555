import { useState } from 'react';
import { ApiPaths, RECOMMENDED_COVERS, T, TFun } from '@school/contracts';
import { toast } from '@school/ui';
import { FilePickButton } from '../../components/FilePickButton';
import { UploadProgress } from '../../components/UploadProgress';
import { isCoverImage } from '../../lib/project-rules';
import { usePresignedUpload } from '../../lib/use-presigned-upload';

type Tab = 'recommended' | 'categories' | 'upload';

/** Every project type is a category of covers (spec: "Categories"), in the types' order. */
const CATEGORIES = Object.keys(T.projectTypeNames).map(Number);

/** The 14 recommended covers of one project type. */
function CoverGrid({ type, value, onChange }: { type: number; value: string | null; onChange: (url: string) => void }) {
  return (
    <div className="fs-covers">
      {Array.from({ length: RECOMMENDED_COVERS }, (_, n) => {
        const url = ApiPaths.cover(type, n);
        return (
          <button key={n} type="button" aria-pressed={value === url} onClick={() => onChange(url)} data-testid="cover-option">
            <img src={url} alt={`${TFun.cover} ${n + 1}`} loading="lazy" />
          </button>
        );
      })}
    </div>
  );
}

/**
 * Cover picker: the project type's 14 recommended covers; categories, where any type's covers may
 * be chosen (a Python game may wear a Scratch cover); upload of JPG or PNG.
 */
export function CoverPicker({ projectType, value, onChange }: { projectType: number; value: string | null; onChange: (url: string) => void }) {
  const [tab, setTab] = useState<Tab>('recommended');
  const [category, setCategory] = useState(projectType);
  const { progress, upload: uploadFile } = usePresignedUpload('covers');

  // A failed upload keeps the current cover.
  const upload = async (file: File | undefined) => {
    if (file && !isCoverImage(file)) {
      toast.error(TFun.coverTypeError);
      return;
    }
    const url = file ? await uploadFile(file) : null;
    if (url) onChange(url);
  };

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
      {tab === 'recommended' && <CoverGrid type={projectType} value={value} onChange={onChange} />}
      {tab === 'categories' && (
        <>
          <div className="fs-row" role="group" aria-label={TFun.coverTabs.categories}>
            {CATEGORIES.map((type) => (
              <button key={type} type="button" className="fs-chip" aria-pressed={category === type} onClick={() => setCategory(type)} data-testid="cover-category">
                {T.projectTypeNames[type]}
              </button>
            ))}
          </div>
          <CoverGrid type={category} value={value} onChange={onChange} />
        </>
      )}
      {tab === 'upload' && (
        <div className="fs-form">
          <span className="fs-note">{TFun.uploadHint}</span>
          <div className="fs-row">
            <FilePickButton label={TFun.chooseImage} accept="image/jpeg,image/png,.jpg,.jpeg,.png" onFiles={(files) => upload(files?.[0])} testId="cover-upload" />
          </div>
        </div>
      )}
      {progress !== null && <UploadProgress ratio={progress} />}
    </div>
  );
}
