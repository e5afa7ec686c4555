/** The three editors of a web page. Any of them may be empty; `html` may be a whole document. */
export interface PageSource {
  html: string;
  css: string;
  js: string;
}

/**
 * One HTML document from the three editors: the CSS goes at the end of <head>, the JS at the end of
 * <body> (after the student's own markup, so it sees the elements). Browser preview, server check and
 * Fun Space player all compose the same way.
 */
export function composePage(source: PageSource, options: { headStart?: string } = {}): string {
  let html = source.html || '';
  if (!/<html[\s>]/i.test(html)) html = `<!DOCTYPE html>\n<html>\n<head><meta charset="utf-8"></head>\n<body>\n${html}\n</body>\n</html>`;
  if (!/<head[\s>]/i.test(html)) html = html.replace(/<html([^>]*)>/i, '<html$1><head><meta charset="utf-8"></head>');
  if (!/<body[\s>]/i.test(html)) html = html.replace(/<\/head>/i, '</head><body>').replace(/<\/html>/i, '</body></html>');
  if (options.headStart) html = html.replace(/<head([^>]*)>/i, (m) => `${m}${options.headStart}`);
  if (source.css.trim()) html = insertBefore(html, /<\/head>/i, `<style>\n${source.css}\n</style>\n`);
  if (source.js.trim()) html = insertBefore(html, /<\/body>(?![\s\S]*<\/body>)/i, `<script>\n${escapeScriptEnd(source.js)}\n</script>\n`);
  return html;
}

function insertBefore(html: string, marker: RegExp, piece: string): string {
  const match = marker.exec(html);
  if (!match) return html + piece;
  return html.slice(0, match.index) + piece + html.slice(match.index);
}

/** A literal "</script>" inside the student's JS would end the tag early. */
function escapeScriptEnd(js: string): string {
  return js.replace(/<\/script/gi, '<\\/script');
}
