import { useEffect, useMemo, useState } from 'react';
import { defineWorkspace, SolveStatus, T, TWeb, type WorkspaceProps } from '@school/contracts';
import { selectToken, selectUser, useAppSelector } from '@school/api-client';
import { Button, toast } from '@school/ui';
import { ANSWER_FILES_WINDOW, answerFilesItem, parseAnswerFiles, type AnswerFile } from '@school/web-checks';
import { TaskDescription } from './TaskDescription';
import { downloadAnswerFile, sizeError, uploadAnswerFile } from './FilesWorkspaceUpload';
import './workspaces.css';
import './FilesWorkspace.css';

interface Uploading {
  key: string;
  name: string;
  progress: number;
}

/** Files: the student uploads files as the answer, sees, downloads and removes them, then sends them to the teacher. */
function FilesWorkspace({ task, savedAnswer, mode, locked, solveStatus, onAnswerChange, onResult }: WorkspaceProps) {
  const token = useAppSelector(selectToken) ?? '';
  const user = useAppSelector(selectUser);
  // On /check the student is named in the address; when solving, it is the signed-in student.
  const studentId = Number(new URLSearchParams(window.location.search).get('studentId')) || user?.user_id || 0;
  // Keyed by the stored text: a host re-render with an equal answer must not drop fresh uploads.
  const savedText = savedAnswer.find((a) => a.windowId === ANSWER_FILES_WINDOW)?.answerText;
  const saved = useMemo(() => parseAnswerFiles(savedText), [savedText]);
  const [files, setFiles] = useState<AnswerFile[]>(saved);
  useEffect(() => setFiles(saved), [saved]);
  const [uploading, setUploading] = useState<Uploading[]>([]);
  const [error, setError] = useState<string | null>(null);
  const editable = mode === 'solve' && !locked;

  const change = (next: AnswerFile[]) => {
    setFiles(next);
    onAnswerChange([answerFilesItem(next)]);
  };

  async function add(list: FileList | null) {
    setError(null);
    const chosen = Array.from(list ?? []);
    const tooLarge = chosen.find((f) => sizeError(f));
    if (tooLarge) {
      setError(T.fileTooLarge);
      toast.error(T.fileTooLarge);
    }
    let next = files;
    for (const file of chosen.filter((f) => !sizeError(f))) {
      const key = `${file.name}-${file.size}-${Date.now()}`;
      setUploading((u) => [...u, { key, name: file.name, progress: 0 }]);
      try {
        const uploaded = await uploadAnswerFile(file, studentId, token, (progress) =>
          setUploading((u) => u.map((x) => (x.key === key ? { ...x, progress } : x))),
        );
        next = [...next, uploaded];
        change(next);
      } catch {
        setError(TWeb.files.uploadFailed(file.name));
      } finally {
        setUploading((u) => u.filter((x) => x.key !== key));
      }
    }
  }

  const download = (file: AnswerFile) =>
    downloadAnswerFile(task.id, file, studentId || null, token).catch(() => toast.error(TWeb.files.downloadFailed));

  return (
    <div className="ws ws-files">
      <TaskDescription task={task} />
      {editable && (
        <label className="ws-files__choose">
          <input type="file" multiple onChange={(e) => void add(e.target.files).finally(() => (e.target.value = ''))} />
          <span>{TWeb.files.choose}</span>
        </label>
      )}
      {error && (
        <p className="ws-files__error" role="alert">
          {error}
        </p>
      )}
      {uploading.map((u) => (
        <div key={u.key} className="ws-files__progress">
          <span>{TWeb.files.uploading(u.name)}</span>
          <progress max={1} value={u.progress} aria-label={TWeb.files.uploading(u.name)} />
        </div>
      ))}
      <ul className="ws-files__list" aria-label={TWeb.files.listLabel}>
        {files.length === 0 && <li className="ws-files__empty">{TWeb.files.empty}</li>}
        {files.map((file) => (
          <li key={file.id} className="ws-files__item">
            <span className="ws-files__name">{file.name}</span>
            <span className="ws-files__size">{TWeb.files.size(file.size)}</span>
            <Button variant="secondary" onClick={() => void download(file)}>
              {TWeb.files.download}
            </Button>
            {editable && (
              <Button variant="secondary" onClick={() => change(files.filter((f) => f.id !== file.id))}>
                {TWeb.files.remove}
              </Button>
            )}
          </li>
        ))}
      </ul>
      {mode === 'solve' && solveStatus !== SolveStatus.Solved && solveStatus !== SolveStatus.ManualCheck && (
        <Button onClick={() => onResult({ kind: 'sentToReview' })} disabled={!editable || files.length === 0 || uploading.length > 0}>
          {T.task.submit}
        </Button>
      )}
    </div>
  );
}

export default defineWorkspace(FilesWorkspace);
