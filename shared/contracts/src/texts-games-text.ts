/** Russian texts of the block-games and rich-text round (issue 20, items 10-17). */
export const TGamesText = {
  labirint: {
    /** Spec 4.3 "Reset restores the map": the maze's reset control. */
    reset: 'Сбросить',
    resetTitle: 'Вернуть карту в начальное состояние',
  },
  turtle: {
    /** Spec 4.2 keeps 1 unit per 5 ms: the learner may choose to watch a long drawing faster. */
    faster: 'Быстрее',
    fasterTitle: 'Показать рисунок быстрее',
  },
} as const;
