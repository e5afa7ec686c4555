/** Russian texts of the web workspaces (JavaScript, web pages, code editor, file answers) and of their checks. */
export const TWeb = {
  js: {
    run: 'Запустить',
    stop: 'Остановить',
    check: 'Проверить',
    running: 'Программа выполняется…',
    stopped: 'Программа остановлена.',
    timeLimit: (seconds: number) => `Программа работала дольше ${seconds} с и была остановлена. Может быть, в ней бесконечный цикл?`,
    console: 'Консоль',
    consoleEmpty: 'Здесь появится то, что выведет программа.',
    runHint: 'Ctrl+Enter — запустить',
    finished: 'Программа завершилась.',
    noWorker: 'Этот браузер не умеет запускать программы в отдельном потоке. Открой задание в современном браузере.',
  },
  /** Verdicts of a JS check (window 7). */
  jsCheck: {
    assertionFailed: 'Проверка не пройдена.',
    programError: (message: string, line: number | null) =>
      line ? `Ошибка в программе (строка ${line}): ${message}` : `Ошибка в программе: ${message}`,
    timeLimit: 'Программа работала слишком долго и была остановлена. Может быть, в ней бесконечный цикл?',
    memoryLimit: 'Программе не хватило памяти.',
    brokenCheck: 'В проверке этого задания ошибка — это не твоя вина. Расскажи учителю.',
    noCode: 'Напиши программу перед проверкой.',
    /** The server check freezes the built-ins before the program runs. */
    builtinLocked: 'Встроенные объекты JavaScript (Array, JSON, String и другие) на проверке менять нельзя',
  },
  page: {
    tabs: { HTML: 'HTML', CSS: 'CSS', JS: 'JS' },
    preview: 'Результат',
    fullScreen: 'На весь экран',
    exitFullScreen: 'Свернуть',
    console: 'Консоль страницы',
    check: 'Проверить',
    checking: 'Проверяем…',
    results: 'Что нужно исправить',
    allPassed: 'Все проверки пройдены!',
    previewTitle: 'Предпросмотр страницы',
  },
  /** One message per failed expectation of a page check (window 8). `sel` is the author's selector. */
  frontendCheck: {
    missing: (sel: string) => `На странице нет элемента ${sel}.`,
    unexpected: (sel: string) => `На странице не должно быть элемента ${sel}.`,
    count: (sel: string, op: string, n: number, actual: number) =>
      `Элементов ${sel} должно быть ${op === '=' ? '' : `${op} `}${n}, а сейчас ${actual}.`,
    textEquals: (sel: string, expected: string, actual: string) =>
      `Текст элемента ${sel} должен быть «${expected}», а сейчас «${actual}».`,
    textContains: (sel: string, expected: string, actual: string) =>
      `В тексте элемента ${sel} должно быть «${expected}», а сейчас там «${actual}».`,
    styleEquals: (sel: string, prop: string, expected: string, actual: string) =>
      `У элемента ${sel} свойство ${prop} должно быть ${expected}, а сейчас ${actual || 'не задано'}.`,
    styleSet: (sel: string, prop: string) => `Задай элементу ${sel} свойство ${prop}.`,
    attrEquals: (sel: string, name: string, expected: string, actual: string) =>
      `У элемента ${sel} атрибут ${name} должен быть «${expected}», а сейчас «${actual}».`,
    attrSet: (sel: string, name: string) => `Добавь элементу ${sel} атрибут ${name}.`,
    clickMissing: (sel: string) => `Не на что нажать: на странице нет элемента ${sel}.`,
    typeMissing: (sel: string) => `Некуда ввести текст: на странице нет элемента ${sel}.`,
    afterAction: (sel: string) => `После нажатия на ${sel}: `,
    scriptFailed: 'Проверка страницы не пройдена.',
    scriptError: (message: string) => `Ошибка в скрипте страницы: ${message}`,
    timeLimit: 'Скрипт страницы работал слишком долго и был остановлен. Может быть, в нём бесконечный цикл?',
    brokenCheck: 'В проверке этого задания ошибка — это не твоя вина. Расскажи учителю.',
  },
  /** Author-facing: a page check (window 8) that does not parse. */
  author: {
    checkLine: (line: number, reason: string) => `Проверка страницы, строка ${line}: ${reason}`,
    unknownCommand: (word: string) => `неизвестная команда «${word}»`,
    needSelector: 'нужен селектор',
    needValue: 'нужно значение после = или ~',
    badCount: 'нужно сравнение и число, например: count li >= 3',
    badConfigTab: (tab: string) => `неизвестная вкладка «${tab}» (можно HTML, CSS, JS)`,
  },
  codeEditor: {
    language: 'Язык',
    placeholder: 'Напиши код здесь',
    send: 'Отправить на проверку',
  },
  files: {
    choose: 'Выбрать файлы',
    uploading: (name: string) => `Загружаем ${name}…`,
    uploadFailed: (name: string) => `Не удалось загрузить ${name}. Попробуй ещё раз.`,
    remove: 'Удалить',
    download: 'Скачать',
    empty: 'Файлы ещё не выбраны.',
    send: 'Отправить на проверку',
    noFiles: 'Добавь хотя бы один файл.',
    open: 'Открыть',
    size: (bytes: number) => (bytes >= 1024 * 1024 ? `${(bytes / 1024 / 1024).toFixed(1)} МБ` : `${Math.max(1, Math.round(bytes / 1024))} КБ`),
    listLabel: 'Загруженные файлы',
    downloadFailed: 'Не удалось скачать файл.',
  },
  project: {
    save: 'Сохранить',
    saved: 'Сохранено',
  },
} as const;
