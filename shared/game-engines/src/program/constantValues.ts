import type { ArgValue } from './ast';
import { connectedBlock, type BlockJson } from './blocklyJson';
import { CORE_BLOCKS } from './coreBlocks';

/**
 * Folds a value block to a constant, or undefined when it is not a constant expression.
 * Arguments are constants so a program can be re-run anywhere without a JS evaluator.
 */
export function evaluateConstant(block: BlockJson | undefined): ArgValue | undefined {
  if (!block) return undefined;
  const fields = block.fields ?? {};
  switch (block.type) {
    case CORE_BLOCKS.mathNumber:
      return toNumber(fields.NUM);
    case CORE_BLOCKS.text:
      return typeof fields.TEXT === 'string' ? fields.TEXT : undefined;
    case CORE_BLOCKS.logicBoolean:
      return fields.BOOL === 'TRUE' || fields.BOOL === true;
    case CORE_BLOCKS.colourPicker:
      return typeof fields.COLOUR === 'string' ? fields.COLOUR : undefined;
    case CORE_BLOCKS.colourRgb:
      return rgbToHex(inputNumber(block, 'RED'), inputNumber(block, 'GREEN'), inputNumber(block, 'BLUE'));
    case CORE_BLOCKS.mathArithmetic:
      return arithmetic(String(fields.OP), inputNumber(block, 'A'), inputNumber(block, 'B'));
    default:
      return undefined;
  }
}

function inputNumber(block: BlockJson, name: string): number | undefined {
  const value = evaluateConstant(connectedBlock(block.inputs?.[name]));
  return typeof value === 'number' ? value : undefined;
}

function toNumber(value: unknown): number | undefined {
  const number = typeof value === 'number' ? value : typeof value === 'string' ? Number(value) : NaN;
  return Number.isFinite(number) ? number : undefined;
}

function arithmetic(op: string, a: number | undefined, b: number | undefined): number | undefined {
  if (a === undefined || b === undefined) return undefined;
  const result =
    op === 'ADD' ? a + b
    : op === 'MINUS' ? a - b
    : op === 'MULTIPLY' ? a * b
    : op === 'DIVIDE' ? a / b
    : op === 'POWER' ? a ** b
    : NaN;
  return Number.isFinite(result) ? result : undefined;
}

function rgbToHex(...channels: (number | undefined)[]): string | undefined {
  if (channels.some((channel) => channel === undefined)) return undefined;
  return (
    '#' +
    channels
      .map((percent) => Math.round((Math.min(100, Math.max(0, percent as number)) / 100) * 255))
      .map((byte) => byte.toString(16).padStart(2, '0'))
      .join('')
  );
}
