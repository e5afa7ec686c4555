import { WindowId } from '@school/contracts';
import { checkServiceForTests } from '../test-support';
import { referenceDrawings } from './reference-drawing';

const service = checkServiceForTests();
/** The first interpreter may still be loading when the tests start: wait for it rather than show nothing. */
const PATIENT = { waitMs: 120_000 };

const task = (solution: string, check = 'assert True') => ({
  taskId: 1,
  taskText: [
    { windowId: WindowId.pythonCheck, text: check },
    { windowId: WindowId.solution, text: solution },
  ],
});

/** The target picture of a turtle task: the solution's drawing from the sandbox, and nothing else of it. */
describe('reference drawings', () => {
  it('a square solution gives its four lines, and only the drawing', async () => {
    const preview = referenceDrawings(service.client, PATIENT);
    const result = await preview(task('import turtle\nt = turtle.Turtle()\nprint("секрет")\nfor i in range(4):\n    t.forward(100)\n    t.left(90)\n'));
    const lines = result!.referenceDrawing!.filter((op) => op.t === 'line');
    expect(lines).toHaveLength(4);
    expect(JSON.stringify(result)).not.toContain('секрет');
    expect(Object.keys(result!)).toEqual(['referenceDrawing']);
  });

  it('the check’s inputs reach the solution (the side read with input())', async () => {
    const preview = referenceDrawings(service.client, PATIENT);
    const result = await preview(task('import turtle\nside = int(input())\nturtle.forward(side)\n', '# inputs: ["150"]\nassert True'));
    const line = result!.referenceDrawing!.find((op) => op.t === 'line') as unknown as { x1: number; x2: number };
    expect(Math.abs(line.x2 - line.x1)).toBeCloseTo(150);
  });

  it('no picture for a program without turtle, a turtle that draws nothing, or a solution that fails', async () => {
    const preview = referenceDrawings(service.client, PATIENT);
    expect(await preview(task('print("Привет")\n'))).toBeNull();
    expect(await preview(task('import turtle\nturtle.penup()\nturtle.forward(50)\n'))).toBeNull();
    expect(await preview(task('import turtle\nturtle.forward(50)\n1 / 0\n'))).toBeNull();
  });

  it('one sandboxed run per solution: the second visit is answered from memory', async () => {
    let runs = 0;
    const counting = { ...service.client, pythonDrawing: (job: Parameters<typeof service.client.pythonDrawing>[0]) => (runs++, service.client.pythonDrawing(job)) };
    const preview = referenceDrawings(counting, PATIENT);
    const square = task('import turtle\nturtle.circle(40)\n');
    const first = await preview(square);
    const second = await preview(square);
    expect(second).toEqual(first);
    expect(runs).toBe(1);
  });
});
