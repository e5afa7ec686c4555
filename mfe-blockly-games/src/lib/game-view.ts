import type { ComponentType, Ref } from 'react';
import type { GameName } from '@school/game-engines';
import type { WorkspaceJson } from '@school/game-engines/src/program/blocklyJson';
import type { GameMap } from './game-map';

export interface GameRunOutcome {
  success: boolean;
  message?: string;
  /** The run was stopped by the game's own reset control: no result to show. */
  cancelled?: boolean;
}

/** What the task screen asks of a game renderer. */
export interface GameViewHandle {
  /** Runs the engine on the program and animates it; resolves when the animation ends. */
  run(program: WorkspaceJson, highlight: (blockId: string | null) => void): Promise<GameRunOutcome>;
  /** Stops any animation and shows the level's start. */
  reset(): void;
}

export interface GameViewProps {
  config: GameMap;
  ref?: Ref<GameViewHandle>;
}

export type GameViews = Record<GameName, ComponentType<GameViewProps>>;

/** A promise resolved after `ms`, or rejected as cancelled when the token changes. */
export function createRunClock() {
  let token = 0;
  return {
    /** Starts a new run; earlier runs see themselves cancelled. */
    start(): number {
      return ++token;
    },
    cancel(): void {
      token++;
    },
    isCurrent(run: number): boolean {
      return run === token;
    },
    wait(run: number, ms: number): Promise<boolean> {
      return new Promise((resolve) => setTimeout(() => resolve(run === token), ms));
    },
  };
}
