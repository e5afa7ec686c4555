/** Russian texts of the task-kind declarations (@school/task-kinds) and of the server's pass checks. */
export const TKinds = {
  /** Author-facing: a config window that does not parse (shown on save in /edit, 400 TASK_DATA_INVALID). */
  author: {
    typingTextEmpty: 'Впишите текст для печати.',
    typingGameConfig: 'Настройки игры: coinsPerWord — целое число не меньше 1, hintPrice — целое число не меньше 0.',
    frontendConfigBroken: 'Настройки страницы должны быть JSON-объектом.',
    scratchStarterUrl: 'starter должен быть адресом файла /api/files/...',
    blocklyLimit: (field: string) => `${field} должно быть целым числом не меньше 0`,
  },
  /** Student-facing refusals of a pass the server could not confirm. */
  server: {
    passNotVerified: 'Это задание проверяет учитель: отправь его на проверку.',
    noVerifier: 'Это задание нельзя засчитать без проверки на сервере, а проверка сейчас недоступна.',
    checkFailed: 'Решение не прошло проверку.',
    typingIncomplete: 'Текст напечатан не до конца.',
    typingWordsWrong: 'Не все слова напечатаны правильно.',
    /** A task whose type this school does not run: it shows the fallback screen and nothing passes it. */
    unknownKindPass: 'Этот тип задания пока не поддерживается, поэтому его нельзя засчитать.',
    /** 400 at the API boundary: a type or window id no registered kind declares. */
    unknownTaskType: (type: string) => `Неизвестный тип задания: ${type}.`,
    unknownWindow: (windowId: number) => `Неизвестное окно задания: ${windowId}.`,
  },
} as const;
