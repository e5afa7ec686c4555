/**
 * The Russian interface texts. Texts quoted by the specification are kept letter for letter;
 * the rest are the platform's own labels. UI code reads texts from here only.
 */
export const T = {
  // Navigation and layout (platform-core 2)
  nav: {
    tasks: 'Задания',
    onlineLesson: 'Онлайн урок',
    theory: 'Теория',
    home: 'Главная',
    hackathons: 'Хакатоны',
    funbox: 'Funbox',
    funSpace: 'Fun Space',
    coursesArchive: 'Архив курсов',
    logout: 'Выход',
    aiChat: 'ИИ-помощник',
  },
  brand: {
    defaultTitle: 'Школа программирования',
    onlinePlatformTitle: 'ONLINE PLATFORM',
  },
  leavePageConfirm: 'Вы уверены, что хотите покинуть страницу?',
  lessonFilters: {
    all: 'Все задания',
    unsolved: 'Нерешенные задания',
    onCheck: 'Задания на проверке',
  },
  chooseCourse: 'Выберите ваш курс!',
  courseNotStarted: 'Занятия еще не начались.',
  projectLoadFailed: 'Не удалось загрузить проект. Попробуйте еще раз.',
  globalError: {
    text: 'Извините, произошла ошибка. Передайте нам логи, чтобы мы могли помочь вам.',
    downloadLog: 'Скачать лог',
    home: 'Домой',
  },
  // Task screens
  show: 'Показать',
  status: {
    ManualCheck: 'На проверке',
    Solved: 'Решено',
    Wrong: 'Неправильно',
    Skipped: 'Пропущено',
    Open: 'Открыто',
    Nothing: 'Не начато',
  },
  results: {
    solved: 'Поздравляю!',
    sentToReview: 'Задание отправлено на проверку',
    wrongQuiz: 'Ответ неверный',
    next: 'Далее',
    accuracy: 'Точность',
    wpm: 'Слов в минуту',
  },
  skipConfirm: 'Ты уверен, что хочешь пропустить задание?',
  cancelCheckConfirm: 'Ты уверен, что хочешь отменить проверку?',
  presentationTab: 'Презентация',
  // Fun Space
  project: {
    title: 'Название',
    description: 'Описание',
    cancel: 'Отмена',
    save: 'Сохранить',
    access: 'Параметры доступа',
    materials: 'Материалы к проекту',
    videoPresentation: 'Видео презентация',
    presentation: 'Презентация',
    poster: 'Постер',
    scratchLoading: 'Загрузка проекта...',
    unknownType: 'Неизвестен',
    newProjectTitlePrefix: 'Project: ',
    imageNotFound: 'Image not found',
  },
  projectTypeNames: {
    1: 'Scratch',
    2: 'Python',
    3: 'Сайт',
    4: 'Unity',
    5: 'Godot',
    6: 'Roblox',
    7: 'Изображение',
    8: 'Презентация',
    10: 'Ссылка',
    11: 'Blender',
  } as Record<number, string>,
  listAccess: {
    1: 'Публичный',
    2: 'Приватный',
  } as Record<number, string>,
  // Toasts and errors (platform-core 8)
  toast: {
    solvedRight: 'Решено верно!',
    saved: 'Сохранено!',
    error: 'Ошибка!',
  },
  fileTooLarge: 'Размер файла не должен превышать 28 мегабайт!',
  aiChat: {
    noTokens: 'К сожалению, на сегодня я устал, обращайся за помощью завтра',
    networkError: 'Извиняюсь, произошла ошибка. Пожалуйста, попробуй еще раз позже.',
    quizRefusal: 'Извиняюсь, но я не могу помочь с квизами. Пожалуйста, обратись к учителю.',
  },
  projectErrors: {
    delete: 'Ошибка удаления проекта',
    restore: 'Ошибка восстановления проекта',
    fork: 'Ошибка создания форка проекта',
    update: 'Ошибка при обновлении проекта',
    like: 'Ошибка добавления лайка',
  },
  notEnoughCoins: 'Недостаточно средств',
  emptyProjects: 'У вас пока нет проектов в этой вкладке.',
  noPopularProjects: 'Популярные проекты не найдены.',
  loader: {
    noProjectId: 'Не указан projectId',
    noHash: 'Не указан hash',
    projectNotFound: 'Проект не найден',
  },
  // Block games (block-games-and-rich-text 8)
  games: {
    commandLimit: (used: number, max: number) => `Превышен лимит команд (${used}/${max})`,
    blockLimit: 'Превышен лимит блоков',
    addStartBlock: 'Добавьте блок "При запуске"!',
    startBlock: 'При запуске',
    noRecipe: 'В конфиге нет ни одного рецепта!',
    gameStarted: 'Игра началась 🚀',
    blocksUsed: (used: number, limit: number) => `Использовано блоков: ${used} / ${limit}`,
  },
  // Auth (platform's own texts)
  auth: {
    loginTitle: 'Вход',
    teacherLoginTitle: 'Вход для преподавателя',
    login: 'Логин',
    password: 'Пароль',
    submit: 'Войти',
    invalidCredentials: 'Неверный логин или пароль',
    tooManyAttempts: 'Слишком много попыток входа. Попробуйте через минуту.',
    sessionExpired: 'Сессия истекла. Войдите снова.',
  },
  // Remote loading
  remote: {
    loading: 'Загрузка...',
    failed: 'Не удалось загрузить раздел. Проверьте соединение и попробуйте еще раз.',
    retry: 'Повторить',
    unknownTaskType: 'Этот тип задания пока не поддерживается.',
  },
  browserWarning: {
    title: 'Ваш браузер не поддерживается',
    text: 'Некоторые задания могут работать неправильно. Установите свежую версию Chrome, Firefox, Edge или Safari.',
    ignore: 'Все равно продолжить',
  },
  home: {
    title: 'Мои курсы',
    lessonsProgress: (passed: number, total: number) => `Уроков пройдено: ${passed} из ${total}`,
    teacher: 'Преподаватель',
    noCourses: 'У вас пока нет курсов.',
    weekDays: ['Вс', 'Пн', 'Вт', 'Ср', 'Чт', 'Пт', 'Сб'] as readonly string[],
  },
  comingSoon: 'Раздел скоро появится',
  notFound: 'Страница не найдена',
  // Server-side errors (platform's own)
  server: {
    badRequest: 'Некорректный запрос',
    unauthorized: 'Требуется вход',
    forbidden: 'Нет доступа',
    notFound: 'Не найдено',
    internal: 'Внутренняя ошибка сервера',
    invalidRefresh: 'Недействительный токен обновления',
  },
} as const;

/** Name of a project type, or 'Неизвестен' for any other number. */
export function projectTypeName(type: number): string {
  return T.projectTypeNames[type] ?? T.project.unknownType;
}
