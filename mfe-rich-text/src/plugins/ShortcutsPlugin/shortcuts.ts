/** Keyboard shortcuts of spec 9, as pure matching over a key event's fields. */
export type ShortcutAction =
  | 'bold' | 'italic' | 'underline' | 'link' | 'strikethrough'
  | 'h1' | 'h2' | 'h3' | 'number' | 'bullet' | 'check' | 'code' | 'quote'
  | 'indent' | 'outdent' | 'clearFormatting'
  | 'alignCenter' | 'alignJustify' | 'alignLeft' | 'alignRight'
  | 'subscript' | 'superscript' | 'fontSizeUp' | 'fontSizeDown';

export interface KeyInfo {
  code: string;
  key: string;
  ctrlKey: boolean;
  metaKey: boolean;
  shiftKey: boolean;
  altKey: boolean;
}

export function matchShortcut(e: KeyInfo, isApple: boolean): ShortcutAction | null {
  const mod = isApple ? e.metaKey : e.ctrlKey;
  if (!mod) return null;
  const { shiftKey: shift, altKey: alt, code } = e;
  if (alt && !shift) {
    if (code === 'Digit1') return 'h1';
    if (code === 'Digit2') return 'h2';
    if (code === 'Digit3') return 'h3';
    if (code === 'KeyC') return 'code';
    return null;
  }
  if (alt) return null;
  if (shift) {
    switch (code) {
      case 'KeyX': return 'strikethrough';
      case 'Digit7': return 'number';
      case 'Digit8': return 'bullet';
      case 'Digit9': return 'check';
      case 'KeyQ': return 'quote';
      case 'KeyE': return 'alignCenter';
      case 'KeyJ': return 'alignJustify';
      case 'KeyL': return 'alignLeft';
      case 'KeyR': return 'alignRight';
      case 'Period': return 'fontSizeUp';
      case 'Comma': return 'fontSizeDown';
      default: return null;
    }
  }
  switch (code) {
    case 'KeyB': return 'bold';
    case 'KeyI': return 'italic';
    case 'KeyU': return 'underline';
    case 'KeyK': return 'link';
    case 'BracketRight': return 'indent';
    case 'BracketLeft': return 'outdent';
    case 'Backslash': return 'clearFormatting';
    case 'Comma': return 'subscript';
    case 'Period': return 'superscript';
    default: return null;
  }
}
