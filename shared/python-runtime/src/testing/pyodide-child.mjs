// A Pyodide for Node tests, in its own process (Jest cannot load Pyodide's ES modules itself).
// Reads one JSON command a line (mkdirTree, writeFile, run) and answers one JSON line each.
import readline from 'node:readline';
import { loadPyodide } from 'pyodide';

const indexURL = process.argv[2];
const py = await loadPyodide({ indexURL, stdout: () => undefined, stderr: () => undefined });
process.stdout.write('{"ready":true}\n');
for await (const line of readline.createInterface({ input: process.stdin })) {
  const command = JSON.parse(line);
  let answer;
  try {
    if (command.op === 'mkdirTree') py.FS.mkdirTree(command.path);
    else if (command.op === 'writeFile') py.FS.writeFile(command.path, command.data);
    const value = command.op === 'run' ? py.runPython(command.code) : undefined;
    answer = { ok: true, value: value === undefined || value === null ? null : String(value) };
  } catch (error) {
    answer = { ok: false, error: String(error) };
  }
  process.stdout.write(`${JSON.stringify(answer)}\n`);
}
