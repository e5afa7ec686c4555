import { DEFAULT_SEED, mulberry32 } from '../common/random';
import type { GameRunResult } from '../common/types';
import { reportWarnings, type WarningSink } from '../common/warnings';
import type { Program } from '../program/ast';
import { limitFailureMessage } from '../program/executionMessages';
import { runToEnd } from '../program/interpreter';
import { toProgram, type ProgramInput } from '../program/programInput';
import { FLOWER_TEXTS } from '../texts';
import { FLOWER_DIALECT } from './blocks';
import { FLOWER_CONSTANTS } from './constants';
import { FlowerStepHost } from './flowerHost';
import type { FlowerCounters, FlowerStep } from './flowerState';
import { eventSequence, isFlowerEventName, type FlowerEventNode } from './gameEvents';

/** The FlowerDefence part of blocklyGameMap (spec 3.4). */
export interface FlowerDefenceConfig {
  flowers: number;
  coins: number;
  gameEvents: FlowerEventNode | FlowerEventNode[];
  /** Water at the start; as much as there are flowers by default. */
  water?: number;
  /** Bug protection steps at the start; 0 by default. */
  protection?: number;
  /** map and item are drawn by the UI (`gardenLayout`, gardenMap.ts); they change no rule, so the game ignores them. */
  map?: unknown;
  item?: unknown;
}

export type FlowerDefenceRunResult = GameRunResult<FlowerStep>;

/**
 * Plays the events in order (spec 4.5). On each step the program runs first (buying and adding
 * with coins), then the event happens: rain +1 water, sun -1 water (not below 0), an attack kills
 * every flower unless protection is above 0. Then water must equal the flower count (0 = 0
 * included), or the flowers die; otherwise protection wears off by 1. With no event
 * left, or at 'end', the player wins.
 */
function play(config: FlowerDefenceConfig, input: ProgramInput, seed: number): FlowerDefenceRunResult {
  const { program, warnings } = toProgram(input, FLOWER_DIALECT);
  const flowers = wholeNumber(config.flowers);
  const counters: FlowerCounters = {
    coins: wholeNumber(config.coins),
    flowers,
    water: config.water === undefined ? flowers : wholeNumber(config.water),
    protection: wholeNumber(config.protection),
  };
  const events = eventSequence(config.gameEvents, mulberry32(seed));
  const steps: FlowerStep[] = [entry('start', counters, FLOWER_TEXTS.gameStarted)];
  if (events.length === 0) return { success: false, steps, failureMessage: FLOWER_TEXTS.noEvents, warnings };

  let stepNumber = 0;
  for (const event of events) {
    if (event === 'start') continue;
    if (event === 'end') break;
    if (!isFlowerEventName(event)) warnings.push(`Unknown event "${event}" played as skip`);
    stepNumber += 1;
    const { host, failureMessage } = runStep(program, counters, stepNumber, event);
    warnings.push(...host.warnings);
    const message = applyEvent(counters, event);
    steps.push({ ...entry('event', counters, message, host.actions), step: stepNumber, event, delayMs: FLOWER_CONSTANTS.eventDelayMs });
    if (failureMessage) return { success: false, steps, failureMessage, warnings };
    // Spec 4.5: only a difference loses; 0 flowers with 0 water (0 = 0) plays on.
    if (counters.water !== counters.flowers) {
      counters.flowers = 0;
      steps.push(entry('end', counters, FLOWER_TEXTS.flowersDied));
      return { success: false, steps, failureMessage: FLOWER_TEXTS.flowersDied, warnings };
    }
    counters.protection = Math.max(0, counters.protection - 1);
  }
  steps.push(entry('end', counters, FLOWER_TEXTS.won));
  return { success: true, steps, warnings };
}

function runStep(program: Program, counters: FlowerCounters, step: number, event: string) {
  const host = new FlowerStepHost(counters, step, event);
  const failureMessage = limitFailureMessage(runToEnd(program, host));
  return { host, failureMessage };
}

/** Applies the weather or the insects and returns the step's message. */
function applyEvent(counters: FlowerCounters, event: string): string {
  switch (event) {
    case 'raining':
      counters.water += 1;
      return FLOWER_TEXTS.rain;
    case 'sunny':
      counters.water = Math.max(0, counters.water - 1);
      return FLOWER_TEXTS.sunny;
    case 'attack':
      if (counters.protection > 0) return FLOWER_TEXTS.protectionWorked;
      counters.flowers = 0;
      return FLOWER_TEXTS.insectsAttacked;
    default:
      return FLOWER_TEXTS.nothingHappened;
  }
}

function entry(kind: FlowerStep['kind'], counters: FlowerCounters, message: string, actions: FlowerStep['actions'] = []): FlowerStep {
  return { kind, actions, message, counters: { ...counters }, delayMs: 0 };
}

function wholeNumber(value: unknown): number {
  const number = Number(value);
  return Number.isFinite(number) ? Math.max(0, Math.floor(number)) : 0;
}

/** Plays the program (see `play`); each skipped piece goes to `warn` (spec 8: console warnings only). */
export function runProgram(config: FlowerDefenceConfig, input: ProgramInput, seed: number = DEFAULT_SEED, warn?: WarningSink): FlowerDefenceRunResult {
  return reportWarnings(play(config, input, seed), warn);
}
