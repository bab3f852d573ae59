/**
 * What a change of the game means for each seat's clock and notifications, from `toAct`
 * before and after it: pure, so the room runs it inside the move's transaction.
 *
 * - A seat that newly must act gets a deadline (with a time limit) and a `your_turn` job, or
 *   `choice` when other seats must act at the same time.
 * - A seat whose time ran out gets `played_for_you`; the game's start and end are told to all.
 * - The player who made the move is never told about it; seats whose standing changed without
 *   anything to tell get a silent `sync` so their games list stays right.
 * - Only seats attached to a profile get jobs at all.
 */
import type { Seat } from "../games/contract";
import type { JobKind } from "../notify/jobs";
import type { SeatMeta } from "./seat-store";

export type ChangeBy = "player" | "timeout" | "auto" | "start";

export interface TurnChange {
  before: readonly Seat[];
  after: readonly Seat[];
  started: boolean;
  ended: boolean;
  /** The seat that moved (null when nobody did, e.g. the game started on a join). */
  mover: Seat | null;
  by: ChangeBy;
  /** The first move played for a seat whose time ran out (counts one timeout). */
  timedOut: boolean;
  meta: readonly SeatMeta[];
  limitMs: number | null;
  now: number;
}

export interface TurnPlan {
  /** Seats whose row changes, with their new value. */
  meta: SeatMeta[];
  jobs: { seat: Seat; kind: JobKind }[];
}

export function planTurn(change: TurnChange): TurnPlan {
  const { before, after, mover, by, now, limitMs } = change;
  const was = new Set(before);
  const is = new Set(after);
  const changed: SeatMeta[] = [];
  const jobs: { seat: Seat; kind: JobKind }[] = [];
  for (const old of change.meta) {
    const seat = old.seat;
    const next: SeatMeta = { ...old };
    const newlyActs = is.has(seat) && !was.has(seat);
    const stopsActing = was.has(seat) && !is.has(seat);
    if (limitMs === null) {
      // Without a time limit the room keeps no clock (the profile knows when its turn came).
    } else if (newlyActs) {
      next.waitingSince = now;
      next.deadline = old.auto ? null : Math.max(now, old.pausedUntil ?? 0) + limitMs;
    } else if (stopsActing || (!is.has(seat) && (old.deadline !== null || old.waitingSince !== null))) {
      next.waitingSince = null;
      next.deadline = null;
    }
    if (seat === mover) {
      if (by === "player") next.timeouts = 0;
      else if (change.timedOut) next.timeouts = old.timeouts + 1;
    }
    if (!sameMeta(old, next)) changed.push(next);

    if (old.profileId === null) continue;
    const kind = jobKind(change, seat, newlyActs, stopsActing);
    if (kind) jobs.push({ seat, kind });
  }
  return { meta: changed, jobs };
}

function jobKind(change: TurnChange, seat: Seat, newlyActs: boolean, stopsActing: boolean): JobKind | null {
  const ownMove = seat === change.mover && change.by === "player";
  const auto = change.meta[seat]?.auto === true;
  if (change.ended) return ownMove ? "sync" : "ended";
  if (seat === change.mover && change.timedOut) return "played_for_you";
  if (newlyActs && !ownMove && !auto) return change.after.length > 1 ? "choice" : "your_turn";
  if (change.started && !ownMove) return "started";
  if (newlyActs || stopsActing) return "sync";
  return null;
}

function sameMeta(a: SeatMeta, b: SeatMeta): boolean {
  return a.waitingSince === b.waitingSince && a.deadline === b.deadline && a.timeouts === b.timeouts;
}
