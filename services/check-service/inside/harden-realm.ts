/**
 * Makes the realm's built-ins the check's, not the program's: every intrinsic reachable from the
 * standard globals is frozen and the global bindings of the standard names made read-only, so a
 * program cannot redefine `JSON.stringify`, `Array.prototype.join` or `String.prototype.includes`
 * to fool what runs after it. The prototype properties programs commonly shadow on their own
 * objects become accessors whose setter defines an own property on the instance (`this.name = …`
 * in a subclass of Error, `obj.toString = …` keep working), as Hardened JavaScript does against the
 * "override mistake"; the rest stay plain frozen data (cheaper: this runs before every job).
 * SELF-CONTAINED: shipped as source into QuickJS.
 */
export function hardenRealm(g: Record<string, unknown>, lockedMessage: string): void {
  const names = [
    'Object', 'Function', 'Array', 'String', 'Number', 'Boolean', 'Symbol', 'BigInt', 'Math', 'JSON', 'Reflect',
    'Promise', 'Map', 'Set', 'WeakMap', 'WeakSet', 'WeakRef', 'FinalizationRegistry', 'RegExp', 'Date', 'Proxy',
    'Error', 'TypeError', 'RangeError', 'SyntaxError', 'ReferenceError', 'EvalError', 'URIError', 'AggregateError',
    'ArrayBuffer', 'SharedArrayBuffer', 'DataView', 'Atomics', 'Int8Array', 'Uint8Array', 'Uint8ClampedArray',
    'Int16Array', 'Uint16Array', 'Int32Array', 'Uint32Array', 'Float32Array', 'Float64Array', 'BigInt64Array',
    'BigUint64Array', 'parseInt', 'parseFloat', 'isNaN', 'isFinite', 'encodeURIComponent', 'decodeURIComponent',
    'encodeURI', 'decodeURI', 'escape', 'unescape', 'globalThis',
  ];
  const getProto = Object.getPrototypeOf;
  const ownKeys = Reflect.ownKeys;
  const describe = Object.getOwnPropertyDescriptor;
  const define = Object.defineProperty;
  const freeze = Object.freeze;
  const seen = new Set<object>();
  const prototypes = new Set<object>();
  const roots: unknown[] = [];
  for (const name of names) if (name !== 'globalThis' && name in g) roots.push(g[name]);
  const extra = [
    function* () { /* generator */ },
    async function () { /* async */ },
    async function* () { /* async generator */ },
  ];
  for (const fn of extra) roots.push(getProto(fn));
  roots.push(getProto([][Symbol.iterator]()), getProto(new Map()[Symbol.iterator]()), getProto(new Set()[Symbol.iterator]()));
  roots.push(getProto(''[Symbol.iterator]()), getProto(getProto(Int8Array)), getProto(/a/[Symbol.matchAll]('')));
  function walk(value: unknown) {
    if ((typeof value !== 'object' && typeof value !== 'function') || value === null || seen.has(value)) return;
    seen.add(value);
    if (typeof value === 'function') {
      const proto: unknown = value.prototype;
      if (proto && typeof proto === 'object') prototypes.add(proto);
    }
    for (const key of ownKeys(value)) {
      // The accessors are walked as the values they are, not called.
      const d: { value?: unknown; get?: unknown; set?: unknown } | undefined = describe(value, key);
      if (!d) continue;
      if ('value' in d) walk(d.value);
      else {
        walk(d.get);
        walk(d.set);
      }
    }
    walk(getProto(value));
  }
  for (const root of roots) walk(root);
  prototypes.add(Object.prototype);
  const shadowed = ['constructor', 'name', 'message', 'toString', 'toLocaleString', 'valueOf', 'toJSON', 'then', 'stack', 'cause'];
  for (const proto of prototypes) {
    for (const key of shadowed) {
      const d = describe(proto, key);
      if (!d || !('value' in d) || !d.configurable) continue;
      const value: unknown = d.value;
      define(proto, key, {
        get: function () { return value; },
        set: function (this: object, next: unknown) {
          if (this === proto) throw new TypeError(lockedMessage);
          define(this, key, { value: next, writable: true, enumerable: true, configurable: true });
        },
        enumerable: d.enumerable,
        configurable: false,
      });
    }
  }
  for (const value of seen) freeze(value);
  for (const name of names) {
    const d = describe(g, name);
    if (d && d.configurable) define(g, name, { value: g[name], writable: false, enumerable: false, configurable: false });
  }
}
