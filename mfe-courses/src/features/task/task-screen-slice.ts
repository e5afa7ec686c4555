import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { rootReducer } from '@school/api-client';

/** Read by the shell's assistant button: hidden on quiz and AI-chat task screens. */
export const taskScreenSlice = createSlice({
  name: 'taskScreen',
  initialState: { assistantHidden: false },
  reducers: {
    setAssistantHidden(state, action: PayloadAction<boolean>) {
      state.assistantHidden = action.payload;
    },
  },
});

rootReducer.inject(taskScreenSlice);

export const { setAssistantHidden } = taskScreenSlice.actions;
