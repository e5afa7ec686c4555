import { useRef } from 'react';
import { TExtraPages, TFun, type ProjectResourceDto } from '@school/contracts';
import { Button, toast } from '@school/ui';
import { FilePickButton } from '../../components/FilePickButton';
import { UploadProgress } from '../../components/UploadProgress';
import { acceptsManyFiles, fileResource } from '../../lib/editor-fields';
import { usePresignedUpload } from '../../lib/use-presigned-upload';
import { godotConfigFromExportPage, isExportPage } from './godot-export';

interface Props {
  projectType: number;
  accept: string;
  files: ProjectResourceDto[];
  onChange: (files: ProjectResourceDto[]) => void;
  /** A Godot export's page was picked: its config (JSON) for the first text window, or null when it has none. */
  onGodotConfig?: (json: string | null) => void;
}

/** The project's content files: uploaded one by one through the presigned flow, removable before saving. */
export function ProjectFiles({ projectType, accept, files, onChange, onGodotConfig }: Props) {
  const { progress, upload } = usePresignedUpload('projects');
  const input = useRef<HTMLInputElement>(null);
  const multiple = acceptsManyFiles(projectType);

  const add = async (list: FileList | null) => {
    let next = files;
    for (const file of Array.from(list ?? [])) {
      if (onGodotConfig && isExportPage(file.name)) {
        const json = godotConfigFromExportPage(await file.text());
        if (!json) toast.error(TExtraPages.godotNoConfig);
        onGodotConfig(json);
        continue;
      }
      const url = await upload(file);
      if (!url) {
        toast.error(TFun.uploadFailed);
        continue;
      }
      // A single-file type replaces its file; a multi-file build (Unity, Godot) replaces a file of the same name.
      next = multiple ? [...next.filter((f) => f.name !== file.name), fileResource(file.name, url)] : [fileResource(file.name, url)];
      onChange(next);
    }
    if (input.current) input.current.value = '';
  };

  return (
    <div className="fs-form" data-testid="project-files">
      <strong>{TFun.projectFiles}</strong>
      <span className="fs-note">{TFun.fileHints[projectType] ?? TExtraPages.fileHints[projectType]}</span>
      {files.length === 0 ? (
        <span className="fs-note">{TFun.noFilesYet}</span>
      ) : (
        <ul className="fs-files">
          {files.map((f) => (
            <li key={f.url}>
              <a href={f.url} target="_blank" rel="noreferrer">
                {f.name}
              </a>
              <Button variant="ghost" onClick={() => onChange(files.filter((x) => x !== f))}>
                {TFun.removeFile}
              </Button>
            </li>
          ))}
        </ul>
      )}
      <div className="fs-row">
        <FilePickButton ref={input} label={TFun.uploadFiles} accept={accept} multiple={multiple} onFiles={(list) => void add(list)} testId="project-file-input" />
      </div>
      {progress !== null && <UploadProgress ratio={progress} />}
    </div>
  );
}
