import { Link } from 'react-router-dom';
import { TExtraPages } from '@school/contracts';

const ROUTES: { path: string; key: keyof typeof TExtraPages.sections.items }[] = [
  { path: '/', key: 'home' },
  { path: '/courses', key: 'courses' },
  { path: '/theory', key: 'theory' },
  { path: '/literature', key: 'literature' },
  { path: '/hackathons', key: 'hackathons' },
  { path: '/funbox', key: 'funbox' },
  { path: '/funspace', key: 'funspace' },
  { path: '/unity', key: 'unity' },
  { path: '/godot', key: 'godot' },
  { path: '/courses-archive', key: 'coursesArchive' },
  { path: '/aichat', key: 'aichat' },
];

/** /placeholder: the spec leaves its content open; it is the map of the school's sections. */
export function SectionsPage() {
  return (
    <section className="extra-page" data-testid="sections-page">
      <h1>{TExtraPages.sections.title}</h1>
      <p>{TExtraPages.sections.intro}</p>
      <ul className="extra-page__sections">
        {ROUTES.map((r) => (
          <li key={r.path} className="ui-card">
            <Link to={r.path}>{TExtraPages.sections.items[r.key]}</Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
