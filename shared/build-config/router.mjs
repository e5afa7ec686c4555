// The react-router-dom the apps share (one instance in the page: the router's context). A
// shared module is never tree-shaken (any app may use any export), and react-router-dom
// re-exports all of React Router, server rendering and framework mode included: about 62 KB
// gzip in the shell's first load. The apps share this module under the name
// 'react-router-dom' instead: the browser-router API they use, with React Router tree-shaken
// behind it (62.7 -> 30.9 KB gzip). A shared module's exports are not checked at build time: an
// import of a name missing here is undefined at run time, so infra/shared-router.test.ts checks
// every app's imports against this list. Add the name here when you need a new one.
export { RouterProvider } from 'react-router/dom';
export {
  createBrowserRouter,
  isRouteErrorResponse,
  Link,
  matchPath,
  generatePath,
  Navigate,
  NavLink,
  Outlet,
  useBeforeUnload,
  useBlocker,
  useHref,
  useInRouterContext,
  useLocation,
  useMatch,
  useNavigate,
  useOutletContext,
  useParams,
  useRouteError,
  useSearchParams,
} from 'react-router';
