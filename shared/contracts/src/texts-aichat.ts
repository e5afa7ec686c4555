import { T } from './texts';
import { COMMON_TEXTS, LABIRINT3D_TEXTS, LABIRINT_TEXTS, TURTLE_TEXTS, FLOWER_TEXTS, SPACE_MIX_TEXTS } from './texts-game-engines';

/**
 * Russian texts of the AI tutor (issue 17). The three texts quoted by the spec (platform-core 8)
 * live in `T.aiChat` and are re-exported here so the tutor's code reads one object.
 */
export const AI_TEXTS = {
  noTokens: T.aiChat.noTokens,
  networkError: T.aiChat.networkError,
  quizRefusal: T.aiChat.quizRefusal,
  // UI
  title: T.nav.aiChat,
  inputPlaceholder: 'Спроси помощника…',
  send: 'Отправить',
  expand: 'Развернуть',
  close: 'Закрыть',
  resize: 'Изменить ширину',
  thinking: 'Помощник думает…',
  you: 'Ты',
  assistant: 'Помощник',
  greeting: 'Привет! Я помогу разобраться с заданием. Расскажи, что не получается.',
  newChat: 'Новый чат',
  history: 'История чатов',
  historyEmpty: 'Чатов пока нет.',
  untitled: 'Чат без названия',
  prevPage: 'Назад',
  nextPage: 'Дальше',
  pageOf: (page: number, pages: number) => `Страница ${page} из ${Math.max(pages, 1)}`,
  tooFast: 'Слишком много сообщений подряд. Подожди немного и попробуй снова.',
  tooLong: (max: number) => `Сообщение слишком длинное: не больше ${max} символов.`,
  // AiChat task workspace
  goal: 'Цель разговора',
  conversationIsAnswer: 'Твой разговор с помощником и есть ответ. Когда цель достигнута, отправь его учителю.',
  sendToTeacher: 'Отправить учителю',
  studentConversation: 'Разговор ученика с помощником',
  noConversation: 'Ученик ещё не разговаривал с помощником.',
  // Server: the system prompt for the language model
  systemPrompt: [
    'Ты добрый и терпеливый помощник-наставник в онлайн-школе программирования для детей.',
    'Отвечай по-русски, коротко и просто, как для школьника.',
    'Помогай наводящими вопросами и подсказками: объясни, где искать ошибку и почему она возникает.',
    'Никогда не пиши готовое решение задания целиком и не давай полный правильный код.',
    'Можно показать маленький пример на другом материале, не на этом задании.',
    'Если ученик просит готовый ответ, мягко откажи и предложи следующий маленький шаг.',
  ].join('\n'),
  aiChatTaskPrompt: (goal: string) =>
    `Это задание-разговор. Цель, которую поставил учитель: «${goal}». Веди ученика к этой цели вопросами; не выполняй её за ученика.`,
  contextTask: 'Условие задания',
  contextAnswer: 'Текущий ответ ученика',
  contextRun: 'Последний запуск (вывод или ошибка)',
  // Server: the tutor without a language model (services/aichat/no-llm)
  offline: {
    intro: 'Сейчас я отвечаю без нейросети, но помогу разобраться.',
    goal: (goal: string) => `Цель задания: ${goal}`,
    noGoal: 'Перечитай условие задания: что должно получиться в конце?',
    atLine: (line: number) => `Посмотри на строку ${line}.`,
    atLineCode: (line: number, code: string) => `Посмотри на строку ${line}: ${code}`,
    noError: 'Я не вижу ошибки последнего запуска. Запусти программу и спроси меня снова, если что-то пойдёт не так. Сравни, что выводит программа, с тем, что требует задание.',
    unknownError: 'Программа остановилась с ошибкой. Прочитай последнюю строку сообщения: там название ошибки и подсказка, что случилось.',
    python: {
      NameError: (name: string | null) =>
        `NameError: Python не знает ${name ? `имя «${name}»` : 'это имя'}. Проверь, что переменная или функция создана выше этой строки и что имя написано точно так же (большие и маленькие буквы различаются).`,
      SyntaxError: 'SyntaxError: Python не может понять запись. Проверь двоеточие после if, for, while и def, парные скобки и кавычки.',
      IndentationError: 'IndentationError: неправильный отступ. Строки внутри if, for, while и def должны быть сдвинуты на одинаковое число пробелов (обычно 4).',
      TypeError: 'TypeError: операция не подходит для этих типов данных, например число складывается со строкой. Проверь типы: может, нужно int() или str()?',
      ValueError: 'ValueError: значение не подходит, например int() получил текст, а не число. Проверь, что именно ввели или передали.',
      ZeroDivisionError: 'ZeroDivisionError: деление на ноль. Проверь, чему равен делитель перед делением.',
      IndexError: 'IndexError: такого номера элемента в списке нет. Помни, что нумерация начинается с 0, а последний номер на один меньше длины списка.',
      KeyError: (key: string | null) =>
        `KeyError: в словаре нет ключа${key ? ` ${key}` : ''}. Проверь, как ключ записан, или используй .get().`,
      Timeout: 'Программа работала слишком долго и была остановлена. Похоже на бесконечный цикл: проверь, что условие while когда-нибудь станет ложным и что переменная в нём меняется.',
    },
    js: {
      ReferenceError: (name: string | null) =>
        `ReferenceError: ${name ? `«${name}»` : 'это имя'} не объявлено. Проверь, что переменная создана через let или const выше и что имя написано точно так же.`,
      TypeErrorNotFunction: (name: string | null) =>
        `TypeError: ${name ? `«${name}»` : 'это'} не функция. Проверь название функции и что она существует.`,
      TypeErrorOfUndefined: 'TypeError: значение пустое (undefined или null), а у него пытаются взять свойство. Проверь, что элемент или переменная найдены до использования.',
      SyntaxError: 'SyntaxError: ошибка в записи кода. Проверь парные скобки {}, () и кавычки, а также запятые и точки с запятой.',
      RangeError: 'RangeError: значение вне допустимых пределов, часто это бесконечная рекурсия: функция вызывает сама себя без остановки.',
    },
    games: {
      commandLimit: 'Программа получилась слишком длинной. Попробуй заменить повторяющиеся блоки циклом.',
      blockLimit: 'Блоков больше, чем разрешено. Подумай, какие блоки повторяются, и используй цикл.',
      addStartBlock: 'Все блоки программы должны быть прикреплены к блоку «При запуске».',
      programTooLong: 'Программа выполняется слишком долго: проверь, что цикл заканчивается.',
      notAtExit: 'Робот остановился не у выхода. Пройди программу по шагам пальцем по карте и найди, где робот свернул не туда.',
      blocked: 'Персонаж упёрся в препятствие. Посмотри, на каком шаге это случилось, и измени направление перед ним.',
      wrongItem: 'Действие не подходит к тому, что находится рядом. Проверь, что персонаж стоит в нужной клетке и смотрит в нужную сторону.',
      turtle: 'Рисунок отличается от образца. Сравни длины сторон и углы поворота с образцом.',
      flowers: 'Следи, чтобы воды было столько же, сколько цветов, и не забывай про защиту от насекомых.',
      mix: 'Смесь не получилась: сравни выбранные предметы с рецептом.',
    },
  },
} as const;

/** Block-game failure texts the offline tutor recognises, each with its hint. One source: the engines' texts. */
export const AI_GAME_FAILURES: readonly { match: string | RegExp; hint: string }[] = [
  { match: /^Превышен лимит команд/, hint: AI_TEXTS.offline.games.commandLimit },
  { match: COMMON_TEXTS.blockLimitExceeded, hint: AI_TEXTS.offline.games.blockLimit },
  { match: COMMON_TEXTS.addStartBlock, hint: AI_TEXTS.offline.games.addStartBlock },
  { match: COMMON_TEXTS.programTooLong, hint: AI_TEXTS.offline.games.programTooLong },
  { match: LABIRINT_TEXTS.notAtExit, hint: AI_TEXTS.offline.games.notAtExit },
  { match: LABIRINT3D_TEXTS.notOnTarget, hint: AI_TEXTS.offline.games.notAtExit },
  { match: LABIRINT3D_TEXTS.cellClosed, hint: AI_TEXTS.offline.games.blocked },
  { match: LABIRINT3D_TEXTS.cellMissing, hint: AI_TEXTS.offline.games.blocked },
  { match: LABIRINT3D_TEXTS.stoneBlocked, hint: AI_TEXTS.offline.games.blocked },
  { match: LABIRINT_TEXTS.nothingToPick, hint: AI_TEXTS.offline.games.wrongItem },
  { match: LABIRINT_TEXTS.noDoorHere, hint: AI_TEXTS.offline.games.wrongItem },
  { match: LABIRINT_TEXTS.wrongKey, hint: AI_TEXTS.offline.games.wrongItem },
  { match: LABIRINT3D_TEXTS.noDoorAhead, hint: AI_TEXTS.offline.games.wrongItem },
  { match: LABIRINT3D_TEXTS.noMatchingKey, hint: AI_TEXTS.offline.games.wrongItem },
  { match: LABIRINT3D_TEXTS.noMonsterAhead, hint: AI_TEXTS.offline.games.wrongItem },
  { match: TURTLE_TEXTS.mismatch, hint: AI_TEXTS.offline.games.turtle },
  { match: TURTLE_TEXTS.emptyDrawing, hint: AI_TEXTS.offline.games.turtle },
  { match: FLOWER_TEXTS.flowersDied, hint: AI_TEXTS.offline.games.flowers },
  { match: SPACE_MIX_TEXTS.powerFailure, hint: AI_TEXTS.offline.games.mix },
  { match: SPACE_MIX_TEXTS.spaceDebris, hint: AI_TEXTS.offline.games.mix },
];
