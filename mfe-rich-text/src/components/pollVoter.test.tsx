/** @jest-environment jsdom */
import { loggedIn, loggedOut, makeStore } from '@school/api-client';
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { SettingsProvider } from '../context/SettingsContext';
import { RichTextEditor } from './RichTextEditor';

// As in xss.test.tsx: one React for Lexical's bindings and this remote.
jest.mock('../../../node_modules/react', () => jest.requireActual('react'));
jest.mock('../../../node_modules/react/jsx-runtime', () => jest.requireActual('react/jsx-runtime'));
jest.mock('../../../node_modules/react-dom', () => jest.requireActual('react-dom'));
jest.mock('../../../node_modules/react-dom/client', () => jest.requireActual('react-dom/client'));
jest.mock('../styles/rich-text.css', () => ({}), { virtual: true });
jest.mock('../styles/rich-text-blocks.css', () => ({}), { virtual: true });
jest.mock('katex/dist/katex.min.css', () => ({}), { virtual: true });

(globalThis as unknown as { IS_REACT_ACT_ENVIRONMENT: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/** An unsigned token: the client only reads its payload (user_id, role). */
const token = (userId: number) =>
  ['{"alg":"none"}', JSON.stringify({ user_id: userId, role: 'student', exp: 4102444800 })].map((part) => Buffer.from(part).toString('base64url')).join('.') + '.x';
const session = (userId: number) => ({ token: token(userId), refreshToken: 'r', authExpire: 4102444800, refreshExpire: 4102444800 });

const doc = JSON.stringify({
  root: {
    type: 'root',
    version: 1,
    direction: null,
    format: '',
    indent: 0,
    children: [{ type: 'poll', version: 1, question: 'Какой язык?', options: [{ text: 'Python', uid: 'abcde', votes: [] }] }],
  },
});

describe('poll votes are kept per voter: the logged-in user (spec 3.8, 4.8)', () => {
  it('records each student under their own id, and voting again removes only that vote', async () => {
    const store = makeStore();
    const saved: string[] = [];
    const host = document.createElement('div');
    document.body.appendChild(host);
    const root = createRoot(host);
    await act(async () =>
      root.render(
        <Provider store={store}>
          <SettingsProvider>
            <RichTextEditor initialContent={doc} onChange={(json) => saved.push(json)} />
          </SettingsProvider>
        </Provider>,
      ),
    );
    const votes = () => (JSON.parse(saved.at(-1)!) as { root: { children: { options: { votes: number[] }[] }[] } }).root.children[0].options[0].votes;
    const box = () => host.querySelector<HTMLInputElement>('[data-testid="poll-option"] input[type="checkbox"]')!;

    await act(async () => store.dispatch(loggedIn(session(7))));
    await act(async () => box().click());
    expect(votes()).toEqual([7]);
    expect(box().checked).toBe(true);

    // Another student on the same content: not shown as voted, and their vote is a second one.
    await act(async () => store.dispatch(loggedIn(session(9))));
    expect(box().checked).toBe(false);
    await act(async () => box().click());
    expect(votes()).toEqual([7, 9]);
    await act(async () => box().click());
    expect(votes()).toEqual([7]);

    await act(async () => store.dispatch(loggedOut()));
    expect(box().checked).toBe(false);
    await act(async () => root.unmount());
    host.remove();
  });
});
