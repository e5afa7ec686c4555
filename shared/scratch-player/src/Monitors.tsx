import { TScratchPlayer } from '@school/contracts';
import type { MonitorView } from './monitors';

function ListMonitor({ m }: { m: MonitorView }) {
  return (
    <div className="sp-monitor sp-monitor--list" style={{ left: m.x, top: m.y, width: m.width, height: m.height }} data-testid="scratch-monitor">
      <div className="sp-monitor__title">{m.label}</div>
      <ol className="sp-monitor__items">
        {m.items.length === 0 && <li className="sp-monitor__empty">{TScratchPlayer.listEmpty}</li>}
        {m.items.map((item, i) => (
          // Items have no identity of their own: the index is their key, as in Scratch's list view.
          <li key={i}>
            <span className="sp-monitor__index">{i + 1}</span>
            <span className="sp-monitor__item">{item}</span>
          </li>
        ))}
      </ol>
      <div className="sp-monitor__footer">{TScratchPlayer.listLength(m.items.length)}</div>
    </div>
  );
}

/** Variable, reporter and list monitors drawn over the stage where the project put them (stage units). */
export function Monitors({ monitors, onSlide }: { monitors: MonitorView[]; onSlide: (m: MonitorView, value: number) => void }) {
  return (
    <>
      {monitors.map((m) => {
        if (m.mode === 'list') return <ListMonitor key={m.id} m={m} />;
        if (m.mode === 'large') {
          return (
            <div key={m.id} className="sp-monitor sp-monitor--large" style={{ left: m.x, top: m.y }} data-testid="scratch-monitor" title={m.label}>
              <span className="sp-monitor__value" data-testid="scratch-monitor-value">{m.value}</span>
            </div>
          );
        }
        return (
          <div key={m.id} className="sp-monitor" style={{ left: m.x, top: m.y }} data-testid="scratch-monitor">
            <div className="sp-monitor__row">
              <span className="sp-monitor__label">{m.label}</span>
              <span className="sp-monitor__value" data-testid="scratch-monitor-value">{m.value}</span>
            </div>
            {m.mode === 'slider' && (
              <input
                type="range"
                className="sp-monitor__slider"
                aria-label={m.label}
                min={m.sliderMin}
                max={m.sliderMax}
                step={m.isDiscrete ? 1 : 0.01}
                value={m.numeric}
                onChange={(e) => onSlide(m, Number(e.target.value))}
              />
            )}
          </div>
        );
      })}
    </>
  );
}
