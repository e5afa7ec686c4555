/** @jest-environment jsdom */
import { renderMarkdown } from './markdown';

describe('renderMarkdown: safe markdown for the tutor’s answers', () => {
  it('renders markdown and highlights code', () => {
    const html = renderMarkdown('**Подсказка:** посмотри на `x`\n\n```python\nfor i in range(3):\n    print(i)\n```');
    expect(html).toContain('<strong>Подсказка:</strong>');
    expect(html).toContain('<code>x</code>');
    expect(html).toContain('<pre class="aichat-code"><code class="hljs">');
    expect(html).toContain('<span class="hljs-keyword">for</span>');
  });
  it('never renders raw HTML, scripts or event handlers', () => {
    const html = renderMarkdown('Привет <script>alert(1)</script> <img src=x onerror="alert(2)"> <b>жирный</b>');
    expect(html).not.toContain('<script');
    expect(html).not.toContain('<img');
    expect(html).not.toContain('<b>');
    expect(html).toContain('&lt;script&gt;');
    const link = renderMarkdown('[клик](javascript:alert(1))');
    expect(link).not.toContain('<a');
    expect(renderMarkdown('[сайт](https://python.org)')).toContain('<a href="https://python.org">сайт</a>');
  });
});
