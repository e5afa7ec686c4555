import { useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { CAROUSEL_SCROLL_RATIO, FILTER_BAR_SCROLL_PX, T, TFun } from '@school/contracts';
import { Spinner } from '@school/ui';
import { useGetHackWinnersQuery, useGetTrendingQuery } from '../lib/funspace-api';
import { TYPE_FILTERS, applyTypeFilter } from '../lib/project-rules';
import { ProjectCard } from './ProjectCard';

/** The hackathon tab: popular-projects carousel, the type filter bar and a grid of winners; both load cards once visible. */
export function HackathonShowcase({ playerBase }: { playerBase: 'player' | 'pub' }) {
  const navigate = useNavigate();
  const location = useLocation();
  const trend = useGetTrendingQuery();
  const winners = useGetHackWinnersQuery();
  const track = useRef<HTMLDivElement>(null);
  const filters = useRef<HTMLDivElement>(null);
  const [filter, setFilter] = useState('all');
  const open = (p: { id: number; publicUrl: string }) =>
    navigate(playerBase === 'player' ? `/funspace/player/${p.id}` : `/pub/p/${p.publicUrl.split('/').pop()}`, {
      state: { from: location.pathname + location.search },
    });
  const shown = applyTypeFilter(winners.data ?? [], filter);
  const scroll = (el: HTMLDivElement | null, by: number) => el?.scrollBy({ left: by, behavior: 'smooth' });

  return (
    <div>
      <h2>{TFun.popular}</h2>
      <div className="fs-carousel">
        {trend.isLoading ? (
          <Spinner />
        ) : (trend.data ?? []).length === 0 ? (
          <p className="fs-empty">{T.noPopularProjects}</p>
        ) : (
          <>
            <button type="button" className="fs-carousel__btn fs-carousel__btn--left" aria-label={TFun.scrollLeft} onClick={() => scroll(track.current, -(track.current?.clientWidth ?? 0) * CAROUSEL_SCROLL_RATIO)}>
              ‹
            </button>
            <div className="fs-carousel__track" ref={track} data-testid="popular-carousel">
              {(trend.data ?? []).map((p) => (
                <ProjectCard key={p.id} project={p} lazy onOpen={() => open(p)} />
              ))}
            </div>
            <button type="button" className="fs-carousel__btn fs-carousel__btn--right" aria-label={TFun.scrollRight} onClick={() => scroll(track.current, (track.current?.clientWidth ?? 0) * CAROUSEL_SCROLL_RATIO)}>
              ›
            </button>
          </>
        )}
      </div>
      <div className="fs-filterbar">
        <button type="button" className="fs-chip" aria-label={TFun.scrollLeft} onClick={() => scroll(filters.current, -FILTER_BAR_SCROLL_PX)}>‹</button>
        <div className="fs-filterbar__track" ref={filters}>
          {TYPE_FILTERS.map((f) => (
            <button key={f.key} type="button" className="fs-chip" aria-pressed={filter === f.key} onClick={() => setFilter(f.key)}>
              {f.label}
            </button>
          ))}
        </div>
        <button type="button" className="fs-chip" aria-label={TFun.scrollRight} onClick={() => scroll(filters.current, FILTER_BAR_SCROLL_PX)}>›</button>
      </div>
      <h2>{TFun.winners}</h2>
      {winners.isLoading ? (
        <Spinner />
      ) : shown.length === 0 ? (
        <p className="fs-empty">{TFun.noWinners}</p>
      ) : (
        <div className="fs-grid fs-grid--wide" data-testid="winners-grid">
          {shown.map((p) => (
            <ProjectCard key={p.id} project={p} lazy onOpen={() => open(p)} />
          ))}
        </div>
      )}
    </div>
  );
}
