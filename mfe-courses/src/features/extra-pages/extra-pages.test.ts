import { ProjectType, type LessonResourceDto, type ProjectDto } from '@school/contracts';
import { engineOfPath, engineProjects, literatureKind, literatureOf, newEngineProjectPath } from './extra-pages';

const project = (id: number, projectType: number, createdAt: string, isDeleted = false) => ({ id, projectType, createdAt, isDeleted }) as ProjectDto;

describe('extra layout pages', () => {
  it('picks the engine by path and lists the student’s projects of it, newest first, without the trash', () => {
    expect(engineOfPath('/unity')).toBe(ProjectType.Unity);
    expect(engineOfPath('/godot')).toBe(ProjectType.Godot);
    expect(engineOfPath('/literature')).toBeNull();
    const all = [
      project(1, ProjectType.Unity, '2026-01-01T00:00:00Z'),
      project(2, ProjectType.Godot, '2026-02-01T00:00:00Z'),
      project(3, ProjectType.Unity, '2026-03-01T00:00:00Z'),
      project(4, ProjectType.Unity, '2026-04-01T00:00:00Z', true),
    ];
    expect(engineProjects(all, ProjectType.Unity).map((p) => p.id)).toEqual([3, 1]);
    expect(engineProjects(all, ProjectType.Godot).map((p) => p.id)).toEqual([2]);
  });

  it('starts a new engine project in the editor through the spec route', () => {
    expect(newEngineProjectPath(ProjectType.Godot, 7)).toBe(`/project?&app=main&projectType=5&title=${encodeURIComponent('Мой проект Godot')}&studentId=7`);
  });

  it('shows lesson resources as literature with their kind', () => {
    const rs = [
      { id: 1, name: 'Презентация урока', resourceType: 'Presentation', url: '/a.pdf' },
      { id: 2, name: 'Видео', resourceType: '9', url: '/v.mp4' },
      { id: 3, name: 'Обложка', resourceType: 'Thumb', url: '/t.png' },
      { id: 4, name: 'Пусто', resourceType: 'File', url: ' ' },
    ] as LessonResourceDto[];
    expect(literatureOf(rs).map((r) => r.id)).toEqual([1, 2]);
    expect(rs.map(literatureKind)).toEqual(['Презентация', 'Видео', 'Файл', 'Файл']);
  });
});
