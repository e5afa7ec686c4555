import { useCallback, useEffect, useRef, useState } from "react";
import { Outlet, useLocation } from "react-router-dom";
import { TRemotes } from "@school/contracts";
import { selectIsLogged, useAppSelector } from "@school/api-client";
import { useDismiss } from "@school/ui";
import { Sidebar } from "./Sidebar";
import { ActingBanner } from "./ActingBanner";
import { Brand } from "../../components/brand/Brand";

/** Pages that use the whole width: the sidebar is hidden there. */
const NO_SIDEBAR = ["/solve", "/demo", "/check", "/browser-warning"];

/**
 * The main layout. On narrow screens (shell.css) the sidebar is a drawer behind a menu button; it
 * closes on Escape, a press outside and any navigation. The sidebar is gated by the login: a visitor
 * on /funspace gets the page alone.
 */
export function MainLayout() {
  const { pathname, search } = useLocation();
  const isLogged = useAppSelector(selectIsLogged);
  const showSidebar =
    isLogged && !NO_SIDEBAR.some((p) => pathname.startsWith(p));
  const [drawerOpen, setDrawerOpen] = useState(false);
  const drawerRef = useRef<HTMLDivElement>(null);
  const menuButtonRef = useRef<HTMLButtonElement>(null);
  const close = useCallback(() => setDrawerOpen(false), []);
  useDismiss(drawerOpen, close, drawerRef, menuButtonRef);
  useEffect(close, [pathname, search, close]);

  return (
    <div
      className={`main-layout ${showSidebar ? "with-sidebar" : ""} ${drawerOpen ? "drawer-open" : ""}`}
    >
      {showSidebar && (
        <>
          <div
            ref={drawerRef}
            id="main-sidebar"
            className="main-layout__sidebar"
          >
            <Sidebar />
          </div>
          {drawerOpen && <div className="main-layout__scrim" aria-hidden />}
        </>
      )}
      <main className="main-layout__content">
        {showSidebar && (
          <div className="main-layout__topbar">
            <button
              ref={menuButtonRef}
              type="button"
              className="main-layout__menu-button"
              aria-label={TRemotes.menu}
              aria-expanded={drawerOpen}
              aria-controls="main-sidebar"
              onClick={() => setDrawerOpen((o) => !o)}
            >
              <svg width="22" height="22" viewBox="0 0 22 22" aria-hidden>
                <path
                  d="M3 6h16M3 11h16M3 16h16"
                  stroke="currentColor"
                  strokeWidth="2"
                  strokeLinecap="round"
                />
              </svg>
            </button>
            <Brand dark />
          </div>
        )}
        <ActingBanner />
        <Outlet />
      </main>
    </div>
  );
}
