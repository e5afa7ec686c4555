import type { CommandStatement } from '../program/ast';
import { numberArg, stringArg } from '../program/args';
import { unknownBlockWarning } from '../program/executionMessages';
import type { CommandOutcome, ProgramHost } from '../program/interpreter';
import { SPACE_MIX_BLOCKS as B } from './blocks';
import { isLabItem, unknownItemWarning } from './items';
import type { MixGroup } from './mixing';

/** Collects the mix groups a program describes, in program order. */
export class MixHost implements ProgramHost {
  readonly groups: MixGroup[] = [];
  readonly warnings: string[] = [];
  /** Group blocks being filled, innermost last; a nested group is a mix of its own. */
  private readonly open: MixGroup[] = [];
  /** The mix of loose items outside any group block, until a group block ends it. */
  private loose: MixGroup | null = null;

  runCommand(command: CommandStatement): CommandOutcome {
    if (command.name === B.group) {
      const group: MixGroup = { blockId: command.id, items: [] };
      this.loose = null;
      this.groups.push(group);
      this.open.push(group);
    } else if (command.name === B.item) {
      this.addItem(command);
    } else {
      this.warnings.push(unknownBlockWarning(command.name));
    }
    return 'continue';
  }

  finishCommand(command: CommandStatement): CommandOutcome {
    if (command.name === B.group) this.open.pop();
    return 'continue';
  }

  evaluateSensor(): boolean {
    return false;
  }

  private addItem(command: CommandStatement): void {
    const item = stringArg(command.args, 'ITEM', '');
    if (!isLabItem(item)) {
      this.warnings.push(unknownItemWarning(item));
      return;
    }
    let target = this.open.at(-1);
    if (!target) {
      if (!this.loose) this.groups.push((this.loose = { items: [] }));
      target = this.loose;
    }
    for (let count = Math.floor(numberArg(command.args, 'COUNT', 1)); count > 0; count--) target.items.push({ item, blockId: command.id });
  }
}
