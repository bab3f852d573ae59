/** How long to wait before attempt `attempt + 1` of a failed delivery: 30 s, 2 min, 10 min, 1 h, then 6 h. */
const STEPS = [30_000, 2 * 60_000, 10 * 60_000, 60 * 60_000, 6 * 60 * 60_000];

export function backoffMs(attempt: number): number {
  return STEPS[Math.min(Math.max(attempt, 1), STEPS.length) - 1]!;
}
