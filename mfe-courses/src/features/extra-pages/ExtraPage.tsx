import { useLocation } from 'react-router-dom';
import { EnginePage } from './EnginePage';
import { LiteraturePage } from './LiteraturePage';
import { SectionsPage } from './SectionsPage';
import { engineOfPath } from './extra-pages';
import './extra-pages.css';

/** /unity, /godot, /literature and /placeholder: one exposed module, the page chosen by path. */
export default function ExtraPage() {
  const { pathname } = useLocation();
  const engine = engineOfPath(pathname);
  if (engine) return <EnginePage key={engine} type={engine} />;
  if (pathname.startsWith('/literature')) return <LiteraturePage />;
  return <SectionsPage />;
}
