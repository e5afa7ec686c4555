import data from 'emojibase-data/en/data.json';
import { EMOJI_INDEX } from './emojiData';
import { categoryName, TEXT_SHORTCUTS, unicodeVersionOf } from './emojiRecords';

describe('the emoji dataset (spec 3.8) from emojibase-data', () => {
  it('is the full set with the spec record fields', () => {
    expect(EMOJI_INDEX.records.length).toBeGreaterThan(1800);
    // Every emoji of the source except regional letters and skin-tone/hair components.
    expect(EMOJI_INDEX.records.length).toBe(data.filter((entry) => entry.group !== undefined && entry.group !== 2).length);
    const grinning = EMOJI_INDEX.records.find((record) => record.emoji === '😀');
    expect(grinning).toEqual({
      emoji: '😀',
      description: 'grinning face',
      category: 'Smileys & Emotion',
      aliases: ['grinning'],
      tags: expect.arrayContaining(['face', 'grin']),
      // Emojibase dates it by Emoji 1.0 (the first Emoji release), which came with Unicode 8.0.
      unicode_version: '8.0',
      ios_version: '9.1',
    });
    const wave = EMOJI_INDEX.records.find((record) => record.emoji === '👋');
    expect(wave).toMatchObject({ aliases: ['wave'], category: 'People & Body', skin_tones: true, unicode_version: '6.0' });
    for (const record of EMOJI_INDEX.records) {
      expect(Object.keys(record).sort()).toEqual(
        ['aliases', 'category', 'description', 'emoji', 'ios_version', 'tags', 'unicode_version', ...(record.skin_tones ? ['skin_tones'] : [])].sort(),
      );
      expect(record.aliases.length).toBeGreaterThan(0);
    }
  });

  it('maps versions and categories', () => {
    expect(unicodeVersionOf(0.6)).toBe('6.0');
    expect(unicodeVersionOf(1)).toBe('8.0');
    expect(unicodeVersionOf(5)).toBe('10.0');
    expect(unicodeVersionOf(13.1)).toBe('13.1');
    expect(unicodeVersionOf(15)).toBe('15.0');
    expect(categoryName('food-drink')).toBe('Food & Drink');
  });

  it('knows the aliases and limits the menu to 10, exact aliases first', () => {
    expect(EMOJI_INDEX.forAlias('rocket')).toBe('🚀');
    expect(EMOJI_INDEX.forAlias('+1')).toMatch(/^👍/);
    expect(EMOJI_INDEX.forAlias('nope_not_an_alias')).toBeNull();
    expect(EMOJI_INDEX.search('')).toHaveLength(10);
    expect(EMOJI_INDEX.search('cat')[0].emoji).toBe('🐱');
    expect(EMOJI_INDEX.search('rocket')[0].emoji).toBe('🚀');
    expect(TEXT_SHORTCUTS['<3']).toBe('❤️');
  });
});
