/**
 * The player's games, kept from what the rooms send (no room is read to list them): which
 * wait on the player and since when, and when the next reminder is due.
 */
import type { GameSnapshot } from "../notify/jobs";
import { reminderTimes } from "./reminders";
import { HOUR_MS, type Settings } from "./settings";
import type { ListedGame } from "./api-types";
import type { GameRow } from "./store";

export type { ListedGame };

/** The row after a room's news. Null when the news is older than what the row already has. */
export function applySnapshot(existing: GameRow | null, snap: GameSnapshot, at: number, settings: Settings): GameRow | null {
  if (existing && existing.snapshot.version > snap.version) return null;
  const newly = snap.yourTurn && !existing?.yourTurn;
  const waitingSince = !snap.yourTurn ? null : newly ? (snap.waitingSince ?? at) : (existing?.waitingSince ?? snap.waitingSince ?? at);
  const remindersSent = newly ? 0 : (existing?.remindersSent ?? 0);
  return withReminder({ snapshot: snap, yourTurn: snap.yourTurn, waitingSince, updatedAt: at, remindersSent, nextReminderAt: null }, settings);
}

/** Sets when the next reminder for this row is due (none when the game does not wait on the player). */
export function withReminder(row: GameRow, settings: Settings): GameRow {
  if (!row.yourTurn || row.waitingSince === null || row.snapshot.status !== "playing" || !settings.reminders) {
    return { ...row, nextReminderAt: null };
  }
  const times = reminderTimes(row.waitingSince, settings.reminderDelayHours * HOUR_MS, row.snapshot.deadline);
  return { ...row, nextReminderAt: times[row.remindersSent] ?? null };
}


const STATUS_ORDER = { playing: 0, waiting: 1, over: 2 } as const;

/** Games waiting on the player first (longest waiting first), then the rest, most recent first. */
export function listGames(rows: readonly GameRow[], now: number): ListedGame[] {
  return [...rows]
    .sort((a, b) => {
      if (a.yourTurn !== b.yourTurn) return a.yourTurn ? -1 : 1;
      if (a.yourTurn) return (a.waitingSince ?? 0) - (b.waitingSince ?? 0);
      const s = STATUS_ORDER[a.snapshot.status] - STATUS_ORDER[b.snapshot.status];
      return s !== 0 ? s : b.updatedAt - a.updatedAt;
    })
    .map((r) => ({
      gameId: r.snapshot.gameId,
      seat: r.snapshot.seat,
      game: r.snapshot.game,
      gameName: r.snapshot.gameName,
      status: r.snapshot.status,
      opponents: r.snapshot.opponents,
      yourTurn: r.yourTurn,
      waitingSince: r.waitingSince,
      waitedMs: r.waitingSince === null ? null : Math.max(0, now - r.waitingSince),
      deadline: r.yourTurn ? r.snapshot.deadline : null,
      ...(r.snapshot.summary ? { summary: r.snapshot.summary } : {}),
      url: `/g/${r.snapshot.gameId}`,
      updatedAt: r.updatedAt,
    }));
}
