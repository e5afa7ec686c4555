import type { EntityManager } from '@mikro-orm/core';
import { TaskType } from '@school/contracts';
import {
  flowerDefence,
  labirint,
  labirint3d,
  solutionWorkspace,
  spaceMixLab,
  turtle,
  type DemoLevel,
  type GameName,
} from '@school/game-engines';
import { Course, CourseModule, Lesson } from '../learning/entities';
import { seedLessonContent } from './seed-learning';
import type { LessonPlan, TaskPlan } from './seed-learning-content';

export const BLOCK_GAMES_MODULE_TITLE = 'Блочные игры';

/** One level of a game as a task: the learner's description and optional block limits. */
interface LevelTask {
  levelId: string;
  description: string;
  /** Only the blocks the level needs, so young learners find them at once. */
  toolbox: string[];
  /** 'Превышен лимит команд (used/max)' above it. */
  maximumBlocks?: number;
  /** 'Превышен лимит блоков' above it. */
  blocks?: number;
}

interface GameLesson {
  title: string;
  game: GameName;
  levels: readonly DemoLevel<object, unknown>[];
  theory: string;
  tasks: LevelTask[];
}

const TURTLE_MOVES = ['turtle_forward', 'turtle_turn_right', 'turtle_turn_left'];
const BOT_MOVES = ['labirint3d_forward', 'labirint3d_left', 'labirint3d_right'];
const FLOWER_ACTIONS = ['flower_buy_flower', 'flower_add_water', 'flower_add_chemicals', 'flower_skip'];
const LAB_BLOCKS = ['spacemix_group', 'spacemix_item'];

/** A lesson per game, every level of the engine with its reference solution (spec issue 4, content). */
export const BLOCK_GAME_LESSONS: GameLesson[] = [
  {
    title: 'Черепашка рисует',
    game: 'Turtle',
    levels: turtle.TURTLE_LEVELS,
    theory:
      '# Черепашка\n\nЧерепашка ползёт по холсту и оставляет след. Блок «вперёд» двигает её, блоки «направо» и «налево» поворачивают на нужный угол. Блок «повторить» выполняет вложенные блоки несколько раз.',
    tasks: [
      {
        levelId: 'turtle-square',
        toolbox: [...TURTLE_MOVES, 'controls_repeat_ext'],
        description: 'Нарисуй квадрат со стороной 100. Подсказка: у квадрата четыре одинаковые стороны, после каждой черепашка поворачивает направо на 90 градусов. Блок «повторить» сэкономит место.',
        maximumBlocks: 6,
      },
      {
        levelId: 'turtle-red-triangle',
        toolbox: ['turtle_colour', ...TURTLE_MOVES, 'controls_repeat_ext'],
        description: 'Нарисуй красный треугольник со сторонами по 150. Сначала выбери красный цвет, потом три раза: вперёд и поворот направо на 120 градусов.',
        maximumBlocks: 6,
      },
      {
        levelId: 'turtle-star',
        toolbox: ['turtle_width', ...TURTLE_MOVES, 'controls_repeat_ext'],
        description: 'Нарисуй пятиконечную звезду линией толщиной 3. Каждый луч длиной 200, поворот направо на 144 градуса. Сколько раз нужно повторить?',
      },
      {
        levelId: 'turtle-maze',
        toolbox: [...TURTLE_MOVES, 'controls_repeat_ext'],
        description: 'Проведи черепашку по дорожке лабиринта: здесь один шаг — это одна клетка. Вперёд на 6, направо, вперёд на 4, налево и ещё вперёд на 3.',
      },
    ],
  },
  {
    title: 'Робот в лабиринте',
    game: 'Labirint',
    levels: labirint.LABIRINT_LEVELS,
    theory:
      '# Робот в лабиринте\n\nПрограмма робота начинается с блока «При запуске». Робот ходит по клеткам, берёт предметы, открывает двери ключом того же цвета и взрывает монстров бомбой. Стены, камни и монстры не пускают его дальше.',
    tasks: [
      {
        levelId: 'labirint-path',
        toolbox: ['labirint_start', 'labirint_move', 'controls_repeat_ext'],
        description: 'Доведи робота до выхода: два шага вправо и два шага вниз. Блоки ставь под «При запуске».',
        maximumBlocks: 6,
      },
      {
        levelId: 'labirint-key-door',
        toolbox: ['labirint_start', 'labirint_move', 'labirint_pick', 'labirint_open_door', 'controls_repeat_ext'],
        description: 'Подбери ключ и открой дверь того же цвета. Цвет каждый раз может быть другим, но ключ всегда подходит к двери.',
      },
      {
        levelId: 'labirint-bomb',
        toolbox: ['labirint_start', 'labirint_move', 'labirint_pick', 'labirint_set_bomb', 'controls_repeat_ext', 'controls_if', 'logic_negate', 'labirint_is_free'],
        description: 'Возьми бомбу. Иногда дорогу загораживает монстр: проверь, свободна ли клетка внизу, и если нет — поставь бомбу.',
      },
      {
        levelId: 'labirint-stone',
        toolbox: ['labirint_start', 'labirint_move', 'labirint_push', 'controls_repeat_ext'],
        description: 'Камень мешает пройти. Толкни его вправо и спустись к выходу.',
      },
    ],
  },
  {
    title: 'Бот и флаг',
    game: 'Labirint3D',
    levels: labirint3d.LABIRINT3D_LEVELS,
    theory:
      '# Бот в лабиринте\n\nБот выполняет команды по одной: вперёд, налево, направо, взять, открыть ключом, выстрелить и толкнуть камень. Программа живёт в блоке «При запуске». Задание выполнено, когда команды закончились, а бот стоит на клетке с флагом.',
    tasks: [
      {
        levelId: 'labirint3d-path',
        toolbox: [...BOT_MOVES, 'controls_repeat_ext'],
        description: 'Доведи бота до флага: два шага вперёд, поворот направо и ещё два шага вперёд. Можно использовать не больше 7 блоков.',
        blocks: 7,
      },
      {
        levelId: 'labirint3d-key-door',
        toolbox: [...BOT_MOVES, 'labirint3d_pick_up', 'labirint3d_use_key'],
        description: 'Впереди красная дверь. Подбери красный ключ, открой дверь и дойди до флага.',
      },
      {
        levelId: 'labirint3d-monster-stone',
        toolbox: [...BOT_MOVES, 'labirint3d_pick_up', 'labirint3d_use_gun', 'labirint3d_move', 'controls_repeat_ext'],
        description: 'Возьми бластер и прогони монстра выстрелом. Потом столкни камень с дороги и дойди до флага.',
      },
      {
        levelId: 'labirint3d-key-box',
        toolbox: [...BOT_MOVES, 'labirint3d_pick_up', 'labirint3d_use_key', 'labirint3d_condition'],
        description: 'В ящике лежит ключ, но какого цвета — заранее неизвестно. Проверь блоком условия, какой ключ у бота, и иди к двери его цвета.',
      },
    ],
  },
  {
    title: 'Защита цветов',
    game: 'FlowerDefence',
    levels: flowerDefence.FLOWER_LEVELS,
    theory:
      '# Защита цветов\n\nКаждый шаг приходит погода: дождь добавляет воду, солнце её забирает, а жуки съедают цветы без защиты. Воды должно быть ровно столько, сколько цветов. Цветок, вода и защита стоят по одной монете.',
    tasks: [
      {
        levelId: 'flowers-sunny-day',
        toolbox: ['flower_on_step', ...FLOWER_ACTIONS],
        description: 'Сегодня солнце высушит воду. На первом шаге добавь воды, чтобы цветку хватило.',
        maximumBlocks: 4,
      },
      {
        levelId: 'flowers-rain-and-bugs',
        toolbox: ['flower_on_step', ...FLOWER_ACTIONS],
        description: 'Сначала пойдёт дождь, потом прилетят жуки. На первом шаге купи цветок, на втором — защиту от насекомых, на третьем ничего не делай.',
      },
      {
        levelId: 'flowers-changeable-weather',
        toolbox: ['flower_if_event', 'flower_on_step', ...FLOWER_ACTIONS],
        description: 'Погода каждый раз разная. Научи программу отвечать на каждое событие: на дождь — купить цветок, на солнце — добавить воды, на жуков — защиту.',
      },
    ],
  },
  {
    title: 'Космическая лаборатория',
    game: 'SpaceMixLab',
    levels: spaceMixLab.SPACE_MIX_LEVELS,
    theory:
      '# Космическая лаборатория\n\nСобери в блоке «При запуске» набор предметов для смешивания. Машина берёт первый набор, для которого всего хватает. Порядок предметов не важен, важно, чтобы набор совпал с рецептом.',
    tasks: [
      {
        levelId: 'spacemix-jetpack',
        toolbox: LAB_BLOCKS,
        description: 'Собери реактивный ранец: смешай квантовую шестерёнку и звёздную пыль.',
        maximumBlocks: 4,
      },
      {
        levelId: 'spacemix-laser',
        toolbox: [...LAB_BLOCKS, 'controls_repeat_ext'],
        description: 'Собери лазерный бластер: энергетическое ядро и два лунных кристалла.',
      },
      {
        levelId: 'spacemix-teleport',
        toolbox: LAB_BLOCKS,
        description: 'Для телепорта нужны временная туманность, гироскопический подшипник и звёздное масло. Первый набор может не сработать — добавь запасной.',
      },
    ],
  },
];

/** The task of one level: the game map from the engine level, an empty workspace, the reference solution. */
export function levelTaskPlan(game: GameName, level: DemoLevel<object, unknown>, task: LevelTask): TaskPlan {
  const limits = { ...(task.maximumBlocks ? { maximumBlocks: task.maximumBlocks } : {}), ...(task.blocks ? { blocks: task.blocks } : {}) };
  return {
    name: level.title,
    type: TaskType.Blockly,
    autoCheck: true,
    texts: {
      description: task.description,
      // Turtle levels carry their baseCheck, rendered from the reference solution by the engine.
      blocklyGameMap: JSON.stringify({ game, toolbox: task.toolbox, ...level.config, ...limits }),
      blocksConfig: '1000',
      solution: JSON.stringify(solutionWorkspace(game, level.solution as never)),
    },
  };
}

export function blockGameLessonPlan(lesson: GameLesson): LessonPlan {
  return {
    theory: lesson.theory,
    tasks: lesson.tasks.map((task) => {
      const level = lesson.levels.find((l) => l.id === task.levelId);
      if (!level) throw new Error(`No ${lesson.game} level ${task.levelId}`);
      return levelTaskPlan(lesson.game, level, task);
    }),
  };
}

/** Adds the module 'Блочные игры' after the course's last module and lesson, one lesson per game. */
export async function seedBlockGames(em: EntityManager, course: Course): Promise<void> {
  const [moduleCount, lessonCount] = await Promise.all([em.count(CourseModule, { course }), em.count(Lesson, { course })]);
  const module = em.create(CourseModule, { course, moduleNumber: moduleCount + 1, title: BLOCK_GAMES_MODULE_TITLE });
  BLOCK_GAME_LESSONS.forEach((plan, i) => {
    const lesson = em.create(Lesson, { course, module, title: plan.title, order: lessonCount + i + 1 });
    seedLessonContent(em, lesson, blockGameLessonPlan(plan));
  });
  await em.flush();
}
