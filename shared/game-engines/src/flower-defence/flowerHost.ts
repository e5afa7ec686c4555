import type { CommandStatement, SensorCondition } from '../program/ast';
import { numberArg, stringArg } from '../program/args';
import { unknownBlockWarning } from '../program/executionMessages';
import type { CommandOutcome, ProgramHost } from '../program/interpreter';
import { FLOWER_TEXTS } from '../texts';
import { FLOWER_BLOCKS as B, FLOWER_SENSORS as S } from './blocks';
import { FLOWER_CONSTANTS } from './constants';
import type { FlowerAction, FlowerActionRecord, FlowerCounters } from './flowerState';

const ACTIONS: Readonly<Record<string, FlowerAction>> = {
  [B.buyFlower]: 'buy_flower',
  [B.addWater]: 'add_water',
  [B.addChemicals]: 'add_chemicals',
  [B.skip]: 'skip',
};

/** The program's view of one step: it knows the step number and the coming event. */
export class FlowerStepHost implements ProgramHost {
  readonly actions: FlowerActionRecord[] = [];
  readonly warnings: string[] = [];

  constructor(
    readonly counters: FlowerCounters,
    private readonly step: number,
    private readonly event: string,
  ) {}

  runCommand(command: CommandStatement): CommandOutcome {
    const action = ACTIONS[command.name];
    if (!action) {
      this.warnings.push(unknownBlockWarning(command.name));
      return 'continue';
    }
    this.actions.push({ action, blockId: command.id, ...this.apply(action) });
    return 'continue';
  }

  evaluateSensor(sensor: SensorCondition): boolean {
    const { min, max, default: fallback } = FLOWER_CONSTANTS.stepRange;
    switch (sensor.name) {
      case S.isStep:
        return Math.min(max, Math.max(min, Math.round(numberArg(sensor.args, 'STEP', fallback)))) === this.step;
      case S.eventIs:
        return stringArg(sensor.args, 'EVENT', '').toLowerCase() === this.event;
      default:
        this.warnings.push(unknownBlockWarning(sensor.name));
        return false;
    }
  }

  /** Spec 5: buying or adding needs more than 0 coins. */
  private apply(action: FlowerAction): { ok: boolean; error?: string } {
    if (action === 'skip') return { ok: true };
    if (this.counters.coins <= 0) return { ok: false, error: FLOWER_TEXTS.notEnoughCoins };
    this.counters.coins -= FLOWER_CONSTANTS.actionCost;
    if (action === 'buy_flower') this.counters.flowers += 1;
    else if (action === 'add_water') this.counters.water += 1;
    else this.counters.protection += 1;
    return { ok: true };
  }
}
