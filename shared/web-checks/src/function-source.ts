/**
 * The source text of a self-contained function, as an expression that evaluates to it in another realm
 * (a worker, a sandboxed frame, QuickJS). Tools that keep function names (tsx/esbuild's keepNames) wrap
 * inner functions in a `__name(fn, "name")` helper that lives outside the function: the expression
 * brings a harmless stand-in along.
 */
// eslint-disable-next-line @typescript-eslint/no-unsafe-function-type -- any function's source
export function functionSource(fn: Function): string {
  return `(function () { var __name = function (target) { return target; }; return (${fn.toString()}); })()`;
}
