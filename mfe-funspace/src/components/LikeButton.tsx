import { useEffect, useRef, useState } from 'react';
import { LIKE_ANIMATION_DISPLAY_MS, LIKE_ANIMATION_INTERVAL_MS, LIKE_ANIMATION_STEP, T } from '@school/contracts';
import { toast } from '@school/ui';
import { useLikeProjectMutation } from '../lib/funspace-api';
import { toggledLikes } from '../lib/project-rules';

/** Like toggle with its animation (5 per 25 ms, shown 800 ms); visitors see the count only. */
export function LikeButton({ hash, likes, liked, canLike }: { hash: string; likes: number; liked: boolean; canLike: boolean }) {
  const [state, setState] = useState({ likes, liked });
  const [scale, setScale] = useState(0);
  const [like] = useLikeProjectMutation();
  const timers = useRef<ReturnType<typeof setInterval>[]>([]);
  useEffect(() => setState({ likes, liked }), [likes, liked]);
  useEffect(() => () => timers.current.forEach(clearInterval), []);

  const animate = () => {
    setScale(0);
    const grow = setInterval(() => setScale((s) => Math.min(100, s + LIKE_ANIMATION_STEP)), LIKE_ANIMATION_INTERVAL_MS);
    const stop = setTimeout(() => {
      clearInterval(grow);
      setScale(0);
    }, LIKE_ANIMATION_DISPLAY_MS);
    timers.current.push(grow, stop as unknown as ReturnType<typeof setInterval>);
  };

  const toggle = async () => {
    const optimistic = toggledLikes(state.likes, state.liked);
    setState(optimistic);
    if (optimistic.liked) animate();
    try {
      setState(await like(hash).unwrap());
    } catch {
      setState({ likes: state.likes, liked: state.liked });
      toast.error(T.projectErrors.like);
    }
  };

  return (
    <button type="button" className="fs-like" aria-pressed={state.liked} onClick={toggle} disabled={!canLike} data-testid="like">
      <span className="fs-like__burst" style={{ transform: `scale(${1 + scale / 100})` }}>
        {state.liked ? '♥' : '♡'}
      </span>{' '}
      <span data-testid="like-count">{state.likes}</span>
    </button>
  );
}
