import { TaskType, WindowId } from '@school/contracts';
import { defineTaskKind, noConfig } from '../define';

/** Watching a video or reading a comic: the media are the task's files; finishing is the pass. */
function mediaKind(type: TaskType, task: string) {
  return defineTaskKind({
    type,
    pass: 'completion',
    windows: [WindowId.description],
    answerWindows: [],
    studentHidden: [],
    app: 'main',
    assistant: true,
    tutor: { language: 'blocks', role: 'helps' },
    parse: noConfig,
    example: { content: { taskText: [{ windowId: WindowId.description, text: task }] }, answer: [] },
  });
}

export const video = mediaKind(TaskType.Video, 'Посмотри видео урока.');
export const manga = mediaKind(TaskType.Manga, 'Прочитай комикс о циклах.');
