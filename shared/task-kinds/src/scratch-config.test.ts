import { TKinds, TaskType, WindowId } from '@school/contracts';
import { TASK_KINDS } from './registry';
import { parseScratchConfig, scratchConfigText } from './kinds/manual';

const withConfig = (text: string) => ({ taskText: [{ windowId: WindowId.description, text: 'Игра' }, { windowId: WindowId.frontendConfig, text }] });

describe('Scratch task config: the starter project', () => {
  it('has no starter without a config window, and reads back the starter it wrote', () => {
    expect(parseScratchConfig({ taskText: [] })).toEqual({ ok: true, config: { starter: null } });
    const starter = '/api/files/0123456789abcdef0123456789abcdef';
    expect(parseScratchConfig(withConfig(scratchConfigText({ starter })))).toEqual({ ok: true, config: { starter } });
    expect(TASK_KINDS[TaskType.Scratch].windows).toContain(WindowId.frontendConfig);
  });

  it('refuses a starter that is not a file of our files service, with a Russian message', () => {
    for (const starter of ['https://example.org/a.sb3', '/api/files/../x', 5]) {
      const result = parseScratchConfig(withConfig(JSON.stringify({ starter })));
      expect(result).toEqual({ ok: false, message: TKinds.author.scratchStarterUrl });
    }
    expect(TASK_KINDS[TaskType.Scratch].parse(withConfig('[1]'))).toEqual({ ok: false, message: 'Это не JSON-объект' });
  });
});
