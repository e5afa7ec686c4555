import { useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { selectUser, useAppSelector } from '@school/api-client';
import { T, TAB_SWITCH_SPINNER_MS, TFun } from '@school/contracts';
import { Button, Spinner } from '@school/ui';
import { HackathonShowcase } from '../../components/HackathonShowcase';
import { HackathonList } from '../../components/HackathonList';
import { MyProjects } from './MyProjects';
import { ProfileBox } from './ProfileBox';
import '../../components/funspace.css';

/** /funspace: the student's projects and the hackathon tab; visitors get a lighter page. */
export function FunSpaceHome() {
  const user = useAppSelector(selectUser);
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const tab = params.get('tab') === 'hackathon' ? 'hackathon' : 'mine';
  // Tab changes (clicks, back and forward) show a short spinner before the new tab: the tab on
  // screen follows the address after TAB_SWITCH_SPINNER_MS, so the new content never flashes first.
  const [shownTab, setShownTab] = useState(tab);
  const switching = shownTab !== tab;
  useEffect(() => {
    if (!switching) return;
    const t = setTimeout(() => setShownTab(tab), TAB_SWITCH_SPINNER_MS);
    return () => clearTimeout(t);
  }, [tab, switching]);

  if (!user) {
    return (
      <section className="fs">
        <div className="fs-visitor">
          <h1>{TFun.visitorTitle}</h1>
          <Button onClick={() => navigate('/login', { state: { from: '/funspace' } })}>{TFun.login}</Button>
        </div>
        <HackathonList />
        <HackathonShowcase playerBase="pub" />
      </section>
    );
  }

  return (
    <section className="fs">
      <header className="fs-header">
        <h1>{T.nav.funSpace}</h1>
        <ProfileBox userId={user.user_id} />
      </header>
      <div className="fs-tabs" role="tablist">
        <button type="button" role="tab" className="fs-tab" aria-selected={tab === 'mine'} onClick={() => tab !== 'mine' && setParams({})}>
          {TFun.myProjects}
        </button>
        <button type="button" role="tab" className="fs-tab" aria-selected={tab === 'hackathon'} onClick={() => tab !== 'hackathon' && setParams({ tab: 'hackathon' })}>
          {TFun.hackathonProjects}
        </button>
      </div>
      {switching ? <Spinner /> : shownTab === 'mine' ? <MyProjects userId={user.user_id} /> : <HackathonShowcase playerBase="player" />}
    </section>
  );
}
