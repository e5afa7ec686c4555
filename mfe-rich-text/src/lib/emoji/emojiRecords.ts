import type { Emoji, GroupDataset, ShortcodesDataset } from 'emojibase';

/** Spec 3.8: an emoji dataset record (the gemoji shape). */
export interface EmojiRecord {
  emoji: string;
  description: string;
  category: string;
  aliases: string[];
  tags: string[];
  unicode_version: string;
  /** The first iOS release that shows it; null for emoji Apple had not shipped at the dataset's release. */
  ios_version: string | null;
  /** True when the emoji takes the five skin-tone modifiers. */
  skin_tones?: boolean;
}

/**
 * unicode_version and ios_version are those of the Emoji release that added the emoji (the
 * dataset dates each emoji by Emoji release only; 😀, in the first release, gets 8.0 and 9.1).
 * Emojibase versions are Emoji versions. Before Emoji 11.0 they were numbered apart from Unicode:
 * 0.6 and 0.7 are the Unicode 6.0 and 7.0 sets, Emoji 1.0 and 2.0 came with Unicode 8.0, 3.0 and
 * 4.0 with 9.0, 5.0 with 10.0; from 11.0 on the numbers are the same.
 */
const UNICODE_OF_EMOJI_VERSION: Record<string, string> = { '0.6': '6.0', '0.7': '7.0', '1': '8.0', '2': '8.0', '3': '9.0', '4': '9.0', '5': '10.0' };

/** The iOS release that first shipped each Emoji version (Apple's release notes). */
const IOS_OF_EMOJI_VERSION: Record<string, string> = {
  '0.6': '6.0',
  '0.7': '8.3',
  '1': '9.1',
  '2': '9.1',
  '3': '10.2',
  '4': '10.0',
  '5': '11.1',
  '11': '12.1',
  '12': '13.2',
  '12.1': '13.2',
  '13': '14.2',
  '13.1': '14.5',
  '14': '15.4',
  '15': '16.4',
  '15.1': '17.4',
  '16': '18.4',
};

export function unicodeVersionOf(emojiVersion: number): string {
  const key = String(emojiVersion);
  return UNICODE_OF_EMOJI_VERSION[key] ?? (Number.isInteger(emojiVersion) ? `${emojiVersion}.0` : key);
}

/** 'smileys-emotion' -> 'Smileys & Emotion', the category names of the spec's dataset. */
export function categoryName(group: string): string {
  return group
    .split('-')
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' & ');
}

/**
 * The records of the spec from Emojibase's English dataset with GitHub's shortcodes as aliases
 * (the `:alias:` names GitHub and the gemoji set use). Regional indicator letters and the
 * skin-tone and hair components are not emoji of their own and are left out.
 */
export function toEmojiRecords(data: readonly Emoji[], shortcodes: ShortcodesDataset, groups: GroupDataset['groups']): EmojiRecord[] {
  const records: EmojiRecord[] = [];
  for (const entry of data) {
    if (entry.group === undefined || groups[entry.group] === 'component') continue;
    const codes = shortcodes[entry.hexcode];
    const aliases = codes === undefined ? [entry.label.toLowerCase().replace(/[^a-z0-9]+/g, '_').replace(/^_|_$/g, '')] : ([] as string[]).concat(codes);
    records.push({
      emoji: entry.emoji,
      description: entry.label,
      category: categoryName(groups[entry.group]),
      aliases,
      tags: entry.tags ?? [],
      unicode_version: unicodeVersionOf(entry.version),
      ios_version: IOS_OF_EMOJI_VERSION[String(entry.version)] ?? null,
      ...(entry.skins?.length ? { skin_tones: true } : {}),
    });
  }
  return records;
}

export const EMOJI_MENU_MAX = 10;

/** Text shortcuts replaced as they are typed. */
export const TEXT_SHORTCUTS: Record<string, string> = { ':)': '🙂', ':D': '😀', ':(': '🙁', '<3': '❤️' };
/** The kind each text shortcut's emoji node is classed by (spec 3.8 Emoji className). */
export const TEXT_SHORTCUT_KINDS: Record<string, string> = { ':)': 'happysmile', ':D': 'veryhappysmile', ':(': 'unhappysmile', '<3': 'heart' };

/** An emoji node's className: "emoji" and its kind (a shortcut's kind or the emoji's first alias). */
export function emojiClassName(kind: string): string {
  const safe = kind.toLowerCase().replace(/[^a-z0-9_-]+/g, '-');
  return safe ? `emoji ${safe}` : 'emoji';
}

/** Lookups over a dataset: the :alias: shortcut and the emoji menu's search. */
export interface EmojiIndex {
  records: EmojiRecord[];
  /** The emoji for a known alias, else null (unknown :aliases: stay as typed). */
  forAlias(alias: string): string | null;
  /** Alias matches first (an exact one before a prefix), then tags, then the description. */
  search(query: string, max?: number): EmojiRecord[];
}

export function createEmojiIndex(records: EmojiRecord[]): EmojiIndex {
  const byAlias = new Map(records.flatMap((record) => record.aliases.map((alias) => [alias, record.emoji] as const)));
  const rank = (record: EmojiRecord, q: string): number => {
    if (record.aliases.includes(q)) return 0;
    if (record.aliases.some((alias) => alias.startsWith(q))) return 1;
    if (record.aliases.some((alias) => alias.includes(q))) return 2;
    if (record.tags.some((tag) => tag.includes(q))) return 3;
    return record.description.toLowerCase().includes(q) ? 4 : -1;
  };
  return {
    records,
    forAlias: (alias) => byAlias.get(alias) ?? null,
    search(query, max = EMOJI_MENU_MAX) {
      const q = query.toLowerCase();
      return records
        .map((record, order) => ({ record, order, rank: rank(record, q) }))
        .filter((match) => match.rank >= 0)
        .sort((a, b) => a.rank - b.rank || a.order - b.order)
        .slice(0, max)
        .map((match) => match.record);
    },
  };
}
