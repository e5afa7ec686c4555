import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { loggedOut, useAppDispatch, useGetProfileQuery } from '@school/api-client';
import { TFun } from '@school/contracts';
import { Avatar } from '../../components/Avatar';

/** Avatar, display name, community link and a dropdown with logout. */
export function ProfileBox({ userId }: { userId: number }) {
  const { data: profile } = useGetProfileQuery(userId);
  const [open, setOpen] = useState(false);
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  return (
    <div className="fs-profile">
      {profile?.links.discord && (
        <a className="ui-btn ui-btn--secondary" href={profile.links.discord} target="_blank" rel="noreferrer">
          {TFun.community}
        </a>
      )}
      <button type="button" className="fs-profile__box" onClick={() => setOpen((o) => !o)} aria-expanded={open} data-testid="profile-box">
        <Avatar name={profile?.avatar} size={36} />
        <span>{profile?.displayName}</span>
      </button>
      {open && (
        <div className="fs-profile__menu">
          <button
            type="button"
            className="ui-btn ui-btn--ghost"
            onClick={() => {
              dispatch(loggedOut());
              navigate('/login');
            }}
          >
            {TFun.logout}
          </button>
        </div>
      )}
    </div>
  );
}
