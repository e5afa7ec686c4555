import { T } from '@school/contracts';
import { PageTitle } from '@school/ui';

export default function CoursesPage() {
  return <PageTitle note={T.comingSoon}>{T.nav.tasks}</PageTitle>;
}
