import { parser } from '@lezer/javascript';

/** The guard's name inside the page; defined by LOOP_GUARD_PRELUDE. */
const GUARD = '__loopGuard';

/**
 * Defined before the student's scripts in the browser preview: a loop that keeps one task of the page
 * busy for more than `ms` throws, so an endless loop cannot freeze the page (or the platform around it,
 * as a sandboxed frame may share its thread). The clock restarts once the page gets back to its event loop.
 */
export function loopGuardPrelude(ms: number, message: string): string {
  return `(function(){var s=0,a=false;self.${GUARD}=function(){if(!a){a=true;s=Date.now();setTimeout(function(){a=false;},0);}if(Date.now()-s>${ms})throw new RangeError(${JSON.stringify(message)});};})();`;
}

const LOOPS = new Set(['WhileStatement', 'ForStatement', 'DoStatement']);

/**
 * Puts a guard call at the start of every loop body of a script (parsed with Lezer, so strings, comments
 * and regular expressions are left alone). A script that does not parse is returned as it is: the browser
 * reports its syntax error.
 */
export function guardLoops(code: string): string {
  const tree = parser.parse(code);
  const edits: { at: number; text: string }[] = [];
  let broken = false;
  tree.iterate({
    enter(node) {
      if (node.type.isError) broken = true;
      if (!LOOPS.has(node.name)) return;
      const first = node.node.firstChild;
      const body = node.name === 'DoStatement' ? first?.nextSibling : node.node.lastChild;
      if (!body) return;
      if (body.name === 'Block') {
        edits.push({ at: body.from + 1, text: `${GUARD}();` });
      } else {
        edits.push({ at: body.from, text: `{${GUARD}();` }, { at: body.to, text: '}' });
      }
    },
  });
  if (broken) return code;
  edits.sort((a, b) => b.at - a.at);
  let out = code;
  for (const edit of edits) out = out.slice(0, edit.at) + edit.text + out.slice(edit.at);
  return out;
}

/** Guards the inline scripts of an HTML document (scripts with a src or a non-JS type are left alone). */
export function guardPageScripts(html: string): string {
  return html.replace(/(<script\b([^>]*)>)([\s\S]*?)(<\/script>)/gi, (whole, open: string, attrs: string, body: string, close: string) => {
    if (/\bsrc\s*=/i.test(attrs) || /\btype\s*=\s*["']?(?!text\/javascript|module|application\/javascript)/i.test(attrs)) return whole;
    return open + guardLoops(body) + close;
  });
}
