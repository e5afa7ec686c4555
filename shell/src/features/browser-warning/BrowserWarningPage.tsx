import { useNavigate } from 'react-router-dom';
import { T } from '@school/contracts';
import { Button } from '@school/ui';
import { IGNORE_BROWSER_WARNING_KEY } from './browser-support';

export function BrowserWarningPage() {
  const navigate = useNavigate();
  return (
    <div className="center-page">
      <div className="ui-card" style={{ maxWidth: 480 }}>
        <h1>{T.browserWarning.title}</h1>
        <p>{T.browserWarning.text}</p>
        <Button
          onClick={() => {
            localStorage.setItem(IGNORE_BROWSER_WARNING_KEY, 'true');
            navigate('/', { replace: true });
          }}
        >
          {T.browserWarning.ignore}
        </Button>
      </div>
    </div>
  );
}
