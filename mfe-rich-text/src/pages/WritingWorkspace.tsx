import { defineWorkspace } from '@school/contracts';
import { WritingWorkspace } from '../features/writing/WritingWorkspace';

export default defineWorkspace(WritingWorkspace);
