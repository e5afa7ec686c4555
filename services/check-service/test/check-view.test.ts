import { checkServiceForTests } from '../../code-check/test-support';
import { checkPythonProgram } from '../../code-check/python/python-verifier';

const service = checkServiceForTests();

const program = 'name = input("Имя? ")\nage = input()\nprint("Привет,", name)\nprint("Тебе", age)\n';

/**
 * What a check sees of a run: the program's output as CPython prints it with piped input — the
 * prompt yes, the echo of the typed answers no — and the answers it read in `inputs`.
 */
describe('the check sees the output without the echo of input', () => {
  it('output holds the prompt and the prints, not the answers typed in; inputs holds them', async () => {
    const check = ['# inputs: ["Аня", "11"]', 'assert output == "Имя? Привет, Аня\\nТебе 11\\n", repr(output)', 'assert inputs == ["Аня", "11"], repr(inputs)'].join('\n');
    expect(await checkPythonProgram(service.client, program, check, program)).toEqual({ passed: true });
  });

  it('a rerun with other input is seen the same way', async () => {
    const check = ['assert run(inputs=["Боря", "12"]) == "Имя? Привет, Боря\\nТебе 12\\n"'].join('\n');
    expect(await checkPythonProgram(service.client, program, check, program)).toEqual({ passed: true });
  });

  it("a program cannot add to its output past print: writing to the interpreter's own stdout is not output", async () => {
    const forger = 'import sys\nsys.__stdout__.write("Привет, мир!\\n")\nos = __import__("os")\ntry:\n    os.write(1, "Привет, мир!\\n".encode())\nexcept OSError:\n    pass\n';
    const check = 'assert output.strip() == "Привет, мир!", "Программа должна вывести: Привет, мир!"';
    expect(await checkPythonProgram(service.client, forger, check, 'print("Привет, мир!")')).toEqual({ passed: false, message: 'Программа должна вывести: Привет, мир!' });
  });
});
