import type { RouteObject } from 'react-router-dom';
import { RemotePage } from '../federation/RemotePage';
import type { PageId } from './page-ids.generated';
import { LoginPage } from '../features/auth/LoginPage';
import { RequireAuth } from '../features/auth/RequireAuth';
import { BrowserWarningPage } from '../features/browser-warning/BrowserWarningPage';
import { RouteErrorScreen } from '../features/errors/RouteErrorScreen';

const errorElement = <RouteErrorScreen />;
// Page ids are those the remotes declare (generated): routing to an undeclared one does not compile.
const page = (path: string, pageId: PageId, withError = true): RouteObject => ({
  path,
  element: <RemotePage pageId={pageId} />,
  ...(withError ? { errorElement } : {}),
});

/**
 * The main layout (sidebar, or a drawer on narrow screens). Loaded with the first page that uses it:
 * the login page does not pay for the sidebar, the teacher's navigation and the schemas they pull
 * in (npm run bench:bundle).
 */
const mainLayout = (children: RouteObject[]): RouteObject => ({
  lazy: async () => ({ Component: (await import('../features/layout/MainLayout')).MainLayout }),
  errorElement,
  children,
});

/**
 * The route table of the spec. Every screen is a page id that the remote manifest maps to an
 * exposed module, so a remote can move or be replaced without rebuilding the shell.
 */
export const routeTable: RouteObject[] = [
  { path: '/login', element: <LoginPage />, errorElement },
  { path: '/auth/teacher', element: <LoginPage teacher />, errorElement },
  { path: '/browser-warning', element: <BrowserWarningPage />, errorElement },
  page('/pub/p/:hash', 'pubPlayer'),
  // Without a hash (/pub/p, /pub/p/) the player answers 'Не указан hash' instead of the login page.
  page('/pub/p', 'pubPlayer'),
  // Fun Space is a main-layout page; visitors see a lighter page (login button and the hackathon
  // list) without the sidebar, which the layout gates by the login.
  mainLayout([page('/funspace', 'funspace')]),
  {
    element: <RequireAuth />,
    errorElement,
    children: [
      mainLayout([
        page('/', 'home'),
        page('/courses', 'courses'),
        page('/theory', 'theory'),
        page('/template', 'template'),
        page('/courses-archive', 'coursesArchive'),
        page('/funbox', 'funbox'),
        page('/solve', 'task'),
        page('/hackathons/*', 'hackathons'),
        page('/unity', 'unity'),
        page('/godot', 'godot'),
        page('/placeholder', 'placeholder'),
        page('/literature', 'literature'),
        page('/teacher/group', 'teacherGroup'),
        page('/teacher/review', 'reviewQueue'),
        page('/funspace/*', 'funspace'),
        // The full rich-text editor (the spec names no route: one for teachers and authors, linked
        // from their sidebar); its split-screen switch goes to /split/ + the path.
        page('/editor', 'textEditor'),
        page('/split/editor', 'textEditor'),
      ]),
      page('/funspace/project/:projectId', 'funspaceProject'),
      // Without a projectId the panel answers 'Не указан projectId' instead of the list.
      page('/funspace/project', 'funspaceProject'),
      page('/funspace/player/:projectId', 'funspacePlayer'),
      page('/project', 'project'),
      page('/demo', 'task'),
      page('/edit', 'task'),
      page('/check', 'task'),
      page('/aichat', 'aichat', false),
      page('*', 'notFound'),
    ],
  },
];
