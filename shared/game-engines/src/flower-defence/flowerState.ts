/** The counters shown on the flower map. */
export interface FlowerCounters {
  coins: number;
  flowers: number;
  water: number;
  /** Steps of bug protection left; an attack is harmless while it is above 0. */
  protection: number;
}

export type FlowerAction = 'buy_flower' | 'add_water' | 'add_chemicals' | 'skip';

/** One action the program took on a step. */
export interface FlowerActionRecord {
  action: FlowerAction;
  blockId?: string;
  ok: boolean;
  /** 'Недостаточно средств' when there were no coins. */
  error?: string;
}

/** One entry of the step log the UI replays (each event entry shows for 2 s). */
export interface FlowerStep {
  kind: 'start' | 'event' | 'end';
  /** 1 for the first event after 'start'. */
  step?: number;
  event?: string;
  actions: FlowerActionRecord[];
  /** Russian message of the entry (toast, event outcome, win or loss). */
  message: string;
  /** Counters after the entry. */
  counters: FlowerCounters;
  delayMs: number;
}
