/** Poll data rules (spec 3.8, 5). */
export interface PollOption {
  text: string;
  uid: string;
  votes: number[];
}

export const POLL_UID_LENGTH = 5;

export function createPollUid(random: () => number = Math.random): string {
  const letters = 'abcdefghijklmnopqrstuvwxyz';
  let uid = '';
  for (let i = 0; i < POLL_UID_LENGTH; i++) uid += letters[Math.floor(random() * letters.length)];
  return uid;
}

export function createPollOption(text = '', random?: () => number): PollOption {
  return { text, uid: createPollUid(random), votes: [] };
}

function isPollOption(o: unknown): o is PollOption {
  if (!o || typeof o !== 'object') return false;
  const x = o as Record<string, unknown>;
  return (
    typeof x.text === 'string' &&
    typeof x.uid === 'string' &&
    Array.isArray(x.votes) &&
    x.votes.every((v) => typeof v === 'number')
  );
}

/** Options arriving from stored content: invalid ones are dropped. */
export function normalizePollOptions(raw: unknown): PollOption[] {
  if (!Array.isArray(raw)) return [];
  return raw.filter(isPollOption).map((o) => ({ text: o.text, uid: o.uid, votes: [...o.votes] }));
}

export function normalizePollQuestion(raw: unknown): string {
  return typeof raw === 'string' ? raw : '';
}

export function isValidNewPollQuestion(question: string): boolean {
  return question.trim().length > 0;
}

/** A vote is toggled per voter: voting again removes it. */
export function toggleVote(option: PollOption, voter: number): PollOption {
  const has = option.votes.includes(voter);
  return { ...option, votes: has ? option.votes.filter((v) => v !== voter) : [...option.votes, voter] };
}
