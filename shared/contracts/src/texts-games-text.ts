/** Russian texts of the block-games and rich-text round (issue 20, items 10-17). */
export const TGamesText = {
  labirint: {
    /** Spec 4.3 "Reset restores the map": the maze's reset control. */
    reset: 'Сбросить',
    resetTitle: 'Вернуть карту в начальное состояние',
  },
} as const;
