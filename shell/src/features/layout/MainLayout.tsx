import { Outlet, useLocation } from 'react-router-dom';
import { Sidebar } from './Sidebar';
import { ActingBanner } from './ActingBanner';

/** Pages that use the whole width: the sidebar is hidden there. */
const NO_SIDEBAR = ['/solve', '/demo', '/check', '/browser-warning'];

export function MainLayout() {
  const { pathname } = useLocation();
  const showSidebar = !NO_SIDEBAR.some((p) => pathname.startsWith(p));
  return (
    <div className={`main-layout ${showSidebar ? 'with-sidebar' : ''}`}>
      {showSidebar && <Sidebar />}
      <main className="main-layout__content">
        <ActingBanner />
        <Outlet />
      </main>
    </div>
  );
}
