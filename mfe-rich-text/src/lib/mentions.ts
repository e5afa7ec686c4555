/** Mention suggestions (spec 9): at most 5, with a simulated 500 ms lookup; names are a local list. */
export const MENTION_MAX = 5;
export const MENTION_DELAY_MS = 500;
export const MENTION_QUERY_MAX = 75;

const NAMES = [
  'Анна Сергеевна', 'Иван Петров', 'Мария Иванова', 'Алексей Смирнов', 'Екатерина Кузнецова', 'Дмитрий Попов',
  'Ольга Васильева', 'Сергей Соколов', 'Наталья Михайлова', 'Павел Новиков', 'Татьяна Фёдорова', 'Андрей Морозов',
  'Юлия Волкова', 'Максим Алексеев', 'Елена Лебедева', 'Артём Семёнов', 'Дарья Егорова', 'Никита Павлов',
];

export function findMentions(query: string): string[] {
  const q = query.toLowerCase().slice(0, MENTION_QUERY_MAX);
  return NAMES.filter((n) => n.toLowerCase().split(' ').some((part) => part.startsWith(q)) || n.toLowerCase().includes(q)).slice(0, MENTION_MAX);
}

export function lookupMentions(query: string): Promise<string[]> {
  return new Promise((resolve) => setTimeout(() => resolve(findMentions(query)), MENTION_DELAY_MS));
}
