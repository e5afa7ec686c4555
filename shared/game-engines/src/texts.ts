/**
 * The Russian texts the engines show to learners live in the central catalogue
 * (shared/contracts/src/texts-game-engines.ts); the engines import them from here.
 */
export { COMMON_TEXTS, FLOWER_TEXTS, LABIRINT3D_TEXTS, LABIRINT_TEXTS, SPACE_MIX_TEXTS, TURTLE_TEXTS } from '@school/contracts';
