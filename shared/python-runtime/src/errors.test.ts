import { TPython } from '@school/contracts/src/texts-python';
import { explainError, formatError, suggestionOf } from './errors';

const d = TPython.errorDetails;
const e = TPython.errors;

/**
 * Real messages of Pyodide's Python (3.14, with the harness's "Did you mean" hint appended as the
 * traceback prints it) and the explanation each must get: it names the error's real cause.
 */
const TABLE: [type: string, message: string, explanation: string][] = [
  ['NameError', "name 'forwad' is not defined. Did you mean: 'forward'?", `${e.NameError} ${d.didYouMean('forward')}`],
  ['NameError', "name 'scroe' is not defined", e.NameError],
  ['NameError', "name 'math' is not defined. Did you forget to import 'math'?", d.forgotImport('math')],
  ['AttributeError', "module 'turtle' has no attribute 'forwad'. Did you mean: 'forward'?", `${d.noSuchName('turtle', 'forwad')} ${d.didYouMean('forward')}`],
  ['AttributeError', "module 'turtle' has no attribute 'fd2'", d.noSuchName('turtle', 'fd2')],
  ['ImportError', "cannot import name 'forwad' from 'turtle' (/school_lib/turtle.py). Did you mean: 'forward'?", `${d.noSuchName('turtle', 'forwad')} ${d.didYouMean('forward')}`],
  ['AttributeError', "'Turtle' object has no attribute 'forwad'. Did you mean: 'forward'?", `${d.noSuchAttribute('forwad')} ${d.didYouMean('forward')}`],
  ['AttributeError', "'str' object has no attribute 'uper'. Did you mean: 'upper'?", `${d.noSuchAttribute('uper')} ${d.didYouMean('upper')}`],
  ['AttributeError', "'NoneType' object has no attribute 'append'", d.noneValue('append')],
  ['ModuleNotFoundError', "No module named 'turtel'", d.noSuchModule('turtel')],
  ['ModuleNotFoundError', "import of js halted; None in sys.modules", d.blockedModule],
  ['TypeError', "Turtle.forward() got an unexpected keyword argument 'steps'", d.noSuchParameter('steps')],
  ['TypeError', "Turtle.forward() missing 1 required positional argument: 'distance'", d.missingArguments],
  ['TypeError', 'Turtle.forward() takes 2 positional arguments but 3 were given', d.tooManyArguments],
  ['TypeError', 'len() takes no keyword arguments', d.noKeywords],
  ['TypeError', 'can only concatenate str (not "int") to str', e.TypeError],
  ['TypeError', "unsupported operand type(s) for +: 'int' and 'str'", e.TypeError],
  ['TypeError', "'int' object is not callable", d.notCallable],
  ['TypeError', "'int' object is not subscriptable", d.notSubscriptable],
  ['TypeError', "'int' object is not iterable", d.notIterable],
  ['TypeError', "'<' not supported between instances of 'str' and 'int'", d.compareTypes],
  ['TypeError', "'str' object cannot be interpreted as an integer", d.needInteger],
  ['TypeError', 'list indices must be integers or slices, not float', d.needInteger],
  ['ValueError', "invalid literal for int() with base 10: 'abc'", e.ValueError],
  ['ValueError', 'list.remove(x): x not in list', d.notInList],
  ['ValueError', 'too many values to unpack (expected 2, got 3)', d.unpack],
  ['IndexError', 'list index out of range', e.IndexError],
  ['IndexError', 'string index out of range', d.stringIndex],
  ['IndexError', 'pop from empty list', d.emptyList],
  ['KeyError', "'k'", e.KeyError],
  ['ZeroDivisionError', 'division by zero', e.ZeroDivisionError],
  ['SyntaxError', "expected ':'", d.colon],
  ['SyntaxError', "'(' was never closed", d.unclosed('(')],
  ['SyntaxError', 'unterminated string literal (detected at line 1)', d.unclosedQuote],
  ['SyntaxError', 'invalid syntax', e.SyntaxError],
  ['IndentationError', "expected an indented block after 'for' statement on line 1", e.IndentationError],
  ['UnboundLocalError', "cannot access local variable 'x' where it is not associated with a value", e.UnboundLocalError],
  ['RecursionError', 'maximum recursion depth exceeded', e.RecursionError],
  ['EOFError', 'EOF when reading a line', e.EOFError],
  ['TurtleGraphicsError', 'bad color string: blu', e.TurtleGraphicsError],
  ['OverflowError', "(68, 'Result not representable')", e.OverflowError],
  ['AssertionError', '', e.other],
];

describe('explainError matches the error class and message', () => {
  it.each(TABLE)('%s: %s', (type, message, explanation) => {
    expect(explainError({ type, message, line: 1, trace: [] })).toBe(explanation);
  });

  it('never blames a module or the number-and-text mix for a missing command or parameter', () => {
    const missing = explainError({ type: 'AttributeError', message: "module 'turtle' has no attribute 'forwad'. Did you mean: 'forward'?", line: 2, trace: [] });
    expect(missing).not.toBe(e.ImportError);
    expect(explainError({ type: 'TypeError', message: "Turtle.forward() got an unexpected keyword argument 'steps'", line: 2, trace: [] })).not.toMatch(/число и текст/);
  });

  it("reads Python's own suggestion, and only a name in quotes at the very end", () => {
    expect(suggestionOf("name 'forwad' is not defined. Did you mean: 'forward'?")).toBe('forward');
    expect(suggestionOf("name 'x' is not defined")).toBeNull();
    expect(suggestionOf("Did you mean: 'forward'? and more")).toBeNull();
    expect(suggestionOf("name 'сч' is not defined. Did you mean: 'счёт'?")).toBe('счёт');
    expect(suggestionOf("x. Did you mean: '<b>ура</b> и ещё что угодно'?")).toBeNull();
    expect(suggestionOf(`x. Did you mean: '${'a'.repeat(61)}'?`)).toBeNull();
  });

  it('the console shows the suggestion with the line', () => {
    const text = formatError({ type: 'NameError', message: "name 'forwad' is not defined. Did you mean: 'forward'?", line: 2, trace: [{ line: 2, name: '<module>', text: 'forwad(100)' }] });
    expect(text.split('\n')[0]).toBe(`${TPython.errorAtLine(2)}. ${e.NameError} ${d.didYouMean('forward')}`);
  });
});
