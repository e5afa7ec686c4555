import { WritingWorkspace } from '../features/writing/WritingWorkspace';

export default WritingWorkspace;
