import { ProjectEditor } from '../features/editor/ProjectEditor';
import { WebProjectEditor } from '../features/web-project/WebProjectEditor';
import { PythonProjectEditor } from '../features/python-project/PythonProjectEditor';

/** The project editor; a Site project gets the HTML/CSS/JS code editor. */
export default function ProjectEditorPage() {
  return (
    <ProjectEditor
      webEditor={(texts, onChange) => <WebProjectEditor texts={texts} onChange={onChange} />}
      pythonEditor={(texts, onChange) => <PythonProjectEditor texts={texts} onChange={onChange} />}
    />
  );
}
