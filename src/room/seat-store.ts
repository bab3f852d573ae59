/**
 * The room's tables for the clock and notifications, beside the game's own (storage.ts):
 * the time limit, one row per seat (its profile, deadline, timeouts in a row, auto-player,
 * vacation) and the outbox of notification jobs (the transactional outbox: jobs are written in
 * the same transaction as the change they are about, and delivered later by the alarm).
 *
 * Separate tables, so rooms created before them need no migration: a missing row means the
 * defaults.
 */
import type { Seat } from "../games/contract";
import type { NotifyJob } from "../notify/jobs";

const SCHEMA = [
  `CREATE TABLE IF NOT EXISTS clock (
     id INTEGER PRIMARY KEY CHECK (id = 1),
     limit_ms INTEGER
   )`,
  `CREATE TABLE IF NOT EXISTS seat_meta (
     seat INTEGER PRIMARY KEY,
     profile_id TEXT,
     waiting_since INTEGER,
     deadline INTEGER,
     timeouts INTEGER NOT NULL DEFAULT 0,
     auto INTEGER NOT NULL DEFAULT 0,
     vacation_left INTEGER NOT NULL,
     paused_until INTEGER
   )`,
  `CREATE TABLE IF NOT EXISTS outbox (
     id INTEGER PRIMARY KEY AUTOINCREMENT,
     profile_id TEXT NOT NULL,
     job TEXT NOT NULL,
     due_at INTEGER NOT NULL,
     attempts INTEGER NOT NULL DEFAULT 0,
     last_error TEXT
   )`,
  `CREATE INDEX IF NOT EXISTS outbox_due ON outbox (due_at)`,
  // More tokens for a seat, issued to its profile's other devices (the seat's own token is in seats).
  `CREATE TABLE IF NOT EXISTS seat_tokens (
     hash TEXT PRIMARY KEY,
     seat INTEGER NOT NULL,
     created_at INTEGER NOT NULL
   )`,
];

export const DAY_MS = 24 * 60 * 60 * 1000;
/** Vacation a seat may take in one game, in all. */
export const VACATION_MS = 7 * DAY_MS;

export interface SeatMeta {
  seat: Seat;
  profileId: string | null;
  waitingSince: number | null;
  deadline: number | null;
  /** Times in a row the seat's time ran out. */
  timeouts: number;
  /** Handed to the auto-player: its moves are the game's fallback moves, played at once. */
  auto: boolean;
  vacationLeft: number;
  pausedUntil: number | null;
}

export interface OutboxRow {
  id: number;
  profileId: string;
  job: NotifyJob;
  attempts: number;
}

export function defaultMeta(seat: Seat): SeatMeta {
  return { seat, profileId: null, waitingSince: null, deadline: null, timeouts: 0, auto: false, vacationLeft: VACATION_MS, pausedUntil: null };
}

export class SeatStore {
  constructor(
    private readonly sql: SqlStorage,
    /** Counts rows written, for the room's per-move figure. */
    private readonly count: (rows: number) => void,
  ) {
    for (const statement of SCHEMA) sql.exec(statement);
  }

  private run(query: string, ...bindings: unknown[]): void {
    this.count(this.sql.exec(query, ...bindings).rowsWritten);
  }

  loadLimit(): number | null {
    const row = this.sql.exec<{ limit_ms: number | null }>("SELECT limit_ms FROM clock WHERE id = 1").toArray()[0];
    return row ? row.limit_ms : null;
  }

  saveLimit(limitMs: number | null): void {
    this.run("INSERT OR REPLACE INTO clock (id, limit_ms) VALUES (1, ?)", limitMs);
  }

  /** One entry per seat in `seats` order; defaults where no row was written. */
  loadMeta(seatCount: number): SeatMeta[] {
    const rows = new Map<number, SeatMeta>();
    for (const r of this.sql.exec<Record<string, SqlStorageValue>>("SELECT * FROM seat_meta").toArray()) {
      rows.set(r.seat as number, {
        seat: r.seat as number,
        profileId: (r.profile_id as string | null) ?? null,
        waitingSince: (r.waiting_since as number | null) ?? null,
        deadline: (r.deadline as number | null) ?? null,
        timeouts: r.timeouts as number,
        auto: r.auto === 1,
        vacationLeft: r.vacation_left as number,
        pausedUntil: (r.paused_until as number | null) ?? null,
      });
    }
    return Array.from({ length: seatCount }, (_, seat) => rows.get(seat) ?? defaultMeta(seat));
  }

  saveMeta(m: SeatMeta): void {
    this.run(
      `INSERT OR REPLACE INTO seat_meta (seat, profile_id, waiting_since, deadline, timeouts, auto, vacation_left, paused_until)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
      m.seat, m.profileId, m.waitingSince, m.deadline, m.timeouts, m.auto ? 1 : 0, m.vacationLeft, m.pausedUntil,
    );
  }

  loadTokens(): { seat: Seat; hash: string }[] {
    return this.sql.exec<{ seat: number; hash: string }>("SELECT seat, hash FROM seat_tokens ORDER BY created_at").toArray();
  }

  addToken(seat: Seat, hash: string, at: number): void {
    this.run("INSERT INTO seat_tokens (hash, seat, created_at) VALUES (?, ?, ?)", hash, seat, at);
  }

  dropTokens(seat: Seat): void {
    this.run("DELETE FROM seat_tokens WHERE seat = ?", seat);
  }

  enqueue(profileId: string, job: NotifyJob, dueAt: number): void {
    this.run("INSERT INTO outbox (profile_id, job, due_at) VALUES (?, ?, ?)", profileId, JSON.stringify(job), dueAt);
  }

  nextDue(): number | null {
    const row = this.sql.exec<{ due: number | null }>("SELECT MIN(due_at) AS due FROM outbox").toArray()[0];
    return row?.due ?? null;
  }

  due(now: number, limit: number): OutboxRow[] {
    return this.sql
      .exec<{ id: number; profile_id: string; job: string; attempts: number }>(
        "SELECT id, profile_id, job, attempts FROM outbox WHERE due_at <= ? ORDER BY id LIMIT ?",
        now, limit,
      )
      .toArray()
      .map((r) => ({ id: r.id, profileId: r.profile_id, job: JSON.parse(r.job) as NotifyJob, attempts: r.attempts }));
  }

  /** Takes jobs for one delivery attempt: nobody else picks them until `until` (then they are retried). */
  lease(ids: readonly number[], until: number): void {
    for (const id of ids) this.sql.exec("UPDATE outbox SET due_at = ? WHERE id = ?", until, id);
  }

  delivered(ids: readonly number[]): void {
    for (const id of ids) this.sql.exec("DELETE FROM outbox WHERE id = ?", id);
  }

  retryLater(ids: readonly number[], attempts: number, dueAt: number, error: string): void {
    for (const id of ids) {
      this.sql.exec("UPDATE outbox SET attempts = ?, due_at = ?, last_error = ? WHERE id = ?", attempts, dueAt, error.slice(0, 500), id);
    }
  }

  pendingCount(): number {
    return this.sql.exec<{ n: number }>("SELECT COUNT(*) AS n FROM outbox").one().n;
  }
}
