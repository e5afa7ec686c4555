import type { GameRunResult } from '../common/types';
import { reportWarnings, type WarningSink } from '../common/warnings';
import { limitFailureMessage } from '../program/executionMessages';
import { runToEnd } from '../program/interpreter';
import { toProgram, type ProgramInput } from '../program/programInput';
import { COMMON_TEXTS, SPACE_MIX_TEXTS } from '../texts';
import { SPACE_MIX_DIALECT } from './blocks';
import { groupOf, type ItemGroup } from './items';
import { availableItems, findTarget, type SpaceMixLabConfig } from './labConfig';
import { MixHost } from './mixHost';
import { chooseGroup, mixResult } from './mixing';

/** What the lab shows, in order: items onto the conveyor one by one, lightning, the result. */
export type SpaceMixStep =
  | { kind: 'use_item'; item: string; group: ItemGroup; blockId?: string }
  | { kind: 'lightning' }
  | { kind: 'result'; result: string; success: boolean };

export interface SpaceMixLabRunResult extends GameRunResult<SpaceMixStep> {
  /** The target of the config's recipe, or null when it has none. */
  target: string | null;
  /** Index of the mix group taken, -1 when none was. */
  chosenGroup: number;
  /** The product, space_debris or power_failure; null when nothing was mixed. */
  result: string | null;
}

/** Spec 4.6. Mixing has no chance in it. */
function play(config: SpaceMixLabConfig, input: ProgramInput): SpaceMixLabRunResult {
  const { program, warnings } = toProgram(input, SPACE_MIX_DIALECT);
  const recipe = findTarget(config.targets);
  const fail = (failureMessage: string, extra: Partial<SpaceMixLabRunResult> = {}): SpaceMixLabRunResult => ({
    success: false,
    steps: [],
    failureMessage,
    warnings,
    target: recipe?.target ?? null,
    chosenGroup: -1,
    result: null,
    ...extra,
  });
  if (!recipe) return fail(SPACE_MIX_TEXTS.noRecipe);
  if (!program.hasStartBlock) return fail(COMMON_TEXTS.addStartBlock);

  const available = availableItems(config.sources, warnings);
  const host = new MixHost();
  const limitMessage = limitFailureMessage(runToEnd(program, host));
  warnings.push(...host.warnings);
  if (limitMessage) return fail(limitMessage);
  const chosenGroup = chooseGroup(host.groups, available);
  if (chosenGroup < 0) return fail(SPACE_MIX_TEXTS.nothingToMix);

  const items = host.groups[chosenGroup].items;
  const result = mixResult(items.map(({ item }) => item), recipe.recipe, recipe.target);
  const success = result === recipe.target;
  const steps: SpaceMixStep[] = [
    ...items.map(({ item, blockId }): SpaceMixStep => ({ kind: 'use_item', item, group: groupOf(item) as ItemGroup, blockId })),
    { kind: 'lightning' },
    { kind: 'result', result, success },
  ];
  const failureMessage = success ? undefined : result === 'power_failure' ? SPACE_MIX_TEXTS.powerFailure : SPACE_MIX_TEXTS.spaceDebris;
  return { success, steps, ...(failureMessage ? { failureMessage } : {}), warnings, target: recipe.target, chosenGroup, result };
}

/**
 * Mixes (see `play`); each skipped piece goes to `warn` once (spec 8). `_seed` is ignored (mixing
 * has no chance) and kept so every engine is called alike.
 */
export function runProgram(config: SpaceMixLabConfig, input: ProgramInput, _seed?: number, warn?: WarningSink): SpaceMixLabRunResult {
  return reportWarnings(play(config, input), warn);
}
