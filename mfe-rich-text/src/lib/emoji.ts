/** A small emoji dataset (spec 3.8 record shape, trimmed) for the :alias: shortcut and the emoji menu. */
export interface EmojiRecord {
  emoji: string;
  description: string;
  category: string;
  aliases: string[];
  tags: string[];
}

export const EMOJIS: EmojiRecord[] = [
  { emoji: '😀', description: 'grinning face', category: 'Smileys & Emotion', aliases: ['grinning'], tags: ['smile', 'happy'] },
  { emoji: '🙂', description: 'slightly smiling face', category: 'Smileys & Emotion', aliases: ['slightly_smiling_face'], tags: [] },
  { emoji: '😃', description: 'grinning face with big eyes', category: 'Smileys & Emotion', aliases: ['smiley'], tags: ['happy'] },
  { emoji: '😄', description: 'grinning face with smiling eyes', category: 'Smileys & Emotion', aliases: ['smile'], tags: ['happy'] },
  { emoji: '😂', description: 'face with tears of joy', category: 'Smileys & Emotion', aliases: ['joy'], tags: ['laugh'] },
  { emoji: '😉', description: 'winking face', category: 'Smileys & Emotion', aliases: ['wink'], tags: [] },
  { emoji: '😍', description: 'smiling face with heart-eyes', category: 'Smileys & Emotion', aliases: ['heart_eyes'], tags: ['love'] },
  { emoji: '😎', description: 'smiling face with sunglasses', category: 'Smileys & Emotion', aliases: ['sunglasses'], tags: ['cool'] },
  { emoji: '🤔', description: 'thinking face', category: 'Smileys & Emotion', aliases: ['thinking'], tags: [] },
  { emoji: '😢', description: 'crying face', category: 'Smileys & Emotion', aliases: ['cry'], tags: ['sad'] },
  { emoji: '🙁', description: 'slightly frowning face', category: 'Smileys & Emotion', aliases: ['slightly_frowning_face'], tags: ['sad'] },
  { emoji: '😡', description: 'pouting face', category: 'Smileys & Emotion', aliases: ['rage'], tags: ['angry'] },
  { emoji: '👍', description: 'thumbs up', category: 'People & Body', aliases: ['+1', 'thumbsup'], tags: ['approve', 'ok'] },
  { emoji: '👎', description: 'thumbs down', category: 'People & Body', aliases: ['-1', 'thumbsdown'], tags: [] },
  { emoji: '👏', description: 'clapping hands', category: 'People & Body', aliases: ['clap'], tags: ['praise'] },
  { emoji: '🙌', description: 'raising hands', category: 'People & Body', aliases: ['raised_hands'], tags: ['hooray'] },
  { emoji: '❤️', description: 'red heart', category: 'Smileys & Emotion', aliases: ['heart'], tags: ['love'] },
  { emoji: '🔥', description: 'fire', category: 'Travel & Places', aliases: ['fire'], tags: ['hot'] },
  { emoji: '⭐', description: 'star', category: 'Travel & Places', aliases: ['star'], tags: [] },
  { emoji: '🎉', description: 'party popper', category: 'Activities', aliases: ['tada'], tags: ['party', 'congratulations'] },
  { emoji: '🚀', description: 'rocket', category: 'Travel & Places', aliases: ['rocket'], tags: ['ship', 'launch'] },
  { emoji: '✅', description: 'check mark button', category: 'Symbols', aliases: ['white_check_mark'], tags: ['done'] },
  { emoji: '❌', description: 'cross mark', category: 'Symbols', aliases: ['x'], tags: [] },
  { emoji: '💡', description: 'light bulb', category: 'Objects', aliases: ['bulb'], tags: ['idea'] },
  { emoji: '🐍', description: 'snake', category: 'Animals & Nature', aliases: ['snake'], tags: ['python'] },
  { emoji: '🐱', description: 'cat face', category: 'Animals & Nature', aliases: ['cat'], tags: ['pet'] },
  { emoji: '🐶', description: 'dog face', category: 'Animals & Nature', aliases: ['dog'], tags: ['pet'] },
  { emoji: '💻', description: 'laptop', category: 'Objects', aliases: ['computer'], tags: ['desktop'] },
  { emoji: '📚', description: 'books', category: 'Objects', aliases: ['books'], tags: ['library'] },
  { emoji: '🏆', description: 'trophy', category: 'Activities', aliases: ['trophy'], tags: ['award'] },
];

export const EMOJI_MENU_MAX = 10;

/** Text shortcuts replaced as they are typed. */
export const TEXT_SHORTCUTS: Record<string, string> = { ':)': '🙂', ':D': '😀', ':(': '🙁', '<3': '❤️' };

const BY_ALIAS = new Map(EMOJIS.flatMap((e) => e.aliases.map((a) => [a, e.emoji] as const)));

/** The emoji for a known alias, else null (unknown :aliases: stay as typed). */
export function emojiForAlias(alias: string): string | null {
  return BY_ALIAS.get(alias) ?? null;
}

export function searchEmojis(query: string, max = EMOJI_MENU_MAX): EmojiRecord[] {
  const q = query.toLowerCase();
  return EMOJIS.filter((e) => e.aliases.some((a) => a.includes(q)) || e.tags.some((t) => t.includes(q)) || e.description.includes(q)).slice(0, max);
}
