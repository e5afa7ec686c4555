import { T } from '@school/contracts';
import { PageTitle } from '@school/ui';

export default function NotFoundPage() {
  return <PageTitle>{T.notFound}</PageTitle>;
}
