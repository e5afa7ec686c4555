import { T } from './texts';

/**
 * Russian texts the block game engines (shared/game-engines) give learners as run results.
 * The texts quoted from the spec (block-games-and-rich-text.md, sections 4, 5 and 8) are taken
 * from `T.games`, so each exists once; the others are ours. The engines re-export these objects
 * from their own texts.ts. Warnings (skipped blocks, bad config pieces) are English console
 * logs for developers (spec 8) and are not here.
 */
export const COMMON_TEXTS = {
  /** spec 4.1: label of the start block. */
  startBlockLabel: T.games.startBlock,
  /** spec 8 */
  addStartBlock: T.games.addStartBlock,
  /** spec 4.1, 8 */
  commandLimitExceeded: T.games.commandLimit,
  /** spec 4.1, 8 */
  blockLimitExceeded: T.games.blockLimit,
  programTooLong: 'Программа выполняется слишком долго. Проверь циклы.',
  callsTooDeep: 'Функция вызывает сама себя слишком много раз.',
} as const;

export const TURTLE_TEXTS = {
  noReference: 'У задания нет образца рисунка для проверки.',
  emptyDrawing: 'Черепашка ничего не нарисовала.',
  mismatch: 'Рисунок не совпадает с образцом.',
} as const;

export const LABIRINT_TEXTS = {
  notAtExit: 'Робот не дошёл до выхода.',
  nothingToPick: 'Здесь нечего поднять.',
  noDoorHere: 'Здесь нет двери.',
  wrongKey: 'Нужен ключ того же цвета, что и дверь.',
  noBomb: 'У робота нет бомбы.',
  notAllVariants: (failed: number, total: number) =>
    `Программа не сработала в ${failed} из ${total} вариантов лабиринта.`,
  noRobot: 'На карте нет робота (клетка 2).',
} as const;

export const LABIRINT3D_TEXTS = {
  cellClosed: 'Бот не может пройти: впереди препятствие.',
  cellMissing: 'Бот не может пройти: впереди нет плитки.',
  nothingToPick: 'Здесь нечего поднять.',
  notPickable: 'Это нельзя поднять.',
  inventoryFull: 'В инвентаре нет свободного места.',
  noDoorAhead: 'Впереди нет двери.',
  noMatchingKey: 'Нет ключа нужного цвета.',
  noMonsterAhead: 'Впереди нет монстра.',
  noGun: 'У бота нет очистителя.',
  noStoneAhead: 'Впереди нет камня.',
  stoneBlocked: 'Камень некуда толкнуть.',
  notOnTarget: 'Бот не дошёл до флага.',
  noBotStart: 'На карте нет бота (клетка 2).',
} as const;

export const FLOWER_TEXTS = {
  /** spec 4.5 */
  gameStarted: T.games.gameStarted,
  /** spec 5, 8 */
  notEnoughCoins: T.notEnoughCoins,
  insectsAttacked: 'Насекомые напали на цветы!',
  protectionWorked: 'Защита сработала: насекомые не тронули цветы.',
  rain: 'Пошёл дождь: воды стало больше.',
  sunny: 'Солнечно: вода испаряется.',
  nothingHappened: 'Ничего не произошло.',
  flowersDied: 'Цветы погибли: воды должно быть столько же, сколько цветов.',
  won: 'Цветы спасены!',
  noEvents: 'В конфиге нет событий игры.',
} as const;

export const SPACE_MIX_TEXTS = {
  /** spec 5, 8 */
  noRecipe: T.games.noRecipe,
  nothingToMix: 'Не хватает предметов ни для одной смеси.',
  powerFailure: 'Сбой питания! Смесь не получилась.',
  spaceDebris: 'Получился космический мусор.',
} as const;
