import { T } from '@school/contracts';

export function Spinner({ label = T.remote.loading }: { label?: string }) {
  return (
    <div className="ui-spinner" role="progressbar" aria-label={label}>
      <span className="ui-spinner__dot" />
      <span className="ui-spinner__label">{label}</span>
    </div>
  );
}
