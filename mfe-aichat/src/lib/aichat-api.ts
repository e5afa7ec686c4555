import { baseApi, unwrapData } from '@school/api-client';
import {
  ApiPaths,
  type AiChatDto,
  type AiChatHistoryPage,
  type AiChatHistoryQuery,
  type AiChatSendRequest,
  type AiChatSendResponse,
} from '@school/contracts';


function historyUrl({ page, taskId, studentId }: AiChatHistoryQuery): string {
  return `${ApiPaths.aiChatHistory(page)}${taskId ? `&taskId=${taskId}` : ''}${studentId ? `&studentId=${studentId}` : ''}`;
}

/** The tutor's calls, injected into the page's one api (one cache, one token refresh). */
export const aichatApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getAiChat: build.query<AiChatDto, string>({
      query: (chatId) => ApiPaths.aiChat(chatId),
      transformResponse: unwrapData<AiChatDto>,
      providesTags: (_r, _e, id) => [{ type: 'Chat', id }],
    }),
    getAiChatHistory: build.query<AiChatHistoryPage, AiChatHistoryQuery>({
      query: historyUrl,
      transformResponse: unwrapData<AiChatHistoryPage>,
      providesTags: [{ type: 'Chat', id: 'LIST' }],
      keepUnusedDataFor: 0,
    }),
    /** The JSON form of send: used when the stream cannot be had (e.g. the token needs a refresh). */
    sendAiChat: build.mutation<AiChatSendResponse, AiChatSendRequest>({
      query: (body) => ({ url: ApiPaths.aiChatSend, method: 'POST', body }),
      transformResponse: unwrapData<AiChatSendResponse>,
    }),
  }),
});

export const { useGetAiChatQuery, useGetAiChatHistoryQuery, useSendAiChatMutation } = aichatApi;
