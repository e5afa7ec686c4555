import { useEffect, useRef, useState } from 'react';
import { RT } from '../lib/texts';
import { isTweetId, TWEET_WIDTH } from '../lib/validators/embedUrl';

const WIDGET_SRC = 'https://platform.twitter.com/widgets.js';
const WIDGET_TIMEOUT_MS = 10_000;

interface TwitterWidgets {
  createTweet(id: string, el: HTMLElement, options: { width: number }): Promise<HTMLElement | undefined>;
}
type TwitterWindow = Window & { twttr?: { widgets?: TwitterWidgets } };

let loading: Promise<TwitterWidgets> | null = null;

/** The third-party widget script is added to the page only when a tweet is first rendered. */
function loadWidgets(): Promise<TwitterWidgets> {
  const ready = (window as TwitterWindow).twttr?.widgets;
  if (ready) return Promise.resolve(ready);
  if (loading) return loading;
  const script = document.createElement('script');
  const p = new Promise<TwitterWidgets>((resolve, reject) => {
    const timer = window.setTimeout(() => reject(new Error('tweet widget timeout')), WIDGET_TIMEOUT_MS);
    script.onload = () => {
      window.clearTimeout(timer);
      const widgets = (window as TwitterWindow).twttr?.widgets;
      if (widgets) resolve(widgets);
      else reject(new Error('tweet widget missing'));
    };
    script.onerror = () => {
      window.clearTimeout(timer);
      reject(new Error('tweet widget failed to load'));
    };
  });
  loading = p;
  p.catch(() => {
    loading = null;
    script.remove();
  });
  script.src = WIDGET_SRC;
  script.async = true;
  document.head.appendChild(script);
  return p;
}

interface Props {
  id: string;
  onError?(error: Error): void;
}

/** A tweet 550 px wide; while loading or after a failure a plain link to it is shown. */
export function TweetView({ id, onError }: Props) {
  const box = useRef<HTMLDivElement>(null);
  const [state, setState] = useState<'loading' | 'ready' | 'failed'>('loading');
  const valid = isTweetId(id);
  useEffect(() => {
    if (!valid) return;
    let cancelled = false;
    setState('loading');
    loadWidgets()
      .then((w) => {
        if (cancelled || !box.current) return undefined;
        box.current.replaceChildren();
        return w.createTweet(id, box.current, { width: TWEET_WIDTH });
      })
      .then((el) => {
        if (cancelled) return;
        if (el) setState('ready');
        else throw new Error('tweet not found');
      })
      .catch((err: unknown) => {
        if (cancelled) return;
        setState('failed');
        onError?.(err instanceof Error ? err : new Error(String(err)));
      });
    return () => {
      cancelled = true;
    };
  }, [id, valid, onError]);
  if (!valid) return null;
  return (
    <div className="rt-tweet" style={{ maxWidth: TWEET_WIDTH }} data-state={state}>
      <div ref={box} />
      {state !== 'ready' && (
        <a className="rt-tweet-fallback" href={`https://x.com/i/status/${id}`} target="_blank" rel="noopener noreferrer">
          {state === 'loading' ? RT.blocks.tweetLoading : RT.blocks.tweetFallback}
        </a>
      )}
    </div>
  );
}
