import data from 'emojibase-data/en/data.json';
import githubShortcodes from 'emojibase-data/en/shortcodes/github.json';
import meta from 'emojibase-data/meta/groups.json';
import { createEmojiIndex, toEmojiRecords } from './emojiRecords';

/** The full English set (about 1 900 emoji), loaded as its own chunk the first time it is needed. */
export const EMOJI_INDEX = createEmojiIndex(toEmojiRecords(data, githubShortcodes, meta.groups));
