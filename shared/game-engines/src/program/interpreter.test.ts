import type { CommandStatement, SensorCondition } from './ast';
import { call, command, ifElse, not, program, repeat, sensor, untilLoop, whileLoop } from './builders';
import { executeProgram, runToEnd, type CommandOutcome, type ProgramHost } from './interpreter';

/** Records commands; the sensor 'counter_below' is true while fewer than N commands ran. */
class RecordingHost implements ProgramHost {
  readonly log: string[] = [];
  constructor(private readonly stopAt?: string) {}
  runCommand(command: CommandStatement): CommandOutcome {
    this.log.push(String(command.args.LABEL ?? command.name));
    return command.name === this.stopAt ? 'stop' : 'continue';
  }
  finishCommand(command: CommandStatement): CommandOutcome {
    this.log.push(`end ${command.name}`);
    return 'continue';
  }
  evaluateSensor(condition: SensorCondition): boolean {
    if (condition.name === 'counter_below') return this.log.length < Number(condition.args.N);
    return condition.name === 'yes';
  }
}

const say = (LABEL: string) => command('say', { LABEL });

describe('interpreter', () => {
  it('repeats, loops while and until, branches', () => {
    const host = new RecordingHost();
    const end = runToEnd(
      program([
        repeat(2, [say('r')]),
        whileLoop(sensor('counter_below', { N: 4 }), [say('w')]),
        untilLoop(sensor('counter_below', { N: 5 }), [say('never')]),
        ifElse(sensor('yes'), [say('then')], [say('else')]),
        ifElse(not(sensor('yes')), [say('then')], [say('else')]),
        ifElse({ kind: 'and', left: sensor('yes'), right: sensor('no') }, [say('and')], [say('not and')]),
        ifElse({ kind: 'or', left: sensor('no'), right: sensor('yes') }, [say('or')]),
      ]),
      host,
    );
    expect(end).toBe('completed');
    expect(host.log).toEqual(['r', 'r', 'w', 'w', 'then', 'else', 'not and', 'or']);
  });

  it('takes the first else-if branch whose condition holds', () => {
    const host = new RecordingHost();
    runToEnd(
      program([
        {
          kind: 'if',
          branches: [
            { condition: sensor('no'), body: [say('1')] },
            { condition: sensor('yes'), body: [say('2')] },
            { condition: sensor('yes'), body: [say('3')] },
          ],
          elseBody: [say('else')],
        },
      ]),
      host,
    );
    expect(host.log).toEqual(['2']);
  });

  it('treats repeat counts below 1 as none and clamps them into a range when asked', () => {
    const host = new RecordingHost();
    runToEnd(program([repeat(-3, [say('x')]), repeat(2.9, [say('y')])]), host);
    expect(host.log).toEqual(['y', 'y']);
    const clamped = new RecordingHost();
    runToEnd(program([repeat(50, [say('z')])]), clamped, { repeatRange: { min: 0, max: 10 } });
    expect(clamped.log).toHaveLength(10);
  });

  it('calls procedures and ignores calls to missing ones', () => {
    const host = new RecordingHost();
    runToEnd(program([call('twice'), call('missing'), say('after')], { procedures: { twice: [say('p'), say('p')] } }), host);
    expect(host.log).toEqual(['p', 'p', 'after']);
  });

  it('stops endless recursion', () => {
    const end = runToEnd(program([call('again')], { procedures: { again: [call('again')] } }), new RecordingHost());
    expect(end).toBe('call_depth_limit');
  });

  it('stops endless loops, even empty ones', () => {
    expect(runToEnd(program([whileLoop({ kind: 'const', value: true }, [])]), new RecordingHost())).toBe('step_limit');
    const host = new RecordingHost();
    expect(runToEnd(program([repeat(1000, [say('x')])]), host, { maxSteps: 50 })).toBe('step_limit');
    expect(host.log.length).toBeLessThan(50);
  });

  it('stops when the host says so, after reporting that command', () => {
    const host = new RecordingHost('halt');
    const execution = executeProgram(program([say('a'), command('halt'), say('b')]), host);
    expect(execution.next()).toEqual({ done: false, value: expect.objectContaining({ name: 'say' }) as unknown });
    expect(execution.next()).toEqual({ done: false, value: expect.objectContaining({ name: 'halt' }) as unknown });
    expect(execution.next()).toEqual({ done: true, value: 'stopped' });
    expect(host.log).toEqual(['a', 'halt']);
  });

  it('yields one command at a time, so a UI can step through the program', () => {
    const host = new RecordingHost();
    const execution = executeProgram(program([repeat(3, [say('x')])]), host);
    execution.next();
    expect(host.log).toEqual(['x']);
    execution.next();
    expect(host.log).toEqual(['x', 'x']);
  });

  it('runs the body of a container command between the host calls', () => {
    const host = new RecordingHost();
    runToEnd(program([command('box', {}, [say('inside')]), say('after')]), host);
    expect(host.log).toEqual(['box', 'inside', 'end box', 'after']);
  });
});
