import { T } from '@school/contracts';
import { PageTitle } from '@school/ui';

export default function FunboxPage() {
  return <PageTitle note={T.comingSoon}>{T.nav.funbox}</PageTitle>;
}
