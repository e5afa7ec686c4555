import { stepInDirection, turnDirection, type GridPoint } from '../common/gridDirection';
import { randomIndex, type Random } from '../common/random';
import type { CommandStatement, SensorCondition } from '../program/ast';
import { choiceArg } from '../program/args';
import { unknownBlockWarning } from '../program/executionMessages';
import type { CommandOutcome, ProgramHost } from '../program/interpreter';
import { LABIRINT3D_TEXTS as TEXTS } from '../texts';
import { LABIRINT3D_BLOCKS as B, LABIRINT3D_SENSORS } from './blocks';
import type { Labirint3dCommand, Labirint3dStep } from './botStep';
import { addItem, hasItem, keyItem, removeItem, type InventoryItem } from './inventory';
import { KEY_COLOURS, isOpenCell, type MapCell } from './mapCodes';
import { cellAt, type Labirint3dState } from './labirint3dState';

const COMMAND_NAMES: Readonly<Record<string, Labirint3dCommand>> = {
  [B.forward]: 'forward',
  [B.left]: 'left',
  [B.right]: 'right',
  [B.pickUp]: 'pick_up',
  [B.useKey]: 'use_key',
  [B.useGun]: 'use_gun',
  [B.move]: 'move',
};

type Change = Labirint3dStep['changes'][number];
/** What a command did: the failure text, or the changes to record. */
type Effect = { failure: string } | { changes: Change[]; pushing?: boolean; picked?: InventoryItem };

/** Applies bot commands (spec 4.4) and records one step per executed block. */
export class Labirint3dHost implements ProgramHost {
  readonly steps: Labirint3dStep[] = [];
  readonly warnings: string[] = [];
  failure: string | null = null;

  constructor(
    readonly state: Labirint3dState,
    private readonly random: Random,
  ) {}

  runCommand(command: CommandStatement): CommandOutcome {
    const name = COMMAND_NAMES[command.name];
    if (!name) {
      this.warnings.push(unknownBlockWarning(command.name));
      return 'continue';
    }
    const effect = this.apply(name);
    if ('failure' in effect) {
      this.failure = effect.failure;
      this.record(command.id, name, { ok: false, failureMessage: effect.failure });
      return 'stop';
    }
    this.record(command.id, name, { ok: true, ...effect });
    return 'continue';
  }

  evaluateSensor(sensor: SensorCondition): boolean {
    if (sensor.name !== LABIRINT3D_SENSORS.hasKey) {
      this.warnings.push(unknownBlockWarning(sensor.name));
      return false;
    }
    const colour = choiceArg(sensor.args, 'COLOR', KEY_COLOURS);
    const result = colour !== undefined && hasItem(this.state.inventory, keyItem(colour));
    this.record(sensor.id, 'condition', { ok: true, result });
    return result;
  }

  private apply(command: Labirint3dCommand): Effect {
    const { state } = this;
    const ahead = stepInDirection(state.bot, state.direction);
    const aheadCell = cellAt(state, ahead);
    switch (command) {
      case 'left':
      case 'right':
        state.direction = turnDirection(state.direction, command);
        return { changes: [] };
      case 'forward':
        if (!aheadCell?.tile) return { failure: TEXTS.cellMissing };
        if (!isOpenCell(aheadCell)) return { failure: TEXTS.cellClosed };
        state.bot = ahead;
        return { changes: [] };
      case 'pick_up':
        return this.pickUp();
      case 'use_key': {
        const door = aheadCell?.object;
        if (door?.kind !== 'door' || door.open) return { failure: TEXTS.noDoorAhead };
        if (!hasItem(state.inventory, keyItem(door.colour))) return { failure: TEXTS.noMatchingKey };
        state.inventory = removeItem(state.inventory, keyItem(door.colour));
        return { changes: [this.setObject(ahead, { ...door, open: true })] };
      }
      case 'use_gun':
        if (aheadCell?.object?.kind !== 'monster') return { failure: TEXTS.noMonsterAhead };
        if (!hasItem(state.inventory, 'gun')) return { failure: TEXTS.noGun };
        return { changes: [this.setObject(ahead, null)] };
      case 'move': {
        if (aheadCell?.object?.kind !== 'stone') return { failure: TEXTS.noStoneAhead };
        const behind = stepInDirection(ahead, state.direction);
        const behindCell = cellAt(state, behind);
        if (!behindCell?.tile || behindCell.object) return { failure: TEXTS.stoneBlocked };
        const changes = [this.setObject(behind, aheadCell.object), this.setObject(ahead, null)];
        state.bot = ahead;
        return { changes, pushing: true };
      }
      case 'condition':
        return { changes: [] };
    }
  }

  /** Keys, key boxes and the gun can be picked up; a key box yields a key of a random listed colour. */
  private pickUp(): Effect {
    const { state } = this;
    const object = cellAt(state, state.bot)?.object;
    if (!object) return { failure: TEXTS.nothingToPick };
    const item: InventoryItem | null =
      object.kind === 'key' ? keyItem(object.colour)
      : object.kind === 'keyBox' ? keyItem(object.colours[randomIndex(this.random, object.colours.length)])
      : object.kind === 'gun' ? 'gun'
      : null;
    if (!item) return { failure: TEXTS.notPickable };
    const inventory = addItem(state.inventory, item);
    if (!inventory) return { failure: TEXTS.inventoryFull };
    state.inventory = inventory;
    return { changes: [this.setObject(state.bot, null)], picked: item };
  }

  private setObject(point: GridPoint, object: MapCell['object']): Change {
    const cell = { tile: true, object };
    this.state.cells[point.y][point.x] = cell;
    return { ...point, cell };
  }

  private record(blockId: string | undefined, command: Labirint3dCommand, details: Partial<Labirint3dStep> & { ok: boolean }): void {
    const { bot, direction, inventory } = this.state;
    this.steps.push({ blockId, command, bot: { ...bot }, direction, inventory: inventory.map((slot) => ({ ...slot })), changes: [], ...details });
  }
}
