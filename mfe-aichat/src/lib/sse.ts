/** One server-sent event: its name and its parsed JSON data. */
export interface SseEvent {
  event: string;
  data: unknown;
}

/**
 * Splits a growing SSE text buffer into complete events; returns them and the unfinished rest.
 * Pure, so the stream reader and its tests share it.
 */
export function takeSseEvents(buffer: string): { events: SseEvent[]; rest: string } {
  const events: SseEvent[] = [];
  let rest = buffer.replace(/\r\n/g, '\n');
  let end: number;
  while ((end = rest.indexOf('\n\n')) >= 0) {
    const frame = rest.slice(0, end);
    rest = rest.slice(end + 2);
    let event = 'message';
    const dataLines: string[] = [];
    for (const line of frame.split('\n')) {
      if (line.startsWith('event:')) event = line.slice(6).trim();
      else if (line.startsWith('data:')) dataLines.push(line.slice(5).replace(/^ /, ''));
    }
    if (!dataLines.length) continue;
    try {
      events.push({ event, data: JSON.parse(dataLines.join('\n')) });
    } catch {
      // A malformed frame is skipped; the final `done` event carries the whole answer anyway.
    }
  }
  return { events, rest };
}
