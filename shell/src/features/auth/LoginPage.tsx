import { useState, type FormEvent } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { T } from '@school/contracts';
import { apiErrorMessage, loggedIn, useAppDispatch, useLoginMutation } from '@school/api-client';
import { Button } from '@school/ui';
import { Brand } from '../../components/brand/Brand';

export function LoginPage({ teacher = false }: { teacher?: boolean }) {
  const [login, setLogin] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [doLogin, { isLoading }] = useLoginMutation();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const from = (useLocation().state as { from?: string } | null)?.from ?? '/';

  async function submit(e: FormEvent) {
    e.preventDefault();
    setError(null);
    try {
      const session = await doLogin({ login: login.trim(), password }).unwrap();
      dispatch(loggedIn(session));
      navigate(from.startsWith('/login') ? '/' : from, { replace: true });
    } catch (err) {
      setError(apiErrorMessage(err));
    }
  }

  return (
    <div className="center-page login-page">
      <form className="ui-card login-card" onSubmit={submit} aria-label={T.auth.loginTitle}>
        <Brand dark />
        <h1>{teacher ? T.auth.teacherLoginTitle : T.auth.loginTitle}</h1>
        <label>
          {T.auth.login}
          <input name="login" autoComplete="username" value={login} onChange={(e) => setLogin(e.target.value)} required />
        </label>
        <label>
          {T.auth.password}
          <input
            name="password"
            type="password"
            autoComplete="current-password"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
            required
          />
        </label>
        {error && (
          <p className="login-error" role="alert">
            {error}
          </p>
        )}
        <Button type="submit" disabled={isLoading}>
          {T.auth.submit}
        </Button>
      </form>
    </div>
  );
}
