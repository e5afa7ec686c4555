import type { WorkspaceJson } from './blocklyJson';
import { jsonBlock, jsonNumber, jsonOnStart, jsonRepeat, jsonWorkspace } from './blocklyJsonBuilders';
import { defineDialect } from './dialect';
import { toProgram } from './programInput';
import { workspaceToProgram } from './workspaceToProgram';

const move = (id: string, fields: Record<string, string> = {}) => jsonBlock('game_move', { id, fields });

describe('workspaceToProgram', () => {
  it('converts a saved workspace exactly as Blockly writes it', () => {
    // Shape of Blockly.serialization.workspaces.save(): shadows, languageVersion, extraState.
    const saved: WorkspaceJson = {
      blocks: {
        languageVersion: 0,
        blocks: [
          {
            type: 'controls_repeat_ext',
            id: 'r',
            x: 10,
            y: 10,
            inputs: {
              TIMES: { shadow: { type: 'math_number', id: 's', fields: { NUM: 3 } } },
              DO: { block: { type: 'game_move', id: 'm', fields: { DIRECTION: 'up' }, next: { block: { type: 'game_jump', id: 'j' } } } },
            },
          },
        ],
      },
    };
    expect(workspaceToProgram(saved)).toEqual({
      program: {
        main: [
          {
            kind: 'repeat',
            id: 'r',
            times: 3,
            body: [
              { kind: 'command', id: 'm', name: 'game_move', args: { DIRECTION: 'up' } },
              { kind: 'command', id: 'j', name: 'game_jump', args: {} },
            ],
          },
        ],
        procedures: {},
        hasStartBlock: false,
      },
      warnings: [],
    });
  });

  it('prefers a real block over the shadow of an input, and folds constant arithmetic', () => {
    const block = jsonBlock('game_forward', {
      inputs: {
        DISTANCE: jsonBlock('math_arithmetic', { fields: { OP: 'MULTIPLY' }, inputs: { A: jsonNumber(6), B: jsonNumber(7) } }),
        COLOUR: jsonBlock('colour_rgb', { inputs: { RED: jsonNumber(100), GREEN: jsonNumber(0), BLUE: jsonNumber(50) } }),
        LABEL: jsonBlock('text', { fields: { TEXT: 'hi' } }),
        FLAG: jsonBlock('logic_boolean', { fields: { BOOL: 'TRUE' } }),
        PICKED: jsonBlock('colour_picker', { fields: { COLOUR: '#00ff00' } }),
      },
      shadows: { DISTANCE: jsonNumber(1) },
    });
    const { program } = workspaceToProgram(jsonWorkspace([block]));
    expect(program.main[0]).toMatchObject({ args: { DISTANCE: 42, COLOUR: '#ff0080', LABEL: 'hi', FLAG: true, PICKED: '#00ff00' } });
  });

  it('folds every arithmetic operator and reports inputs that are not constants', () => {
    const op = (OP: string) => jsonBlock('math_arithmetic', { fields: { OP }, inputs: { A: jsonNumber(2), B: jsonNumber(3) } });
    const block = jsonBlock('game_values', {
      inputs: { ADD: op('ADD'), MINUS: op('MINUS'), DIVIDE: op('DIVIDE'), POWER: op('POWER'), VAR: jsonBlock('variables_get') },
    });
    const { program, warnings } = workspaceToProgram(jsonWorkspace([block]));
    expect(program.main[0]).toMatchObject({ args: { ADD: 5, MINUS: -1, DIVIDE: 2 / 3, POWER: 8 } });
    expect(warnings).toEqual(['Input VAR of game_values is not a constant']);
  });

  it('converts while/until loops, if / else if / else, negation and and/or', () => {
    const sensor = (name: string) => jsonBlock(name);
    const ifBlock = jsonBlock('controls_if', {
      id: 'if',
      inputs: {
        IF0: jsonBlock('logic_negate', { inputs: { BOOL: sensor('game_wall') } }),
        DO0: [move('a')],
        IF1: jsonBlock('logic_operation', { fields: { OP: 'OR' }, inputs: { A: sensor('game_x'), B: jsonBlock('logic_boolean', { fields: { BOOL: 'FALSE' } }) } }),
        DO1: [move('b')],
        ELSE: [move('c')],
      },
    });
    const loop = jsonBlock('controls_whileUntil', { id: 'w', fields: { MODE: 'UNTIL' }, inputs: { BOOL: sensor('game_goal'), DO: [ifBlock] } });
    const { program } = workspaceToProgram(jsonWorkspace([loop]));
    expect(program.main).toEqual([
      {
        kind: 'while',
        id: 'w',
        mode: 'until',
        condition: { kind: 'sensor', id: expect.any(String) as unknown, name: 'game_goal', args: {} },
        body: [
          {
            kind: 'if',
            id: 'if',
            branches: [
              { condition: { kind: 'not', operand: { kind: 'sensor', id: expect.any(String) as unknown, name: 'game_wall', args: {} } }, body: [expect.objectContaining({ id: 'a' })] },
              {
                condition: { kind: 'or', left: expect.objectContaining({ name: 'game_x' }) as unknown, right: { kind: 'const', value: false } },
                body: [expect.objectContaining({ id: 'b' })],
              },
            ],
            elseBody: [expect.objectContaining({ id: 'c' })],
          },
        ],
      },
    ]);
  });

  it('reads the fixed-count repeat and treats an empty condition as false', () => {
    const workspace = jsonWorkspace([
      jsonBlock('controls_repeat', { fields: { TIMES: 4 }, inputs: { DO: [move('a')] } }),
      jsonBlock('controls_whileUntil', { fields: { MODE: 'WHILE' } }),
    ]);
    const { program } = workspaceToProgram(workspace);
    expect(program.main[0]).toMatchObject({ kind: 'repeat', times: 4 });
    expect(program.main[1]).toMatchObject({ kind: 'while', mode: 'while', condition: { kind: 'const', value: false }, body: [] });
  });

  it('runs only what hangs from the start block: its DO input, then its next chain', () => {
    const start = { ...jsonOnStart([move('inside')]), next: { block: move('below') } };
    const workspace: WorkspaceJson = { blocks: { blocks: [move('loose'), start] } };
    const { program } = workspaceToProgram(workspace);
    expect(program.hasStartBlock).toBe(true);
    expect(program.main.map((statement) => statement.id)).toEqual(['inside', 'below']);
  });

  it('without a start block runs every stack top to bottom, then left to right, skipping loose values', () => {
    const workspace: WorkspaceJson = {
      blocks: {
        blocks: [
          { ...move('third'), x: 0, y: 300 },
          { ...move('second'), x: 200, y: 100 },
          { ...move('first'), x: 0, y: 100 },
          { ...jsonNumber(5), x: 0, y: 0 },
        ],
      },
    };
    expect(workspaceToProgram(workspace).program.main.map((statement) => statement.id)).toEqual(['first', 'second', 'third']);
  });

  it('skips disabled blocks (both serialisation styles) but keeps what follows them', () => {
    const workspace = jsonWorkspace([move('a'), { ...move('b'), enabled: false }, { ...move('c'), disabledReasons: ['MANUALLY_DISABLED'] }, move('d')]);
    expect(workspaceToProgram(workspace).program.main.map((statement) => statement.id)).toEqual(['a', 'd']);
  });

  it('collects procedures and calls, warning about calls to missing ones', () => {
    const definition = jsonBlock('procedures_defnoreturn', { fields: { NAME: 'zigzag' }, inputs: { STACK: [move('p')] } });
    const call = (name: string) => ({ ...jsonBlock('procedures_callnoreturn', { id: `call-${name}` }), extraState: { name } });
    const { program, warnings } = workspaceToProgram({ blocks: { blocks: [definition, { ...call('zigzag'), y: 500 }, { ...call('missing'), y: 600 }] } });
    expect(program.procedures).toEqual({ zigzag: [expect.objectContaining({ id: 'p' })] });
    expect(program.main).toEqual([
      { kind: 'call', id: 'call-zigzag', name: 'zigzag' },
      { kind: 'call', id: 'call-missing', name: 'missing' },
    ]);
    expect(warnings).toEqual(['Procedure "missing" is not defined']);
  });

  it('turns dialect conditional blocks into ifs and container blocks into commands with a body', () => {
    const dialect = defineDialect({
      conditionalBlocks: { game_if_key: { sensor: 'game_has_key', then: 'YES', else: 'NO' } },
      containerBlocks: { game_group: 'ITEMS' },
    });
    const workspace = jsonWorkspace([
      jsonBlock('game_if_key', { id: 'k', fields: { COLOR: 'red' }, inputs: { YES: [move('y')], NO: [move('n')] } }),
      jsonBlock('game_group', { id: 'g', fields: { LABEL: 'x' }, inputs: { ITEMS: [move('i')] } }),
    ]);
    expect(workspaceToProgram(workspace, dialect).program.main).toEqual([
      {
        kind: 'if',
        id: 'k',
        branches: [{ condition: { kind: 'sensor', id: 'k', name: 'game_has_key', args: { COLOR: 'red' } }, body: [expect.objectContaining({ id: 'y' })] }],
        elseBody: [expect.objectContaining({ id: 'n' })],
      },
      { kind: 'command', id: 'g', name: 'game_group', args: { LABEL: 'x' }, body: [expect.objectContaining({ id: 'i' })] },
    ]);
  });

  it('ignores a start block nested in a stack, and fields that are not constants, with warnings', () => {
    const setVariable = { type: 'variables_set', fields: { VAR: { id: 'v1' } }, y: 500 };
    const workspace = { blocks: { blocks: [...(jsonWorkspace([jsonRepeat(1, [jsonOnStart([])])]).blocks?.blocks ?? []), setVariable] } };
    const { warnings } = workspaceToProgram(workspace);
    expect(warnings).toEqual([expect.stringMatching(/^Extra start block/), 'Field VAR of variables_set is not a constant']);
  });

  it('accepts a Program as it is, and an empty or odd input without throwing', () => {
    const program = { main: [], procedures: {}, hasStartBlock: true };
    expect(toProgram(program, defineDialect({})).program).toEqual(program);
    expect(toProgram({}, defineDialect({})).program.main).toEqual([]);
    expect(toProgram({ blocks: { blocks: [null, 5, { type: 'game_move' }] } } as unknown as WorkspaceJson, defineDialect({})).program.main).toHaveLength(1);
    expect(toProgram('nonsense' as unknown as WorkspaceJson, defineDialect({})).warnings).toEqual(['Program is neither a Program nor a workspace']);
  });
});
