import { AI_CHAT_PAGE_SIZE, AI_TEXTS } from '@school/contracts';
import { Button, Spinner } from '@school/ui';
import { useGetAiChatHistoryQuery } from '../../lib/aichat-api';

/** The paged history of chats, newest first; choosing one opens it. */
export function ChatHistory({
  page,
  selected,
  onPage,
  onOpen,
}: {
  page: number;
  selected: string | null;
  onPage(page: number): void;
  onOpen(chatId: string): void;
}) {
  const { data, isLoading } = useGetAiChatHistoryQuery({ page });
  const pages = data ? Math.ceil(data.total / AI_CHAT_PAGE_SIZE) : 1;
  return (
    <nav className="aichat-history" aria-label={AI_TEXTS.history}>
      <h2>{AI_TEXTS.history}</h2>
      {isLoading && <Spinner />}
      {data && !data.chats.length && <p className="aichat-history__empty">{AI_TEXTS.historyEmpty}</p>}
      <ul>
        {data?.chats.map((c) => (
          <li key={c.chatId}>
            <button className={c.chatId === selected ? 'is-active' : undefined} onClick={() => onOpen(c.chatId)}>
              <span>{c.title || AI_TEXTS.untitled}</span>
              <time dateTime={c.updatedAt}>{new Date(c.updatedAt).toLocaleString('ru-RU', { dateStyle: 'short', timeStyle: 'short' })}</time>
            </button>
          </li>
        ))}
      </ul>
      {pages > 1 && (
        <div className="aichat-history__pager">
          <Button variant="ghost" disabled={page <= 1} onClick={() => onPage(page - 1)}>
            {AI_TEXTS.prevPage}
          </Button>
          <span>{AI_TEXTS.pageOf(page, pages)}</span>
          <Button variant="ghost" disabled={page >= pages} onClick={() => onPage(page + 1)}>
            {AI_TEXTS.nextPage}
          </Button>
        </div>
      )}
    </nav>
  );
}
