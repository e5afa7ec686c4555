/** @jest-environment jsdom */
// jsdom lacks TextEncoder, which the contracts' schema library needs.
import '../../../../shared/workspace-testing/src/jsdom-globals';
import { reactRootPerTest } from '../../../../shared/workspace-testing/src/react-root';
import { act } from 'react';
import { Provider } from 'react-redux';
import { ApiPaths, ProjectType, RECOMMENDED_COVERS, T, TFun } from '@school/contracts';
import { makeStore } from '@school/api-client';
import { CoverPicker } from './CoverPicker';

/** The cover picker's 'Категории' tab is real: every project type's covers may be chosen. */
describe('the cover picker', () => {
  const view = reactRootPerTest();

  const button = (text: string) => [...view.host.querySelectorAll('button')].find((b) => b.textContent === text)!;
  const covers = () => [...view.host.querySelectorAll<HTMLImageElement>('[data-testid=cover-option] img')].map((img) => img.getAttribute('src'));

  it('offers the covers of every project type under Категории, starting with the project’s own, and picks one', () => {
    const onChange = jest.fn();
    act(() =>
      view.root.render(
        <Provider store={makeStore()}>
          <CoverPicker projectType={ProjectType.Python} value={null} onChange={onChange} />
        </Provider>,
      ),
    );
    expect(covers()).toHaveLength(RECOMMENDED_COVERS);
    act(() => button(TFun.coverTabs.categories).click());
    const categories = [...view.host.querySelectorAll('[data-testid=cover-category]')];
    expect(categories.map((c) => c.textContent)).toEqual(Object.values(T.projectTypeNames));
    expect(categories.find((c) => c.getAttribute('aria-pressed') === 'true')?.textContent).toBe(T.projectTypeNames[ProjectType.Python]);
    expect(covers()[0]).toBe(ApiPaths.cover(ProjectType.Python, 0));

    act(() => button(T.projectTypeNames[ProjectType.Scratch]).click());
    expect(covers()).toEqual(Array.from({ length: RECOMMENDED_COVERS }, (_, n) => ApiPaths.cover(ProjectType.Scratch, n)));
    act(() => (view.host.querySelectorAll<HTMLButtonElement>('[data-testid=cover-option]')[3]).click());
    expect(onChange).toHaveBeenCalledWith(ApiPaths.cover(ProjectType.Scratch, 3));
  });
});
