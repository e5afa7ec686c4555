// This remote's one declaration: exposes, manifest entries and page ids are derived from it.
// (Imported from the manifest module alone: scripts load this file without the whole contracts.)
import { defineRemote } from '@school/contracts/src/manifest';

export default defineRemote({
  name: 'aichat',
  port: 3005,
  title: 'ИИ-помощник',
  pages: {
    aichat: './src/pages/AiChatPage.tsx',
    assistantDrawer: './src/features/assistant/AssistantDrawer.tsx',
  },
  workspaces: {
    AiChat: './src/workspaces/AiChatWorkspace.tsx',
  },
});
