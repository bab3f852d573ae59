/**
 * The room's SQLite tables and every query it runs. One row holds the game (its state as
 * JSON and its version); each accepted move adds one row to `moves` and one per event to
 * `events`, so a move writes a bounded number of rows however long the game has been.
 */
import type { GameEvent, Seat } from "../games/contract";
import { logForm } from "../games/event-log";
import type { RoomStatus } from "./reply-types";

const SCHEMA = [
  `CREATE TABLE IF NOT EXISTS room (
     id INTEGER PRIMARY KEY CHECK (id = 1),
     game_id TEXT NOT NULL,
     game TEXT NOT NULL,
     options TEXT NOT NULL,
     seat_count INTEGER NOT NULL,
     seed TEXT NOT NULL,
     invite_hash TEXT NOT NULL,
     created_at INTEGER NOT NULL,
     status TEXT NOT NULL,
     version INTEGER NOT NULL,
     state TEXT
   )`,
  `CREATE TABLE IF NOT EXISTS seats (
     seat INTEGER PRIMARY KEY,
     name TEXT NOT NULL,
     token_hash TEXT NOT NULL,
     joined_at INTEGER NOT NULL
   )`,
  `CREATE TABLE IF NOT EXISTS moves (
     version INTEGER PRIMARY KEY,
     seat INTEGER NOT NULL,
     idem_key TEXT,
     move TEXT NOT NULL,
     by TEXT NOT NULL,
     at INTEGER NOT NULL,
     reply TEXT
   )`,
  `CREATE UNIQUE INDEX IF NOT EXISTS moves_idem ON moves (seat, idem_key) WHERE idem_key IS NOT NULL`,
  `CREATE TABLE IF NOT EXISTS events (
     version INTEGER NOT NULL,
     idx INTEGER NOT NULL,
     to_seats TEXT,
     event TEXT NOT NULL,
     at INTEGER NOT NULL,
     PRIMARY KEY (version, idx)
   ) WITHOUT ROWID`,
];


export type { RoomStatus };

export interface RoomRow {
  gameId: string;
  game: string;
  options: unknown;
  seatCount: number;
  seed: string;
  inviteHash: string;
  createdAt: number;
  status: RoomStatus;
  version: number;
  state: unknown;
}

export interface SeatRow {
  seat: Seat;
  name: string;
  tokenHash: string;
}

export interface StoredEvent {
  version: number;
  to: Seat[] | null;
  event: GameEvent;
}

export interface StoredMove {
  version: number;
  seat: Seat;
  move: unknown;
  by: "player" | "timeout" | "auto";
}

export class RoomStorage {
  /** Rows written since the counter was last taken (for the per-move figure). */
  private written = 0;

  constructor(private readonly sql: SqlStorage) {
    for (const statement of SCHEMA) sql.exec(statement);
  }

  private run(query: string, ...bindings: unknown[]): void {
    this.written += this.sql.exec(query, ...bindings).rowsWritten;
  }

  /** Adds rows written by the room's other tables (seat-store.ts) to the per-move figure. */
  count(rows: number): void {
    this.written += rows;
  }

  takeRowsWritten(): number {
    const n = this.written;
    this.written = 0;
    return n;
  }

  loadRoom(): RoomRow | null {
    const row = this.sql.exec<Record<string, SqlStorageValue>>("SELECT * FROM room WHERE id = 1").toArray()[0];
    if (!row) return null;
    return {
      gameId: row.game_id as string,
      game: row.game as string,
      options: JSON.parse(row.options as string),
      seatCount: row.seat_count as number,
      seed: row.seed as string,
      inviteHash: row.invite_hash as string,
      createdAt: row.created_at as number,
      status: row.status as RoomStatus,
      version: row.version as number,
      state: row.state === null ? null : JSON.parse(row.state as string),
    };
  }

  insertRoom(room: RoomRow): void {
    this.run(
      `INSERT INTO room (id, game_id, game, options, seat_count, seed, invite_hash, created_at, status, version, state)
       VALUES (1, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      room.gameId, room.game, JSON.stringify(room.options), room.seatCount, room.seed, room.inviteHash,
      room.createdAt, room.status, room.version, room.state === null ? null : JSON.stringify(room.state),
    );
  }

  updateGame(status: RoomStatus, version: number, state: unknown): void {
    this.run("UPDATE room SET status = ?, version = ?, state = ? WHERE id = 1", status, version, JSON.stringify(state));
  }

  updateVersion(version: number): void {
    this.run("UPDATE room SET version = ? WHERE id = 1", version);
  }

  loadSeats(): SeatRow[] {
    return this.sql
      .exec<{ seat: number; name: string; token_hash: string }>("SELECT seat, name, token_hash FROM seats ORDER BY seat")
      .toArray()
      .map((r) => ({ seat: r.seat, name: r.name, tokenHash: r.token_hash }));
  }

  insertSeat(seat: Seat, name: string, tokenHash: string, at: number): void {
    this.run("INSERT INTO seats (seat, name, token_hash, joined_at) VALUES (?, ?, ?, ?)", seat, name, tokenHash, at);
  }

  /** `reply` is the answer first given to a keyed move, kept so that a retry gets the same answer. */
  insertMove(version: number, seat: Seat, key: string | null, move: unknown, by: StoredMove["by"], at: number, reply: unknown): void {
    this.run(
      "INSERT INTO moves (version, seat, idem_key, move, by, at, reply) VALUES (?, ?, ?, ?, ?, ?, ?)",
      version, seat, key, JSON.stringify(move), by, at, reply === null ? null : JSON.stringify(reply),
    );
  }

  findKeyedMove(seat: Seat, key: string): { version: number; reply: unknown } | null {
    const row = this.sql
      .exec<{ version: number; reply: string | null }>("SELECT version, reply FROM moves WHERE seat = ? AND idem_key = ?", seat, key)
      .toArray()[0];
    if (!row) return null;
    return { version: row.version, reply: row.reply === null ? null : JSON.parse(row.reply) };
  }

  loadMoves(uptoVersion: number): StoredMove[] {
    return this.sql
      .exec<{ version: number; seat: number; move: string; by: string }>(
        "SELECT version, seat, move, by FROM moves WHERE version <= ? ORDER BY version",
        uptoVersion,
      )
      .toArray()
      .map((r) => ({ version: r.version, seat: r.seat, move: JSON.parse(r.move), by: r.by as StoredMove["by"] }));
  }

  insertEvents(version: number, events: readonly GameEvent[], at: number): void {
    events.forEach((event, idx) => {
      const { to, ...rest } = logForm(event);
      this.run(
        "INSERT INTO events (version, idx, to_seats, event, at) VALUES (?, ?, ?, ?, ?)",
        version, idx, to ? JSON.stringify(to) : null, JSON.stringify(rest), at,
      );
    });
  }

  /** Events after `after`, whole versions only, at most about `limit` rows. */
  loadEvents(after: number, limit: number): { events: StoredEvent[]; more: boolean } {
    const rows = this.sql
      .exec<{ version: number; to_seats: string | null; event: string }>(
        "SELECT version, to_seats, event FROM events WHERE version > ? ORDER BY version, idx LIMIT ?",
        after, limit + 1,
      )
      .toArray();
    let more = false;
    if (rows.length > limit) {
      more = true;
      const lastVersion = rows[limit]!.version;
      while (rows.length > 0 && rows[rows.length - 1]!.version === lastVersion) rows.pop();
      if (rows.length === 0) {
        // One version alone exceeds the page: send it whole rather than stall the reader.
        return this.loadVersionEvents(lastVersion);
      }
    }
    return {
      more,
      events: rows.map((r) => ({ version: r.version, to: r.to_seats ? JSON.parse(r.to_seats) : null, event: JSON.parse(r.event) })),
    };
  }

  private loadVersionEvents(version: number): { events: StoredEvent[]; more: boolean } {
    const rows = this.sql
      .exec<{ version: number; to_seats: string | null; event: string }>(
        "SELECT version, to_seats, event FROM events WHERE version = ? ORDER BY idx",
        version,
      )
      .toArray();
    return {
      more: true,
      events: rows.map((r) => ({ version: r.version, to: r.to_seats ? JSON.parse(r.to_seats) : null, event: JSON.parse(r.event) })),
    };
  }
}
