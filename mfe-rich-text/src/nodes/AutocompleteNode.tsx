import { $applyNodeReplacement, DecoratorNode, type LexicalEditor, type LexicalNode, type NodeKey, type SerializedLexicalNode, type Spread } from 'lexical';
import type { JSX } from 'react';

export type SerializedAutocompleteNode = Spread<{ text: string; uuid: string }, SerializedLexicalNode>;

/** The type name, for code that must leave suggestions out of saved JSON. */
export const AUTOCOMPLETE_NODE_TYPE = 'autocomplete';

/**
 * Each editor on a page has its own session uuid (set by its AutocompletePlugin): a suggestion
 * node is drawn only in the editor whose session made it, so editors sharing a document
 * (collaboration, split screen) never show each other's hints.
 */
const sessions = new WeakMap<LexicalEditor, string>();
export function setAutocompleteSession(editor: LexicalEditor, uuid: string | null): void {
  if (uuid === null) sessions.delete(editor);
  else sessions.set(editor, uuid);
}
export const autocompleteSession = (editor: LexicalEditor): string | undefined => sessions.get(editor);

/**
 * Spec 3.8 "Autocomplete suggestion: text, uuid": the grey rest of the word after the caret.
 * A decorator, so the suggestion is no part of the text (counts, search); it is left out
 * of the saved JSON (lib/editor/incrementalJson, lib/content/loadContent).
 */
export class AutocompleteNode extends DecoratorNode<JSX.Element | null> {
  __text: string;
  __uuid: string;
  static override getType(): string {
    return AUTOCOMPLETE_NODE_TYPE;
  }
  static override clone(node: AutocompleteNode): AutocompleteNode {
    return new AutocompleteNode(node.__text, node.__uuid, node.__key);
  }
  constructor(text: string, uuid: string, key?: NodeKey) {
    super(key);
    this.__text = text;
    this.__uuid = uuid;
  }
  static override importJSON(json: SerializedAutocompleteNode): AutocompleteNode {
    return $createAutocompleteNode(String(json.text ?? ''), String(json.uuid ?? ''));
  }
  override exportJSON(): SerializedAutocompleteNode {
    return { ...super.exportJSON(), text: this.__text, uuid: this.__uuid };
  }
  override createDOM(): HTMLElement {
    const el = document.createElement('span');
    el.className = 'rt-autocomplete-host';
    return el;
  }
  override updateDOM(): boolean {
    return false;
  }
  override isInline(): true {
    return true;
  }
  override getTextContent(): string {
    return '';
  }
  getSuggestion(): string {
    return this.getLatest().__text;
  }
  getUuid(): string {
    return this.getLatest().__uuid;
  }
  override decorate(editor: LexicalEditor): JSX.Element | null {
    if (this.__uuid !== autocompleteSession(editor)) return null;
    return (
      <span className="rt-autocomplete" data-testid="autocomplete-hint" spellCheck={false}>
        {this.__text}
      </span>
    );
  }
}

export const $createAutocompleteNode = (text: string, uuid: string) => $applyNodeReplacement(new AutocompleteNode(text, uuid));
export const $isAutocompleteNode = (n: LexicalNode | null | undefined): n is AutocompleteNode => n instanceof AutocompleteNode;
