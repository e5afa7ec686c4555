import { useLocation } from 'react-router-dom';
import { T } from '@school/contracts';
import { PageTitle } from '@school/ui';

/** /unity, /godot, /placeholder, /literature: layout routes whose content the spec leaves open. */
export default function ExtraPage() {
  const { pathname } = useLocation();
  return <PageTitle note={T.comingSoon}>{pathname.slice(1)}</PageTitle>;
}
