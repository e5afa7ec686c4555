import { T } from '@school/contracts';
import { PageTitle } from '@school/ui';

/** Routed, loaded and isolated for real; the screen itself arrives with its issue. */
export default function PublicPlayerPage() {
  return <PageTitle note={T.comingSoon}>{T.nav.funSpace}</PageTitle>;
}
