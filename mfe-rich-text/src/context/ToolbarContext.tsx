import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';

export const BLOCK_TYPES = ['paragraph', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'bullet', 'number', 'check', 'quote', 'code'] as const;
export type BlockType = (typeof BLOCK_TYPES)[number];

export const FONT_FAMILIES = ['Arial', 'Courier New', 'Georgia', 'Times New Roman', 'Trebuchet MS', 'Verdana'] as const;

/** Toolbar state (spec 3.8) with its defaults. */
export const INITIAL_TOOLBAR_STATE = {
  blockType: 'paragraph' as BlockType,
  fontFamily: 'Arial',
  fontSize: '15px',
  fontColor: '#000',
  bgColor: '#fff',
  elementFormat: 'left' as string,
  codeLanguage: '',
  isBold: false,
  isItalic: false,
  isUnderline: false,
  isStrikethrough: false,
  isSubscript: false,
  isSuperscript: false,
  isCode: false,
  isHighlight: false,
  isLink: false,
  isRTL: false,
  isUppercase: false,
  isLowercase: false,
  isCapitalize: false,
  canUndo: false,
  canRedo: false,
};
export type ToolbarState = typeof INITIAL_TOOLBAR_STATE;

interface ToolbarContextValue {
  state: ToolbarState;
  update(patch: Partial<ToolbarState>): void;
}

const ToolbarContext = createContext<ToolbarContextValue | null>(null);

export function ToolbarProvider({ children }: { children: ReactNode }) {
  const [state, setState] = useState(INITIAL_TOOLBAR_STATE);
  const update = useCallback((patch: Partial<ToolbarState>) => {
    setState((s) => {
      const changed = (Object.keys(patch) as (keyof ToolbarState)[]).some((k) => s[k] !== patch[k]);
      return changed ? { ...s, ...patch } : s;
    });
  }, []);
  const value = useMemo(() => ({ state, update }), [state, update]);
  return <ToolbarContext.Provider value={value}>{children}</ToolbarContext.Provider>;
}

/** Throws outside its provider (spec 8). */
export function useToolbarState(): ToolbarContextValue {
  const ctx = useContext(ToolbarContext);
  if (!ctx) throw new Error('useToolbarState must be used within a ToolbarProvider');
  return ctx;
}
