/** Russian texts of service-wide answers (helper F: services). */
export const TServices = {
  server: {
    /** 503 while the database is locked or unreachable. */
    dbUnavailable: 'Сервер сейчас перегружен или база данных недоступна. Попробуйте ещё раз через несколько секунд.',
    /** 503 when the server's file storage is read-only, full or failing: the upload was not kept. */
    storageUnavailable: 'Сервер сейчас не может сохранить файл. Попробуйте загрузить его ещё раз позже.',
  },
} as const;
