/** @jest-environment jsdom */
import { LexicalComposer } from '@lexical/react/LexicalComposer';
import { act, type ComponentType } from 'react';
import { createRoot } from 'react-dom/client';
import { RICH_TEXT_NODES } from '../../nodes';
import AutocompletePlugin from '../../plugins/AutocompletePlugin';
import CollapsiblePlugin from '../../plugins/CollapsiblePlugin';
import DrawingPlugin from '../../plugins/DrawingPlugin';
import EmbedPlugin from '../../plugins/EmbedPlugin';
import EmojiPickerPlugin from '../../plugins/EmojiPickerPlugin';
import EmojisPlugin from '../../plugins/EmojisPlugin';
import EquationsPlugin from '../../plugins/EquationsPlugin';
import HtmlBlockPlugin from '../../plugins/HtmlBlockPlugin';
import ImagesPlugin from '../../plugins/ImagesPlugin';
import InlineImagePlugin from '../../plugins/InlineImagePlugin';
import KeywordsPlugin from '../../plugins/KeywordsPlugin';
import LayoutPlugin from '../../plugins/LayoutPlugin';
import MentionsPlugin from '../../plugins/MentionsPlugin';
import PageBreakPlugin from '../../plugins/PageBreakPlugin';
import PollPlugin from '../../plugins/PollPlugin';
import SpecialTextPlugin from '../../plugins/SpecialTextPlugin';
import StickyPlugin from '../../plugins/StickyPlugin';

jest.mock('../../../../node_modules/react', () => jest.requireActual('react'));
jest.mock('../../../../node_modules/react/jsx-runtime', () => jest.requireActual('react/jsx-runtime'));
jest.mock('../../../../node_modules/react-dom', () => jest.requireActual('react-dom'));
jest.mock('../../../../node_modules/react-dom/client', () => jest.requireActual('react-dom/client'));
jest.mock('katex/dist/katex.min.css', () => ({}), { virtual: true });

(globalThis as unknown as { IS_REACT_ACT_ENVIRONMENT: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/** Every plugin that inserts or transforms nodes of its own, with the node type it needs first. */
const PLUGINS: [string, ComponentType, string][] = [
  ['AutocompletePlugin', AutocompletePlugin, 'autocomplete'],
  ['CollapsiblePlugin', CollapsiblePlugin, 'collapsible-container'],
  ['DrawingPlugin', DrawingPlugin, 'excalidraw'],
  ['EmbedPlugin', EmbedPlugin, 'video'],
  ['EmojiPickerPlugin', EmojiPickerPlugin, 'emoji'],
  ['EmojisPlugin', EmojisPlugin, 'emoji'],
  ['EquationsPlugin', EquationsPlugin, 'equation'],
  ['HtmlBlockPlugin', HtmlBlockPlugin, 'html-block'],
  ['ImagesPlugin', ImagesPlugin, 'image'],
  ['InlineImagePlugin', InlineImagePlugin, 'inline-image'],
  ['KeywordsPlugin', KeywordsPlugin, 'keyword'],
  ['LayoutPlugin', LayoutPlugin, 'layout-container'],
  ['MentionsPlugin', MentionsPlugin, 'mention'],
  ['PageBreakPlugin', PageBreakPlugin, 'page-break'],
  ['PollPlugin', PollPlugin, 'poll'],
  ['SpecialTextPlugin', SpecialTextPlugin, 'specialText'],
  ['StickyPlugin', StickyPlugin, 'sticky'],
];

/** Renders `Plugin` in a composer with `nodes`; returns the first error React reports. */
async function errorOf(Plugin: ComponentType, nodes: typeof RICH_TEXT_NODES): Promise<Error | null> {
  let error: Error | null = null;
  const host = document.createElement('div');
  const root = createRoot(host, {
    onUncaughtError: (e) => void (error ??= e as Error),
    onCaughtError: (e) => void (error ??= e as Error),
  });
  try {
    await act(async () =>
      root.render(
        <LexicalComposer initialConfig={{ namespace: 'require-nodes-test', nodes, onError: (e) => void (error ??= e) }}>
          <Plugin />
        </LexicalComposer>,
      ),
    );
  } catch (e) {
    // act may rethrow what the root reported.
    error ??= e as Error;
  }
  await act(async () => root.unmount());
  return error;
}

describe('plugins assert their nodes (spec 8: missing plugin nodes raise developer errors)', () => {
  it.each(PLUGINS)('%s throws in an editor without its nodes, naming them', async (name, Plugin, type) => {
    const err = await errorOf(Plugin, []);
    expect(err?.message).toBe(`${name}: node '${type}' not registered on editor`);
  });

  it.each(PLUGINS)('%s runs in the editor that has every node', async (_name, Plugin) => {
    expect(await errorOf(Plugin, RICH_TEXT_NODES)).toBeNull();
  });
});
