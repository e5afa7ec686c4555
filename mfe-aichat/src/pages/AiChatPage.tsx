import { useSearchParams } from 'react-router-dom';
import { AI_TEXTS } from '@school/contracts';
import { Button } from '@school/ui';
import { ChatView } from '../components/chat/ChatView';
import { ChatHistory } from '../features/history/ChatHistory';
import './ai-chat-page.css';

/** /aichat: the conversation (?chatId=, a new chat without it) beside the paged history (?page=). */
export default function AiChatPage() {
  const [params, setParams] = useSearchParams();
  const chatId = params.get('chatId');
  const page = Math.max(1, Number(params.get('page')) || 1);
  const update = (next: Record<string, string | null>) => {
    const p = new URLSearchParams(params);
    for (const [k, v] of Object.entries(next)) {
      if (v === null) p.delete(k);
      else p.set(k, v);
    }
    setParams(p);
  };
  return (
    <div className="aichat-page">
      <aside className="aichat-page__side">
        <Button onClick={() => update({ chatId: null })}>{AI_TEXTS.newChat}</Button>
        <ChatHistory page={page} selected={chatId} onPage={(n) => update({ page: String(n) })} onOpen={(id) => update({ chatId: id })} />
      </aside>
      <main className="aichat-page__chat">
        <h1>{AI_TEXTS.title}</h1>
        <ChatView
          key={chatId ?? 'new'}
          chatId={chatId}
          taskId={null}
          onConversation={(id) => {
            if (!chatId) update({ chatId: id });
          }}
        />
      </main>
    </div>
  );
}
