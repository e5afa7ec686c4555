/** Prettier (standalone, loaded on demand) for code blocks: css, html, js, markdown, typescript. */
const PARSERS: Record<string, string> = {
  css: 'css',
  html: 'html',
  js: 'babel',
  javascript: 'babel',
  markdown: 'markdown',
  md: 'markdown',
  typescript: 'typescript',
  ts: 'typescript',
};

export const canFormatLanguage = (lang: string | null | undefined): boolean => !!lang && lang.toLowerCase() in PARSERS;

async function pluginsFor(parser: string) {
  switch (parser) {
    case 'css':
      return [await import('prettier/plugins/postcss')];
    case 'html':
      return [await import('prettier/plugins/html'), await import('prettier/plugins/babel'), await import('prettier/plugins/estree'), await import('prettier/plugins/postcss')];
    case 'markdown':
      return [await import('prettier/plugins/markdown')];
    case 'typescript':
      return [await import('prettier/plugins/typescript'), await import('prettier/plugins/estree')];
    default:
      return [await import('prettier/plugins/babel'), await import('prettier/plugins/estree')];
  }
}

/** Throws for an unsupported language, and passes on prettier's syntax errors. */
export async function formatCode(code: string, lang: string): Promise<string> {
  const parser = PARSERS[lang.toLowerCase()];
  if (!parser) throw new Error(`Unsupported language: ${lang}`);
  const prettier = await import('prettier/standalone');
  const plugins = (await pluginsFor(parser)) as never[];
  const out = await prettier.format(code, { parser, plugins });
  return out.replace(/\n$/, '');
}
