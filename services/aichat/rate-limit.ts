/**
 * Per-student sliding window of send times (one instance's memory: the daily token quota is the
 * limit shared across instances). Returns false when the student sent `max` messages in the last
 * minute.
 */
export function createRateLimiter(max: number, windowMs = 60_000) {
  const sent = new Map<number, number[]>();
  return function allow(studentId: number, now = Date.now()): boolean {
    const recent = (sent.get(studentId) ?? []).filter((t) => now - t < windowMs);
    if (recent.length >= max) {
      sent.set(studentId, recent);
      return false;
    }
    recent.push(now);
    sent.set(studentId, recent);
    return true;
  };
}
