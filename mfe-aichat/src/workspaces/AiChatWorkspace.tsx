import { useState } from 'react';
import { AI_TEXTS, defineWorkspace, type AiChatMessageDto, type WorkspaceProps } from '@school/contracts';
import { Button } from '@school/ui';
import { ChatView } from '../components/chat/ChatView';
import { ChatMessage } from '../components/chat/ChatMessage';
import { fromAnswer, toAnswer } from './conversation-answer';
import './ai-chat-workspace.css';

/**
 * The AiChat task type: the student talks with the tutor toward the goal the author set (the
 * task's description); the conversation is the answer, saved through the normal answer save and
 * sent to the teacher, who reads it on /check.
 */
function AiChatWorkspace({ task, savedAnswer, mode, locked, onAnswerChange, onResult }: WorkspaceProps) {
  const saved = fromAnswer(savedAnswer);
  const [messages, setMessages] = useState<AiChatMessageDto[]>(saved.messages);
  const interactive = mode === 'solve' && !locked;
  // A read-only view shows the saved answer as it is now: on /check it may arrive after the
  // workspace mounted, or be another student's. The student's own view after sending keeps the
  // conversation it holds.
  const transcript = mode === 'solve' && messages.length ? messages : saved.messages;

  const onConversation = (chatId: string, next: AiChatMessageDto[]) => {
    setMessages(next);
    onAnswerChange(toAnswer(chatId, next));
  };

  return (
    <section className="aichat-task" data-testid="aichat-workspace">
      <header className="aichat-task__head">
        <strong>{AI_TEXTS.goal}</strong>
        <p>{interactive ? AI_TEXTS.conversationIsAnswer : AI_TEXTS.studentConversation}</p>
      </header>
      {interactive ? (
        <>
          <div className="aichat-task__chat">
            <ChatView chatId={saved.chatId} taskId={task.id} onConversation={onConversation} />
          </div>
          <div className="aichat-task__actions">
            <Button disabled={!messages.some((m) => m.role === 'user')} onClick={() => onResult({ kind: 'sentToReview' })}>
              {AI_TEXTS.sendToTeacher}
            </Button>
          </div>
        </>
      ) : (
        <div className="aichat-task__transcript" role="log">
          {transcript.length ? (
            transcript.map((m, i) => <ChatMessage key={i} role={m.role} content={m.content} />)
          ) : (
            <p className="aichat-task__empty">{AI_TEXTS.noConversation}</p>
          )}
        </div>
      )}
    </section>
  );
}

export default defineWorkspace(AiChatWorkspace);
