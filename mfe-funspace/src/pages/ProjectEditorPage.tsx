import { ProjectEditor } from '../features/editor/ProjectEditor';
import { WebProjectEditor } from '../features/web-project/WebProjectEditor';
import { PythonProjectEditor } from '../features/python-project/PythonProjectEditor';
import { ScratchProjectEditor } from '../features/scratch-project/ScratchProjectEditor';

/** The project editor; a Site project gets the HTML/CSS/JS code editor, a Scratch project the Scratch editor. */
export default function ProjectEditorPage() {
  return (
    <ProjectEditor
      webEditor={(texts, onChange) => <WebProjectEditor texts={texts} onChange={onChange} />}
      pythonEditor={(texts, onChange) => <PythonProjectEditor texts={texts} onChange={onChange} />}
      scratchEditor={(project, userId) => <ScratchProjectEditor project={project} userId={userId} />}
    />
  );
}
