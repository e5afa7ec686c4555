import { takeSseEvents } from './sse';

describe('takeSseEvents', () => {
  it('parses complete events and keeps the unfinished rest', () => {
    const { events, rest } = takeSseEvents('event: delta\ndata: {"text":"При"}\n\nevent: delta\ndata: {"text":"вет"}\n\nevent: do');
    expect(events).toEqual([
      { event: 'delta', data: { text: 'При' } },
      { event: 'delta', data: { text: 'вет' } },
    ]);
    expect(rest).toBe('event: do');
    expect(takeSseEvents(`${rest}ne\ndata: {"result":"Ok"}\n\n`).events).toEqual([{ event: 'done', data: { result: 'Ok' } }]);
  });
  it('skips malformed frames and accepts CRLF', () => {
    expect(takeSseEvents('data: not json\n\nevent: x\r\ndata: 1\r\n\r\n').events).toEqual([{ event: 'x', data: 1 }]);
  });
});
