import { useState } from "react";
import { ProjectAccess, T, TFun, projectTypeName } from "@school/contracts";
import { Button, Dialog } from "@school/ui";

/** The access a child may choose on create, narrowest first; the school only is preselected. */
const ACCESS_CHOICES = [
  ProjectAccess.SchoolStudents,
  ProjectAccess.Everyone,
  ProjectAccess.OnlyMe,
];

export interface NewProject {
  title: string;
  accessType: number;
}

/** Asks the title (required) and who sees a new project of `type`. */
export function NewProjectDialog({
  type,
  onCreate,
  onClose,
}: {
  type: number;
  onCreate(p: NewProject): void;
  onClose(): void;
}) {
  const [title, setTitle] = useState("");
  const [accessType, setAccessType] = useState<number>(
    ProjectAccess.SchoolStudents,
  );
  const [error, setError] = useState<string | null>(null);
  const submit = () => {
    // Spaces only is no title either; the server refuses it too.
    if (!title.trim()) {
      setError(TFun.titleRequired);
      return;
    }
    onCreate({ title, accessType });
  };
  return (
    <Dialog
      title={`${TFun.newProject}: ${projectTypeName(type)}`}
      onClose={onClose}
      onSubmit={submit}
      testId="new-project-dialog"
      actions={
        <>
          <Button type="button" variant="secondary" onClick={onClose}>
            {T.project.cancel}
          </Button>
          <Button type="submit">{TFun.create}</Button>
        </>
      }
    >
      <label>
        {TFun.titlePrompt}
        <input
          autoFocus
          maxLength={300}
          value={title}
          aria-invalid={error !== null}
          aria-describedby={error ? "new-project-error" : undefined}
          onChange={(e) => {
            setTitle(e.target.value);
            setError(null);
          }}
          data-testid="new-project-title"
        />
      </label>
      {error && (
        <p id="new-project-error" className="ui-dialog__error" role="alert">
          {error}
        </p>
      )}
      <label>
        {T.project.access}
        <select
          value={accessType}
          onChange={(e) => setAccessType(Number(e.target.value))}
          data-testid="new-project-access"
        >
          {ACCESS_CHOICES.map((a) => (
            <option key={a} value={a}>
              {TFun.accessNames[a]}
            </option>
          ))}
        </select>
      </label>
    </Dialog>
  );
}
