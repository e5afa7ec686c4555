import type { CheckStep, ParsedCheck } from './frontend-check-parse';
import { functionSource } from './function-source';

/** One failed expectation: `code` names a TWeb.frontendCheck message, `args` fill it; `after` is the last action's selector. */
export interface PageFailure {
  code: 'missing' | 'unexpected' | 'count' | 'textEquals' | 'textContains' | 'styleEquals' | 'styleSet' | 'attrEquals' | 'attrSet' | 'clickMissing' | 'typeMissing' | 'scriptFailed';
  args: (string | number)[];
  after: string | null;
  /** Set by a script check that threw with its own message. */
  message?: string;
}

export interface PageCheckResult {
  failures: PageFailure[];
  /** The check itself is broken (the author's problem): an invalid selector, a script that does not compile. */
  broken: string | null;
}

/** Lets the environment run what an action started (timers, promises) before the next line is checked. */
export type Settle = (next: () => void) => void;

/*
 * The few members of the sandbox's DOM the runner reads (a browser's, or linkedom's in QuickJS). The runner
 * is handed that DOM as it is (`unknown`): these shapes are what it relies on, not checked at run time.
 */
interface PageNode {
  readonly nodeType: number;
  readonly parentNode: PageNode | null;
}
interface PageElement extends PageNode {
  readonly tagName: string;
  readonly textContent: string | null;
  /** A form field's value (`type`). */
  value?: string;
  click?: () => void;
  matches(selector: string): boolean;
  getAttribute(name: string): string | null;
  dispatchEvent(event: object): boolean;
}
interface PageDocument {
  querySelectorAll(selector: string): ArrayLike<PageElement>;
}
interface PageWindow {
  Event: new (type: string, init?: { bubbles?: boolean; cancelable?: boolean }) => object;
}
interface CssDecl {
  prop: string;
  value: string;
  important: boolean;
}
interface CssRule {
  selectors: string[];
  decls: CssDecl[];
}
type ScriptCheck = (document: unknown, window: unknown, assert: (cond: unknown, message?: string) => void) => unknown;

/**
 * Runs a parsed page check against a live document. SELF-CONTAINED on purpose: its source
 * (`PAGE_RUNNER_SOURCE`) is injected into the sandboxed preview iframe and into the server's QuickJS page,
 * so both judge with the same code. Keep it free of imports, outer variables, object spread and async syntax.
 * Computed styles come from its own small cascade over the page's <style> sheets and style attributes
 * (the same in a browser and on the server), not from the browser's getComputedStyle.
 */
export function runPageCheck(sandboxDocument: unknown, sandboxWindow: unknown, check: ParsedCheck, settle: Settle, done: (result: PageCheckResult) => void): void {
  const doc = sandboxDocument as PageDocument;
  const win = sandboxWindow as PageWindow;
  const failures: PageFailure[] = [];
  let after: string | null = null;
  const NAMED: Record<string, string> = {
    black: '0,0,0', white: '255,255,255', red: '255,0,0', green: '0,128,0', blue: '0,0,255', yellow: '255,255,0',
    orange: '255,165,0', purple: '128,0,128', pink: '255,192,203', gray: '128,128,128', grey: '128,128,128',
    brown: '165,42,42', cyan: '0,255,255', aqua: '0,255,255', magenta: '255,0,255', fuchsia: '255,0,255',
    lime: '0,255,0', navy: '0,0,128', teal: '0,128,128', olive: '128,128,0', maroon: '128,0,0', silver: '192,192,192',
    gold: '255,215,0', violet: '238,130,238', indigo: '75,0,130', coral: '255,127,80', salmon: '250,128,114',
    tomato: '255,99,71', crimson: '220,20,60', skyblue: '135,206,235', lightblue: '173,216,230', lightgreen: '144,238,144',
    lightgray: '211,211,211', lightgrey: '211,211,211', darkgray: '169,169,169', darkgrey: '169,169,169',
    darkblue: '0,0,139', darkgreen: '0,100,0', darkred: '139,0,0', beige: '245,245,220', khaki: '240,230,140',
    lavender: '230,230,250', turquoise: '64,224,208', chocolate: '210,105,30', plum: '221,160,221', orchid: '218,112,214',
    whitesmoke: '245,245,245', ivory: '255,255,240', hotpink: '255,105,180', deeppink: '255,20,147', royalblue: '65,105,225',
    steelblue: '70,130,180', dodgerblue: '30,144,255', forestgreen: '34,139,34', seagreen: '46,139,87', tan: '210,180,140',
  };
  const INHERITED = ['color', 'font-family', 'font-size', 'font-weight', 'font-style', 'line-height', 'text-align',
    'visibility', 'letter-spacing', 'text-transform', 'white-space', 'cursor', 'list-style-type'];
  const COLOR_RE = /#[0-9a-f]{3,8}\b|rgba?\([^)]*\)|hsla?\([^)]*\)|\b[a-z]+\b/gi;

  function rgb(parts: number[], alpha: number): string {
    return alpha < 1 ? 'rgba(' + parts.join(', ') + ', ' + alpha + ')' : 'rgb(' + parts.join(', ') + ')';
  }
  function colorOf(token: string): string | null {
    const t = token.toLowerCase();
    if (t === 'transparent') return 'rgba(0, 0, 0, 0)';
    if (NAMED[t]) return rgb(NAMED[t].split(',').map(Number), 1);
    const hex = /^#([0-9a-f]{3,8})$/.exec(t);
    if (hex) {
      let h = hex[1];
      if (h.length === 3 || h.length === 4) h = h.split('').map(function (c) { return c + c; }).join('');
      if (h.length !== 6 && h.length !== 8) return null;
      const a = h.length === 8 ? Math.round((parseInt(h.slice(6, 8), 16) / 255) * 100) / 100 : 1;
      return rgb([parseInt(h.slice(0, 2), 16), parseInt(h.slice(2, 4), 16), parseInt(h.slice(4, 6), 16)], a);
    }
    const fn = /^rgba?\(([^)]*)\)$/.exec(t);
    if (fn) {
      const nums = fn[1].split(/[\s,/]+/).filter(Boolean).map(function (x) {
        return /%$/.test(x) ? Math.round((parseFloat(x) * 255) / 100) : parseFloat(x);
      });
      if (nums.length < 3 || nums.some(isNaN)) return null;
      return rgb(nums.slice(0, 3), nums.length > 3 ? nums[3] : 1);
    }
    return null;
  }
  function normalize(prop: string, value: string): string {
    let v = String(value).replace(/!important/i, '').trim().replace(/\s+/g, ' ').replace(/\s*,\s*/g, ', ');
    if (/font-family/.test(prop)) return v.replace(/["']/g, '').toLowerCase();
    v = v.replace(COLOR_RE, function (token) { return colorOf(token) || token.toLowerCase(); });
    if (prop === 'font-weight') v = v === 'bold' ? '700' : v === 'normal' ? '400' : v;
    return v.replace(/(^|[\s(])0(px|em|rem|%)(?=$|[\s)])/g, '$10').replace(/(^|[\s(])0?\.(\d)/g, '$10.$2');
  }
  function specificity(sel: string): number {
    const s = sel.replace(/::?[a-z-]+\(([^)]*)\)/gi, ' $1 ');
    const ids = (s.match(/#[\w-]+/g) || []).length;
    const classes = (s.match(/\.[\w-]+|\[[^\]]*\]|:(?!:)[\w-]+/g) || []).length;
    const types = (s.replace(/#[\w-]+|\.[\w-]+|\[[^\]]*\]|:+[\w-]+/g, ' ').match(/[a-z][\w-]*/gi) || []).length;
    return ids * 10000 + classes * 100 + types;
  }
  /** [{selectors, decls:[{prop, value, important}]}] from the page's <style> elements, at-rule blocks skipped. */
  function sheetRules(): CssRule[] {
    const rules: CssRule[] = [];
    const styles = doc.querySelectorAll('style');
    for (let i = 0; i < styles.length; i++) {
      const css = String(styles[i].textContent || '').replace(/\/\*[\s\S]*?\*\//g, '');
      let pos = 0;
      while (pos < css.length) {
        const open = css.indexOf('{', pos);
        if (open < 0) break;
        const prelude = css.slice(pos, open).trim();
        let depth = 1;
        let j = open + 1;
        while (j < css.length && depth > 0) {
          if (css[j] === '{') depth++;
          else if (css[j] === '}') depth--;
          j++;
        }
        const body = css.slice(open + 1, j - 1);
        pos = j;
        if (!prelude || prelude[0] === '@') continue;
        rules.push({ selectors: prelude.split(',').map(function (x) { return x.trim(); }).filter(Boolean), decls: declsOf(body) });
      }
    }
    return rules;
  }
  function declsOf(body: string): CssDecl[] {
    return String(body || '')
      .split(';')
      .map(function (d) {
        const colon = d.indexOf(':');
        if (colon < 0) return null;
        const value = d.slice(colon + 1).trim();
        return { prop: d.slice(0, colon).trim().toLowerCase(), value: value.replace(/!important/i, '').trim(), important: /!important/i.test(value) };
      })
      .filter(function (d): d is CssDecl { return !!(d && d.prop && d.value); });
  }
  function matches(el: PageElement, sel: string): boolean {
    try {
      return !!el.matches(sel.replace(/::?(before|after|hover|focus|active|visited|placeholder|selection)\b/gi, ''));
    } catch {
      return false;
    }
  }
  let rulesCache: CssRule[] | null = null;
  function declared(el: PageElement, prop: string): string | null {
    // Set from consider(): declared by assertion so TypeScript does not narrow it to its initial null.
    let best = null as { rank: number; value: string } | null;
    let order = 0;
    function consider(decl: CssDecl, spec: number) {
      order++;
      const rank = (decl.important ? 1e9 : 0) + spec * 1000 + order;
      if (decl.prop === prop && (!best || rank >= best.rank)) best = { rank: rank, value: decl.value };
    }
    const rules = rulesCache || (rulesCache = sheetRules());
    for (let i = 0; i < rules.length; i++) {
      let spec = -1;
      for (let k = 0; k < rules[i].selectors.length; k++) {
        if (matches(el, rules[i].selectors[k])) spec = Math.max(spec, specificity(rules[i].selectors[k]));
      }
      if (spec >= 0) for (let d = 0; d < rules[i].decls.length; d++) consider(rules[i].decls[d], spec);
    }
    const inline = declsOf(el.getAttribute ? el.getAttribute('style') || '' : '');
    for (let n = 0; n < inline.length; n++) consider(inline[n], 1e5);
    return best ? best.value : null;
  }
  function fromShorthand(el: PageElement, prop: string): string | null {
    const m = /^(background|border|outline)-(color|style|width)$/.exec(prop);
    if (m) {
      const whole = declared(el, m[1]);
      if (!whole) return null;
      const tokens = whole.match(/rgba?\([^)]*\)|hsla?\([^)]*\)|\S+/g) || [];
      for (let i = 0; i < tokens.length; i++) {
        const t = tokens[i];
        if (m[2] === 'color' && colorOf(t)) return t;
        if (m[2] === 'style' && /^(none|hidden|dotted|dashed|solid|double|groove|ridge|inset|outset)$/.test(t)) return t;
        if (m[2] === 'width' && /^(\d|\.|thin|medium|thick)/.test(t)) return t;
      }
      return null;
    }
    const side = /^(margin|padding)-(top|right|bottom|left)$/.exec(prop);
    if (side) {
      const box = declared(el, side[1]);
      if (!box) return null;
      const v = box.split(/\s+/);
      const idx = { top: 0, right: 1, bottom: 2, left: 3 }[side[2] as 'top'];
      const full = [v[0], v[1] || v[0], v[2] || v[0], v[3] || v[1] || v[0]];
      return full[idx];
    }
    return null;
  }
  function isElement(node: PageNode | null): node is PageElement {
    return !!node && node.nodeType === 1;
  }
  function computed(el: PageElement, prop: string): string {
    for (let node: PageNode | null = el; isElement(node); node = node.parentNode) {
      const value = declared(node, prop) || fromShorthand(node, prop);
      if (value && value !== 'inherit') return normalize(prop, value);
      if (prop === 'font-weight' && /^(H[1-6]|B|STRONG|TH)$/.test(String(node.tagName).toUpperCase())) return '700';
      if (prop === 'font-style' && /^(EM|I)$/.test(String(node.tagName).toUpperCase())) return 'italic';
      if (INHERITED.indexOf(prop) < 0 && value !== 'inherit') return '';
    }
    return '';
  }
  function textOf(el: PageElement): string {
    return String(el.textContent || '').replace(/\s+/g, ' ').trim();
  }
  function query(sel: string): PageElement[] {
    const list = doc.querySelectorAll(sel);
    const els: PageElement[] = [];
    for (let i = 0; i < list.length; i++) els.push(list[i]);
    return els;
  }
  function fail(code: PageFailure['code'], args: (string | number)[]) {
    failures.push({ code: code, args: args, after: after });
  }
  function compare(op: string, a: number, b: number): boolean {
    return op === '=' ? a === b : op === '>=' ? a >= b : op === '<=' ? a <= b : op === '>' ? a > b : a < b;
  }
  function messageOf(e: unknown): string {
    const message = e ? (e as { message?: unknown }).message : undefined;
    return String(message || e);
  }
  function step(s: CheckStep): boolean {
    const els = query(s.sel);
    const el = els[0];
    switch (s.kind) {
      case 'exists':
        if (!el) fail('missing', [s.sel]);
        return false;
      case 'missing':
        if (el) fail('unexpected', [s.sel]);
        return false;
      case 'count':
        if (!compare(s.op, els.length, s.n)) fail('count', [s.sel, s.op, s.n, els.length]);
        return false;
      case 'text': {
        if (!el) { fail('missing', [s.sel]); return false; }
        const expected = s.value.replace(/\s+/g, ' ').trim();
        const ok = els.some(function (e) {
          return s.mode === '=' ? textOf(e) === expected : textOf(e).toLowerCase().indexOf(expected.toLowerCase()) >= 0;
        });
        if (!ok) fail(s.mode === '=' ? 'textEquals' : 'textContains', [s.sel, expected, textOf(el)]);
        return false;
      }
      case 'style': {
        if (!el) { fail('missing', [s.sel]); return false; }
        const actual = computed(el, s.prop);
        if (s.value === null) { if (!actual) fail('styleSet', [s.sel, s.prop]); }
        else if (actual !== normalize(s.prop, s.value)) fail('styleEquals', [s.sel, s.prop, s.value, actual]);
        return false;
      }
      case 'attr': {
        if (!el) { fail('missing', [s.sel]); return false; }
        const attr = el.getAttribute(s.name);
        if (s.value === null) { if (attr === null || attr === undefined) fail('attrSet', [s.sel, s.name]); }
        else if (String(attr === null || attr === undefined ? '' : attr).trim() !== s.value) fail('attrEquals', [s.sel, s.name, s.value, attr || '']);
        return false;
      }
      case 'click':
        if (!el) { fail('clickMissing', [s.sel]); return false; }
        after = s.sel;
        if (typeof el.click === 'function') el.click();
        else el.dispatchEvent(new win.Event('click', { bubbles: true, cancelable: true }));
        return true;
      case 'type':
        if (!el) { fail('typeMissing', [s.sel]); return false; }
        el.value = s.value;
        el.dispatchEvent(new win.Event('input', { bubbles: true }));
        el.dispatchEvent(new win.Event('change', { bubbles: true }));
        return true;
    }
    return false;
  }
  function finish(broken: string | null) {
    done({ failures: failures, broken: broken });
  }
  if (!check.ok) return finish(check.message);
  if (check.mode === 'script') {
    let compiled: ScriptCheck;
    try {
      // eslint-disable-next-line @typescript-eslint/no-implied-eval -- a script check is the author's code: compiled here, inside the sandbox
      compiled = new Function('document', 'window', 'assert', check.body) as ScriptCheck;
    } catch (e) {
      return finish(messageOf(e));
    }
    try {
      const verdict = compiled(doc, win, function (cond: unknown, message?: string) {
        // eslint-disable-next-line @typescript-eslint/only-throw-error -- thrown through the author's script (which may catch it) as the plain { pageAssert, message } it has always seen
        if (!cond) throw { pageAssert: true, message: message };
      });
      if (verdict === false) failures.push({ code: 'scriptFailed', args: [], after: null });
    } catch (e) {
      const thrown = e ? (e as { pageAssert?: unknown; message?: unknown }) : undefined;
      const own = thrown && thrown.pageAssert && thrown.message ? messageOf(thrown) : undefined;
      failures.push({ code: 'scriptFailed', args: [], after: null, message: own });
    }
    return finish(null);
  }
  const steps = check.steps;
  let index = 0;
  function loop(): void {
    while (index < steps.length) {
      const s = steps[index++];
      let acted: boolean;
      try {
        acted = step(s);
      } catch (e) {
        return finish(messageOf(e));
      }
      if (acted) {
        rulesCache = null;
        return settle(loop);
      }
    }
    finish(null);
  }
  loop();
}

/** The runner as source text, to evaluate inside a sandbox: `(<source>)(document, window, check, settle, done)`. */
export const PAGE_RUNNER_SOURCE: string = functionSource(runPageCheck);
