import { ProjectPanel } from '../features/panel/ProjectPanel';

export default ProjectPanel;
