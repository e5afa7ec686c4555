/** Russian texts of the Scratch player (stage, controls, monitors, questions, extension notices). */
export const TScratchPlayer = {
  greenFlag: 'Запустить',
  stop: 'Остановить',
  turbo: 'Турбо-режим',
  fullScreen: 'Во весь экран',
  exitFullScreen: 'Выйти из полноэкранного режима',
  stageLabel: 'Сцена Scratch: щёлкни, чтобы управлять с клавиатуры',
  answerPlaceholder: 'Напиши ответ',
  answerSubmit: 'Ответить',
  listLength: (n: number) => `длина ${n}`,
  listEmpty: '(пусто)',
  unsupportedTitle: 'Часть блоков этого проекта здесь не работает:',
  unsupportedTail: 'Остальной проект работает.',
  /** An extension id scratch-vm does not know (Scratch Lab, a mod): its blocks do nothing here. */
  unknownExtension: (id: string) => `Расширение «${id}» — здесь его нет`,
  /** The loading cover's progress line: the file, then its costumes and sounds. */
  loadingPercent: (percent: number) => `Загружено ${percent}%`,
  /** Extensions that need an outside service or a device, by scratch-vm extension id. */
  unsupported: {
    text2speech: 'Текст в речь — нужен внешний сервис',
    translate: 'Перевести — нужен внешний сервис',
    speech2text: 'Распознавание речи — нужен внешний сервис',
    videoSensing: 'Видеосенсор — нужна камера',
    faceSensing: 'Распознавание лица — нужна камера',
    microbit: 'micro:bit — нужно устройство',
    ev3: 'LEGO MINDSTORMS EV3 — нужно устройство',
    wedo2: 'LEGO WeDo 2.0 — нужно устройство',
    boost: 'LEGO BOOST — нужно устройство',
    gdxfor: 'Go Direct Force & Acceleration — нужно устройство',
  } as Readonly<Record<string, string>>,
  /** Monitor labels of the built-in reporters (Scratch's Russian names). */
  monitorLabels: {
    sensing_timer: 'таймер',
    sensing_answer: 'ответ',
    sensing_loudness: 'громкость',
    sensing_username: 'имя пользователя',
    sensing_current: 'текущее время',
    motion_xposition: 'положение x',
    motion_yposition: 'положение y',
    motion_direction: 'направление',
    looks_costumenumbername: 'костюм',
    looks_backdropnumbername: 'фон',
    looks_size: 'размер',
    sound_volume: 'громкость звука',
    music_getTempo: 'темп',
  } as Readonly<Record<string, string>>,
} as const;
