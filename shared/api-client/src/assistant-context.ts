import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { AI_CHAT_MAX_CONTEXT_CHARS } from '@school/contracts';
import { rootReducer } from './store';

/**
 * What the AI tutor's drawer knows of the task screen besides the address (?taskId=): the output
 * or error of the last run, published by code workspaces (Python, JS, block games) with
 * publishRunOutput. Kept to the tail the server accepts (AI_CHAT_MAX_CONTEXT_CHARS).
 */
export interface AssistantContextState {
  taskId: number | null;
  output: string;
}

const initialState: AssistantContextState = { taskId: null, output: '' };

export const assistantContextSlice = createSlice({
  name: 'assistantContext',
  initialState,
  reducers: {
    publishRunOutput(state, action: PayloadAction<{ taskId: number; output: string }>) {
      const { taskId, output } = action.payload;
      state.taskId = taskId;
      state.output = output.length > AI_CHAT_MAX_CONTEXT_CHARS ? output.slice(-AI_CHAT_MAX_CONTEXT_CHARS) : output;
    },
    clearRunOutput() {
      return initialState;
    },
  },
});

rootReducer.inject(assistantContextSlice);

export const { publishRunOutput, clearRunOutput } = assistantContextSlice.actions;

/** The last run's output of this task, or '' when the last run was of another task (or none). */
export function selectRunOutput(state: object, taskId: number | null): string {
  const slice = (state as { assistantContext?: AssistantContextState }).assistantContext;
  return taskId !== null && slice?.taskId === taskId ? slice.output : '';
}
