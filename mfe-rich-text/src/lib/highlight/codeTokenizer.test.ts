import { $createCodeNode, $isCodeHighlightNode, $isCodeNode, CodeHighlightNode, CodeNode } from '@lexical/code';
import { registerCodeHighlighting } from '@lexical/code-prism';
import { createHeadlessEditor } from '@lexical/headless';
import { $createTextNode, $getRoot, type LexicalEditor } from 'lexical';
import { codeTokenizer } from './codeTokenizer';

/** A headless editor with the remote's code highlighting (the package's transforms, our tokenizer). */
function editorWithHighlighting(): LexicalEditor {
  const editor = createHeadlessEditor({
    nodes: [CodeNode, CodeHighlightNode],
    onError: (err) => {
      throw err;
    },
  });
  registerCodeHighlighting(editor, codeTokenizer);
  return editor;
}

/** Puts `text` in a code block of `language` and returns its highlighted runs and the block's language. */
async function highlight(text: string, language: string | undefined) {
  const editor = editorWithHighlighting();
  await new Promise<void>((resolve) =>
    editor.update(
      () => {
        // Typed text arrives as a plain text node in the block; the transforms split it into highlighted runs.
        $getRoot().append($createCodeNode(language).append($createTextNode(text)));
      },
      { onUpdate: resolve },
    ),
  );
  return editor.getEditorState().read(() => {
    const code = $getRoot().getFirstChild();
    if (!$isCodeNode(code)) throw new Error('no code block');
    const runs = code.getChildren().map((n) => ({ text: n.getTextContent(), type: $isCodeHighlightNode(n) ? (n.getHighlightType() ?? null) : null }));
    return { runs, language: code.getLanguage(), text: code.getTextContent() };
  });
}

const typeOf = (runs: { text: string; type: string | null }[], text: string) => runs.find((r) => r.text === text)?.type;

describe('code block highlighting (@lexical/code-prism)', () => {
  it('highlights keywords, strings, numbers and comments and keeps every character', async () => {
    const code = 'const a = "x"; // hi\nreturn 42';
    const { runs, text } = await highlight(code, 'javascript');
    expect(typeOf(runs, 'const')).toBe('keyword');
    expect(typeOf(runs, '"x"')).toBe('string');
    expect(typeOf(runs, '// hi')).toBe('comment');
    expect(typeOf(runs, '42')).toBe('number');
    expect(text).toBe(code);
  });

  it('knows every language offered for a code block, and their short names', async () => {
    expect(typeOf((await highlight('def f():\n    return None', 'python')).runs, 'def')).toBe('keyword');
    expect(typeOf((await highlight('# note', 'py')).runs, '# note')).toBe('comment');
    expect(typeOf((await highlight('let n: number = 1', 'typescript')).runs, 'number')).toBe('builtin');
    expect(typeOf((await highlight('<a href="x">t</a>', 'html')).runs, 'href')).toBe('attr-name');
    expect(typeOf((await highlight('a { color: red; }', 'css')).runs, 'color')).toBe('property');
    expect(typeOf((await highlight('{"a": 1}', 'json')).runs, '"a"')).toBe('property');
    expect(typeOf((await highlight('SELECT a FROM t', 'sql')).runs, 'SELECT')).toBe('keyword');
    expect(typeOf((await highlight('# Title', 'markdown')).runs, '#')).toBe('punctuation');
  });

  it('leaves a block without a language as plain text and does not give it one', async () => {
    const { runs, language } = await highlight('const x = 1', undefined);
    expect(runs.every((r) => r.type === null)).toBe(true);
    expect(language).toBeUndefined();
  });
});
