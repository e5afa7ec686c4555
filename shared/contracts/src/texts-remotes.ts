/**
 * Russian texts of loading the remotes (the manifest of sections and the workspace contract version)
 * and of the shell's frame around them.
 */
export const TRemotes = {
  manifestUnavailable: 'Не удалось загрузить список разделов платформы. Проверьте соединение и обновите страницу.',
  manifestInvalid:
    'Список разделов платформы повреждён, поэтому разделы не открываются. Обновите страницу; если ошибка повторится, сообщите администратору.',
  incompatible: (built: string, expected: string) =>
    `Этот раздел собран для другой версии платформы (версия ${built}, нужна ${expected}.x) и не может быть открыт. ` +
    'Обновите страницу позже: обновление уже готовится. Если ошибка не пройдёт, сообщите администратору.',
  pageNotServed: 'Этот раздел сейчас недоступен: ни один модуль платформы его не предоставляет.',
  reload: 'Обновить страницу',
  /** The button that opens the sidebar as a drawer on narrow screens. */
  menu: 'Меню',
} as const;
