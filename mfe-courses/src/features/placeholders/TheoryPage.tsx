import { T } from '@school/contracts';
import { PageTitle } from '@school/ui';

export default function TheoryPage() {
  return <PageTitle note={T.comingSoon}>{T.nav.theory}</PageTitle>;
}
