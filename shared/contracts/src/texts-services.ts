/** Russian texts of service-wide answers (helper F: services). */
export const TServices = {
  server: {
    /** 503 while the database is locked or unreachable. */
    dbUnavailable: 'Сервер сейчас перегружен или база данных недоступна. Попробуйте ещё раз через несколько секунд.',
  },
} as const;
