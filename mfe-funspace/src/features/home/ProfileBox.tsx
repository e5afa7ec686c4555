import { useCallback, useRef, useState } from "react";
import { useGetProfileQuery, useLogout } from "@school/api-client";
import { TFun } from "@school/contracts";
import { useDismiss } from "@school/ui";
import { Avatar } from "../../components/Avatar";

/** Avatar, display name, community link and a dropdown with logout (the page's one logout). */
export function ProfileBox({ userId }: { userId: number }) {
  const { data: profile } = useGetProfileQuery(userId);
  const [open, setOpen] = useState(false);
  const logout = useLogout();
  const menuRef = useRef<HTMLDivElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const close = useCallback(() => setOpen(false), []);
  useDismiss(open, close, menuRef, toggleRef);
  return (
    <div className="fs-profile">
      {profile?.links.discord && (
        <a
          className="ui-btn ui-btn--secondary"
          href={profile.links.discord}
          target="_blank"
          rel="noreferrer"
        >
          {TFun.community}
        </a>
      )}
      <button
        ref={toggleRef}
        type="button"
        className="fs-profile__box"
        onClick={() => setOpen((o) => !o)}
        aria-expanded={open}
        aria-haspopup="menu"
        data-testid="profile-box"
      >
        <Avatar name={profile?.avatar} size={36} />
        <span>{profile?.displayName}</span>
      </button>
      {open && (
        <div
          ref={menuRef}
          className="fs-profile__menu"
          role="menu"
          data-testid="profile-menu"
        >
          <button
            type="button"
            role="menuitem"
            className="ui-btn ui-btn--ghost"
            onClick={() => void logout()}
          >
            {TFun.logout}
          </button>
        </div>
      )}
    </div>
  );
}
