import { matchShortcut, type KeyInfo } from './shortcuts';

const k = (code: string, mods: Partial<KeyInfo> = {}): KeyInfo => ({
  code, key: '', ctrlKey: true, metaKey: false, shiftKey: false, altKey: false, ...mods,
});

it('maps the spec shortcuts', () => {
  expect(matchShortcut(k('KeyB'), false)).toBe('bold');
  expect(matchShortcut(k('KeyX', { shiftKey: true }), false)).toBe('strikethrough');
  expect(matchShortcut(k('Digit2', { altKey: true }), false)).toBe('h2');
  expect(matchShortcut(k('Digit8', { shiftKey: true }), false)).toBe('bullet');
  expect(matchShortcut(k('KeyQ', { shiftKey: true }), false)).toBe('quote');
  expect(matchShortcut(k('KeyC', { altKey: true }), false)).toBe('code');
  expect(matchShortcut(k('Period', { shiftKey: true }), false)).toBe('fontSizeUp');
  expect(matchShortcut(k('Comma'), false)).toBe('subscript');
  expect(matchShortcut(k('Backslash'), false)).toBe('clearFormatting');
  expect(matchShortcut(k('KeyB', { ctrlKey: false, metaKey: true }), true)).toBe('bold');
  expect(matchShortcut(k('KeyB', { ctrlKey: false }), false)).toBeNull();
});
