/** @jest-environment jsdom */
// jsdom lacks TextEncoder, which the contracts' schema library needs.
import '../../../shared/workspace-testing/src/jsdom-globals';
import { reactRootPerTest } from '../../../shared/workspace-testing/src/react-root';
import { act } from 'react';
import { AI_TEXTS, type WorkspaceProps } from '@school/contracts';
import { exampleTaskDto } from '@school/task-kinds';
import AiChatWorkspace from './AiChatWorkspace';
import { toAnswer } from './conversation-answer';

describe('the teacher reads an AiChat conversation on /check', () => {
  const view = reactRootPerTest();

  it('shows the student’s answer that arrives after the workspace mounted', () => {
    const props = {
      task: exampleTaskDto('AiChat', { viewer: 'staff' }),
      mode: 'check',
      locked: true,
      savedAnswer: [],
      onAnswerChange: () => undefined,
      onResult: () => undefined,
    } as unknown as WorkspaceProps;
    act(() => view.root.render(<AiChatWorkspace {...props} />));
    expect(view.host.textContent).toContain(AI_TEXTS.noConversation);
    const conversation = toAnswer('chat-1', [
      { role: 'user', content: 'Придумай три задачи на условия' },
      { role: 'assistant', content: 'Вот три задачи' },
    ] as never);
    act(() => view.root.render(<AiChatWorkspace {...props} savedAnswer={conversation} />));
    expect(view.host.querySelector('[data-role="user"]')?.textContent).toContain('Придумай три задачи на условия');
    expect(view.host.textContent).not.toContain(AI_TEXTS.noConversation);
  });
});
