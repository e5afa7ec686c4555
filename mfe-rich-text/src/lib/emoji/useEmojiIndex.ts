import { useEffect, useState } from 'react';
import type { EmojiIndex } from './emojiRecords';

let loaded: EmojiIndex | null = null;
let loading: Promise<EmojiIndex> | null = null;

/** Loads the dataset chunk once per page. */
export function loadEmojiIndex(): Promise<EmojiIndex> {
  loading ??= import(/* webpackChunkName: "emoji-data" */ './emojiData').then((module) => (loaded = module.EMOJI_INDEX));
  return loading;
}

/** The dataset once loaded (null until then): the editor starts loading it when it mounts. */
export function useEmojiIndex(): EmojiIndex | null {
  const [index, setIndex] = useState(loaded);
  useEffect(() => {
    if (index) return;
    let alive = true;
    loadEmojiIndex()
      .then((value) => alive && setIndex(value))
      .catch((error: unknown) => console.error('rich-text: the emoji dataset did not load', error));
    return () => {
      alive = false;
    };
  }, [index]);
  return index;
}
