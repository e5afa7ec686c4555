import { ProjectEditor } from '../features/editor/ProjectEditor';

export default ProjectEditor;
