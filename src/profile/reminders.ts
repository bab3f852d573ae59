/**
 * When to remind a player that a game waits on them: first after their delay (default 24 h),
 * more at the same spacing, and one at 80% of the time limit when the game has one; at most 3
 * for one turn and none after the deadline.
 */
export const MAX_REMINDERS = 3;

export function reminderTimes(since: number, delayMs: number, deadline: number | null): number[] {
  if (deadline === null) return Array.from({ length: MAX_REMINDERS }, (_, i) => since + (i + 1) * delayMs);
  const late = since + 0.8 * (deadline - since);
  const early: number[] = [];
  for (let i = 1; early.length < MAX_REMINDERS - 1; i++) {
    const t = since + i * delayMs;
    if (t >= late) break;
    early.push(t);
  }
  return [...early, Math.round(late)];
}
