/** Russian texts of the Scratch editor (task workspace and Fun Space project editor, mfe-scratch). */
export const TScratch = {
  loading: 'Загружаем редактор Scratch…',
  loadFailed: 'Не удалось загрузить проект. Попробуйте еще раз.',
  retry: 'Попробовать еще раз',
  editorTitle: 'Редактор Scratch',
  playerTitle: 'Проект Scratch',
  save: 'Сохранить',
  saving: 'Сохраняем…',
  saved: 'Проект сохранён',
  unsaved: 'Есть несохранённые изменения',
  savedLocally: 'Не удалось сохранить на сервер: проект сохранён в браузере, попробуем еще раз.',
  restored: 'Восстановлен несохранённый проект из браузера.',
  submit: 'Отправить на проверку',
  readOnly: 'Проект ученика: только просмотр. Нажми на флажок, чтобы запустить.',
  noProject: 'Ученик еще не сохранил проект.',
  /** /edit: the editor shows the task's starter project, the one every student begins with. */
  starterHint: 'Стартовый проект задания: с него начнёт каждый ученик. Изменения попадут в задание после «Сохранить» у задания.',
  starterReady: 'Стартовый проект загружен: осталось сохранить задание.',
} as const;
