/**
 * Delivers the room's outbox to the profiles, from the alarm: one call per profile with its
 * due jobs in order; a profile that fails is retried with backoff, and after some attempts
 * the jobs are dropped (the games list catches up with the next job anyway).
 */
import type { Seat } from "../games/contract";
import type { DeliveredJob } from "../notify/jobs";
import { backoffMs } from "../notify/backoff";
import type { OutboxRow, SeatStore } from "./seat-store";

/** Jobs taken in one alarm; the rest wait for the next (the alarm is set again at once). */
const BATCH = 200;
const MAX_ATTEMPTS = 8;
/** A delivery in flight holds its jobs this long; if the object dies meanwhile they are retried after it. */
const LEASE_MS = 60_000;

export async function deliverOutbox(
  store: SeatStore,
  isVisible: (seat: Seat) => boolean,
  send: (profileId: string, jobs: DeliveredJob[]) => Promise<void>,
): Promise<void> {
  const now = Date.now();
  const byProfile = new Map<string, OutboxRow[]>();
  const due = store.due(now, BATCH);
  store.lease(due.map((r) => r.id), now + LEASE_MS);
  for (const row of due) {
    const rows = byProfile.get(row.profileId) ?? [];
    rows.push(row);
    byProfile.set(row.profileId, rows);
  }
  await Promise.all(
    [...byProfile].map(async ([profileId, rows]) => {
      const ids = rows.map((r) => r.id);
      try {
        await send(profileId, rows.map((r) => ({ ...r.job, visible: isVisible(r.job.seat) })));
        store.delivered(ids);
      } catch (err) {
        const attempts = Math.max(...rows.map((r) => r.attempts)) + 1;
        const message = err instanceof Error ? err.message : String(err);
        if (attempts >= MAX_ATTEMPTS) {
          console.error(`outbox: giving up on profile ${profileId} after ${attempts} attempts: ${message}`);
          store.delivered(ids);
        } else {
          store.retryLater(ids, attempts, Date.now() + backoffMs(attempts), message);
        }
      }
    }),
  );
}
