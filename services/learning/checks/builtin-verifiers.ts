import { T, WindowId, type AnswerItem } from '@school/contracts';
import { TASK_KINDS, typingGameVerdict, typingVerdict, windowText } from '@school/task-kinds';
import { checkBlocklySubmission } from './blockly-check';
import type { VerifierInput, VerifierRegistry, VerifierResult } from './verifiers';

const answerOf = (answer: AnswerItem[], id: number) => answer.find((a) => a.windowId === id)?.answerText ?? '';

/** Block games: the saved program (answer window 13) runs again against the game map (window 14). */
function blocklyVerifier({ taskText, answer }: VerifierInput): Promise<VerifierResult> {
  const result = checkBlocklySubmission(windowText({ taskText }, WindowId.blocklyGameMap), answerOf(answer, WindowId.blocksConfig));
  return Promise.resolve(result.passed ? { passed: true } : { passed: false, message: result.message ?? T.blockly.checkFailed, code: 'BLOCKLY_CHECK_FAILED' });
}

/** Typing: the typed text (answer window 16) against the task's text; the browser's stats are not used. */
function typingVerifier({ taskText, answer }: VerifierInput): Promise<VerifierResult> {
  const { passed, message } = typingVerdict(windowText({ taskText }, WindowId.typingText), answerOf(answer, WindowId.typingText));
  return Promise.resolve({ passed, message });
}

function typingGameVerifier({ taskText, answer }: VerifierInput): Promise<VerifierResult> {
  const { passed, message } = typingGameVerdict(windowText({ taskText }, WindowId.typingText), answerOf(answer, WindowId.typingText));
  return Promise.resolve({ passed, message });
}

/** The verifiers the learning domain owns; code verifiers come from the code-check plugins. */
export function registerBuiltinVerifiers(registry: VerifierRegistry): void {
  registry.register(TASK_KINDS.Blockly, blocklyVerifier);
  registry.register(TASK_KINDS.CustomGame, blocklyVerifier);
  registry.register(TASK_KINDS.Typing, typingVerifier);
  registry.register(TASK_KINDS.TypingTrainer, typingVerifier);
  registry.register(TASK_KINDS.TypingGame, typingGameVerifier);
}
