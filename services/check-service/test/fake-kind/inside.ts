import { readFileSync } from 'node:fs';
import type { InsideLane } from '@school/task-kinds';

/**
 * The fake kind's sandboxed module: answers the text in capitals, and what it could see of the
 * host — the environment and a file outside the sandbox root — so the test can see the wall.
 */
const shoutInside: InsideLane<{ text: string; peek: string }, { shouted: string; keys: string[]; env: string[]; peeked: string }> = {
  start() {
    return Promise.resolve((job: { text: string; peek: string }) => {
      const { text, peek } = job;
      let peeked: string;
      try {
        peeked = readFileSync(peek, 'utf8');
      } catch (error) {
        peeked = `refused: ${(error as NodeJS.ErrnoException).code ?? 'error'}`;
      }
      if (text === 'loop') for (;;);
      return { shouted: text.toUpperCase(), keys: Object.keys(job), env: Object.keys(process.env), peeked };
    });
  },
};

export default shoutInside;
