import { useLocation, useSearchParams } from 'react-router-dom';
import TaskPage from '../features/task/TaskPage';
import GroupCheckPage from '../features/group-check/GroupCheckPage';

/** The 'task' page: /check with a groupId and no studentId is the group grid; everything else the task screen. */
export default function TaskRoute() {
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  const groupGrid = pathname === '/check' && !!params.get('groupId') && !params.get('studentId');
  return groupGrid ? <GroupCheckPage /> : <TaskPage />;
}
