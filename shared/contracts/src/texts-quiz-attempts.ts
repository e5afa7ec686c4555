/** Texts of the limits on quiz attempts (pauses between tries, the author's limit of tries). */

/** "1 секунду", "2 секунды", "5 секунд". */
export function secondsRu(n: number): string {
  const d10 = n % 10;
  const d100 = n % 100;
  const word = d10 === 1 && d100 !== 11 ? 'секунду' : d10 >= 2 && d10 <= 4 && (d100 < 12 || d100 > 14) ? 'секунды' : 'секунд';
  return `${n} ${word}`;
}

export const TQuizAttempts = {
  /** 429 QUIZ_COOLDOWN: the free tries are used, the next one after a pause. */
  cooldown: (seconds: number) => `Слишком много попыток подряд. Подумай ещё и попробуй снова через ${secondsRu(seconds)}.`,
  /** 409 QUIZ_NO_TRIES: the author's limit of tries is reached. */
  noTriesLeft: 'Попытки в этом задании закончились. Обратись к учителю.',
} as const;
