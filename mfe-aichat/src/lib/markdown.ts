import DOMPurify from 'dompurify';
import MarkdownIt from 'markdown-it';
import hljs from 'highlight.js/lib/core';
import python from 'highlight.js/lib/languages/python';
import javascript from 'highlight.js/lib/languages/javascript';
import xml from 'highlight.js/lib/languages/xml';
import css from 'highlight.js/lib/languages/css';

hljs.registerLanguage('python', python);
hljs.registerLanguage('javascript', javascript);
hljs.registerLanguage('xml', xml);
hljs.registerLanguage('css', css);
hljs.registerAliases(['py'], { languageName: 'python' });
hljs.registerAliases(['js', 'jsx', 'ts'], { languageName: 'javascript' });
hljs.registerAliases(['html'], { languageName: 'xml' });

// html: false shows raw HTML as text; markdown-it also refuses javascript: and data: links.
const md: MarkdownIt = new MarkdownIt({
  html: false,
  linkify: true,
  breaks: true,
  highlight(code, lang) {
    const value = lang && hljs.getLanguage(lang) ? hljs.highlight(code, { language: lang }).value : hljs.highlightAuto(code).value;
    return `<pre class="aichat-code"><code class="hljs">${value}</code></pre>`;
  },
});

/**
 * An assistant answer as safe HTML: markdown with highlighted code, raw HTML escaped, and the
 * result sanitised once more (no scripts, no event handlers, no styles or frames).
 */
export function renderMarkdown(source: string): string {
  return DOMPurify.sanitize(md.render(source), { FORBID_TAGS: ['style', 'iframe', 'form', 'input'], FORBID_ATTR: ['style'] });
}
