import { $createParagraphNode, $getRoot } from 'lexical';
import { emojiClassName, TEXT_SHORTCUT_KINDS } from '../lib/emoji/emojiRecords';
import { createTestEditor } from '../lib/testEditor';
import { $createEmojiNode, $isEmojiNode } from './EmojiNode';

describe('emoji nodes keep a className (spec 3.8 Emoji: className, text)', () => {
  it('class names: "emoji" and the kind of a shortcut or the alias', () => {
    expect(emojiClassName(TEXT_SHORTCUT_KINDS[':)'])).toBe('emoji happysmile');
    expect(emojiClassName(TEXT_SHORTCUT_KINDS['<3'])).toBe('emoji heart');
    expect(emojiClassName('+1')).toBe('emoji -1');
    expect(emojiClassName('')).toBe('emoji');
  });

  it('is stored with its className and text, and read back as an emoji token', () => {
    const editor = createTestEditor();
    editor.update(() => $getRoot().append($createParagraphNode().append($createEmojiNode('emoji happysmile', '🙂'))), { discrete: true });
    const json = editor.getEditorState().toJSON();
    const [node] = (json.root.children[0] as unknown as { children: Record<string, unknown>[] }).children;
    expect(node).toMatchObject({ type: 'emoji', className: 'emoji happysmile', text: '🙂', mode: 'token' });

    const again = createTestEditor();
    again.setEditorState(again.parseEditorState(JSON.stringify(json)));
    again.getEditorState().read(() => {
      const emoji = $getRoot().getFirstDescendant();
      expect($isEmojiNode(emoji)).toBe(true);
      expect($isEmojiNode(emoji) && emoji.getClassName()).toBe('emoji happysmile');
      expect(emoji?.getTextContent()).toBe('🙂');
    });
  });
});
