/** @jest-environment jsdom */
// jsdom lacks TextEncoder, which the contracts' schema library needs.
import '../../../shared/workspace-testing/src/jsdom-globals';
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { AI_TEXTS, type WorkspaceProps } from '@school/contracts';
import { exampleTaskDto } from '@school/task-kinds';
import AiChatWorkspace from './AiChatWorkspace';
import { toAnswer } from './conversation-answer';

(globalThis as unknown as { IS_REACT_ACT_ENVIRONMENT: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

describe('the teacher reads an AiChat conversation on /check', () => {
  let root: Root;
  let host: HTMLDivElement;
  beforeEach(() => {
    host = document.createElement('div');
    document.body.append(host);
    root = createRoot(host);
  });
  afterEach(() => {
    act(() => root.unmount());
    host.remove();
  });

  it('shows the student’s answer that arrives after the workspace mounted', () => {
    const props = {
      task: exampleTaskDto('AiChat', { viewer: 'staff' }),
      mode: 'check',
      locked: true,
      savedAnswer: [],
      onAnswerChange: () => undefined,
      onResult: () => undefined,
    } as unknown as WorkspaceProps;
    act(() => root.render(<AiChatWorkspace {...props} />));
    expect(host.textContent).toContain(AI_TEXTS.noConversation);
    const conversation = toAnswer('chat-1', [
      { role: 'user', content: 'Придумай три задачи на условия' },
      { role: 'assistant', content: 'Вот три задачи' },
    ] as never);
    act(() => root.render(<AiChatWorkspace {...props} savedAnswer={conversation} />));
    expect(host.querySelector('[data-role="user"]')?.textContent).toContain('Придумай три задачи на условия');
    expect(host.textContent).not.toContain(AI_TEXTS.noConversation);
  });
});
