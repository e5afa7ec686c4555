import { SolveStatus, WindowId, type TaskDto, type TaskType } from '@school/contracts';
import { windowText } from './define';
import { TASK_KINDS } from './registry';
import { studentTaskView } from './student-view';

/**
 * A full task DTO built from a type's example, as staff or a student receives it: the fixture
 * that workspace contract tests and service tests share, so a new type is covered once declared.
 */
export function exampleTaskDto(type: TaskType, options: { viewer?: 'staff' | 'student'; id?: number } = {}): TaskDto {
  const id = options.id ?? 1;
  const { content } = TASK_KINDS[type].example;
  const dto: TaskDto = {
    id,
    lessonId: 1,
    taskId: id,
    order: 1,
    parentId: null,
    taskName: `Пример: ${type}`,
    taskType: type,
    isOptional: false,
    isAutoCheck: TASK_KINDS[type].pass !== 'teacher',
    quiz: content.quiz
      ? { question: content.quiz.question, answers: content.quiz.answers.map((a, i) => ({ id: a.id ?? i + 1, text: a.text, isCorrect: a.isCorrect ?? false })) }
      : null,
    taskText: content.taskText.map((w, i) => ({ id: i + 1, taskId: id, windowId: w.windowId, text: w.text })),
    webResource: [],
    projectId: null,
    solveStatus: SolveStatus.Open,
    accessType: 0,
    studentId: null,
    title: `Пример: ${type}`,
    desc: windowText(content, WindowId.description),
  };
  return options.viewer === 'student' ? studentTaskView(dto, { staff: false, seed: id }) : dto;
}
