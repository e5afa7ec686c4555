import type { ReviewItemDto } from '@school/contracts';
import { nextInQueue } from './next-in-queue';

const item = (studentId: number, taskId: number) =>
  ({ studentId, taskId, lessonId: 7, groupId: 3, studentTitle: '', groupTitle: '', courseId: 1, lessonTitle: '', taskName: '', taskType: 'PlainText', since: '' }) as ReviewItemDto;

describe('review queue: the next item', () => {
  it('opens the oldest other item on /check in queue mode', () => {
    expect(nextInQueue([item(1, 10), item(2, 11)], { studentId: 1, taskId: 10 })).toBe('/check?studentId=2&lessonId=7&taskId=11&groupId=3&queue=1');
  });
  it('returns to the queue page when nothing else waits', () => {
    expect(nextInQueue([item(1, 10)], { studentId: 1, taskId: 10 })).toBe('/teacher/review');
    expect(nextInQueue([], { studentId: 1, taskId: 10 })).toBe('/teacher/review');
  });
});
