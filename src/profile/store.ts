/**
 * A profile's SQLite tables and queries: who it is (device secrets as hashes), settings,
 * email, push subscriptions, webhooks, the games its seats are in, the queue of notifications
 * to send (with retries and quiet-hours holds) and a short log of what was sent or failed.
 */
import type { GameSnapshot } from "../notify/jobs";
import type { Message } from "../notify/render";
import type { WebhookKind } from "../notify/webhook";
import { DEFAULT_SETTINGS, type Settings } from "./settings";
import type { Channel, EmailState } from "./api-types";

const SCHEMA = [
  `CREATE TABLE IF NOT EXISTS profile (
     id INTEGER PRIMARY KEY CHECK (id = 1),
     profile_id TEXT NOT NULL,
     created_at INTEGER NOT NULL,
     origin TEXT NOT NULL,
     settings TEXT NOT NULL,
     email TEXT,
     email_state TEXT NOT NULL DEFAULT 'none',
     email_code_hash TEXT,
     email_code_expires INTEGER,
     unsub_token TEXT,
     signin_code_hash TEXT,
     signin_expires INTEGER,
     digest_at INTEGER
   )`,
  `CREATE TABLE IF NOT EXISTS devices (hash TEXT PRIMARY KEY, created_at INTEGER NOT NULL, how TEXT NOT NULL)`,
  `CREATE TABLE IF NOT EXISTS push_subs (
     id INTEGER PRIMARY KEY AUTOINCREMENT,
     endpoint TEXT NOT NULL UNIQUE,
     p256dh TEXT NOT NULL,
     auth TEXT NOT NULL,
     created_at INTEGER NOT NULL,
     last_ok INTEGER,
     last_error TEXT
   )`,
  `CREATE TABLE IF NOT EXISTS webhooks (
     id INTEGER PRIMARY KEY AUTOINCREMENT,
     kind TEXT NOT NULL,
     url TEXT NOT NULL,
     secret TEXT,
     created_at INTEGER NOT NULL,
     last_ok INTEGER,
     last_error TEXT
   )`,
  `CREATE TABLE IF NOT EXISTS games (
     game_id TEXT NOT NULL,
     seat INTEGER NOT NULL,
     snapshot TEXT NOT NULL,
     your_turn INTEGER NOT NULL,
     waiting_since INTEGER,
     updated_at INTEGER NOT NULL,
     reminders_sent INTEGER NOT NULL DEFAULT 0,
     next_reminder_at INTEGER,
     PRIMARY KEY (game_id, seat)
   )`,
  `CREATE TABLE IF NOT EXISTS deliveries (
     id INTEGER PRIMARY KEY AUTOINCREMENT,
     channel TEXT NOT NULL,
     target INTEGER NOT NULL,
     game_id TEXT,
     kind TEXT NOT NULL,
     message TEXT NOT NULL,
     due_at INTEGER NOT NULL,
     attempts INTEGER NOT NULL DEFAULT 0,
     last_error TEXT
   )`,
  `CREATE TABLE IF NOT EXISTS delivery_log (
     id INTEGER PRIMARY KEY AUTOINCREMENT,
     at INTEGER NOT NULL,
     channel TEXT NOT NULL,
     target INTEGER NOT NULL,
     kind TEXT NOT NULL,
     game_id TEXT,
     ok INTEGER NOT NULL,
     detail TEXT NOT NULL
   )`,
];

const LOG_KEEP = 50;

export type { Channel, EmailState } from "./api-types";

export interface ProfileRow {
  profileId: string;
  createdAt: number;
  origin: string;
  settings: Settings;
  email: string | null;
  emailState: EmailState;
  emailCodeHash: string | null;
  emailCodeExpires: number | null;
  unsubToken: string | null;
  signinCodeHash: string | null;
  signinExpires: number | null;
  digestAt: number | null;
}

export interface PushRow {
  id: number;
  endpoint: string;
  p256dh: string;
  auth: string;
  createdAt: number;
  lastOk: number | null;
  lastError: string | null;
}

export interface WebhookRow {
  id: number;
  kind: WebhookKind;
  url: string;
  secret: string | null;
  createdAt: number;
  lastOk: number | null;
  lastError: string | null;
}

export interface GameRow {
  snapshot: GameSnapshot;
  yourTurn: boolean;
  waitingSince: number | null;
  updatedAt: number;
  remindersSent: number;
  nextReminderAt: number | null;
}

/** A message queued for one target. `message` is null for the digest (built when it is sent). */
export interface DeliveryRow {
  id: number;
  channel: Channel;
  target: number;
  gameId: string | null;
  kind: string;
  message: Message;
  dueAt: number;
  attempts: number;
}

export interface LogRow {
  at: number;
  channel: Channel;
  target: number;
  kind: string;
  gameId: string | null;
  ok: boolean;
  detail: string;
}

type Row = Record<string, SqlStorageValue>;

export class ProfileStore {
  constructor(private readonly sql: SqlStorage) {
    for (const statement of SCHEMA) sql.exec(statement);
  }

  load(): ProfileRow | null {
    const r = this.sql.exec<Row>("SELECT * FROM profile WHERE id = 1").toArray()[0];
    if (!r) return null;
    return {
      profileId: r.profile_id as string,
      createdAt: r.created_at as number,
      origin: r.origin as string,
      settings: { ...DEFAULT_SETTINGS, ...JSON.parse(r.settings as string) },
      email: r.email as string | null,
      emailState: r.email_state as EmailState,
      emailCodeHash: r.email_code_hash as string | null,
      emailCodeExpires: r.email_code_expires as number | null,
      unsubToken: r.unsub_token as string | null,
      signinCodeHash: r.signin_code_hash as string | null,
      signinExpires: r.signin_expires as number | null,
      digestAt: r.digest_at as number | null,
    };
  }

  save(p: ProfileRow): void {
    this.sql.exec(
      `INSERT OR REPLACE INTO profile (id, profile_id, created_at, origin, settings, email, email_state, email_code_hash,
         email_code_expires, unsub_token, signin_code_hash, signin_expires, digest_at)
       VALUES (1, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      p.profileId, p.createdAt, p.origin, JSON.stringify(p.settings), p.email, p.emailState, p.emailCodeHash,
      p.emailCodeExpires, p.unsubToken, p.signinCodeHash, p.signinExpires, p.digestAt,
    );
  }

  deviceHashes(): string[] {
    return this.sql.exec<{ hash: string }>("SELECT hash FROM devices").toArray().map((r) => r.hash);
  }

  addDevice(hash: string, how: string, at: number): void {
    this.sql.exec("INSERT OR IGNORE INTO devices (hash, created_at, how) VALUES (?, ?, ?)", hash, at, how);
  }

  pushSubs(): PushRow[] {
    return this.sql.exec<Row>("SELECT * FROM push_subs ORDER BY id").toArray().map((r) => ({
      id: r.id as number,
      endpoint: r.endpoint as string,
      p256dh: r.p256dh as string,
      auth: r.auth as string,
      createdAt: r.created_at as number,
      lastOk: r.last_ok as number | null,
      lastError: r.last_error as string | null,
    }));
  }

  /** Adds or refreshes a subscription (same endpoint: new keys); returns its id. */
  upsertPush(endpoint: string, p256dh: string, auth: string, at: number): number {
    this.sql.exec(
      `INSERT INTO push_subs (endpoint, p256dh, auth, created_at) VALUES (?, ?, ?, ?)
       ON CONFLICT (endpoint) DO UPDATE SET p256dh = excluded.p256dh, auth = excluded.auth, last_error = NULL`,
      endpoint, p256dh, auth, at,
    );
    return this.sql.exec<{ id: number }>("SELECT id FROM push_subs WHERE endpoint = ?", endpoint).one().id;
  }

  removePush(id: number): boolean {
    const removed = this.sql.exec("DELETE FROM push_subs WHERE id = ?", id).rowsWritten > 0;
    this.sql.exec("DELETE FROM deliveries WHERE channel = 'push' AND target = ?", id);
    return removed;
  }

  webhooks(): WebhookRow[] {
    return this.sql.exec<Row>("SELECT * FROM webhooks ORDER BY id").toArray().map((r) => ({
      id: r.id as number,
      kind: r.kind as WebhookKind,
      url: r.url as string,
      secret: r.secret as string | null,
      createdAt: r.created_at as number,
      lastOk: r.last_ok as number | null,
      lastError: r.last_error as string | null,
    }));
  }

  addWebhook(kind: WebhookKind, url: string, secret: string | null, at: number): number {
    this.sql.exec("INSERT INTO webhooks (kind, url, secret, created_at) VALUES (?, ?, ?, ?)", kind, url, secret, at);
    return this.sql.exec<{ id: number }>("SELECT last_insert_rowid() AS id").one().id;
  }

  removeWebhook(id: number): boolean {
    const removed = this.sql.exec("DELETE FROM webhooks WHERE id = ?", id).rowsWritten > 0;
    this.sql.exec("DELETE FROM deliveries WHERE channel = 'webhook' AND target = ?", id);
    return removed;
  }

  markTarget(channel: Channel, target: number, ok: boolean, detail: string, at: number): void {
    const table = channel === "push" ? "push_subs" : channel === "webhook" ? "webhooks" : null;
    if (!table) return;
    if (ok) this.sql.exec(`UPDATE ${table} SET last_ok = ?, last_error = NULL WHERE id = ?`, at, target);
    else this.sql.exec(`UPDATE ${table} SET last_error = ? WHERE id = ?`, detail.slice(0, 300), target);
  }

  game(gameId: string, seat: number): GameRow | null {
    const r = this.sql.exec<Row>("SELECT * FROM games WHERE game_id = ? AND seat = ?", gameId, seat).toArray()[0];
    return r ? gameRow(r) : null;
  }

  games(): GameRow[] {
    return this.sql.exec<Row>("SELECT * FROM games").toArray().map(gameRow);
  }

  gameCount(): number {
    return this.sql.exec<{ n: number }>("SELECT COUNT(*) AS n FROM games").one().n;
  }

  saveGame(g: GameRow): void {
    this.sql.exec(
      `INSERT OR REPLACE INTO games (game_id, seat, snapshot, your_turn, waiting_since, updated_at, reminders_sent, next_reminder_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
      g.snapshot.gameId, g.snapshot.seat, JSON.stringify(g.snapshot), g.yourTurn ? 1 : 0, g.waitingSince, g.updatedAt,
      g.remindersSent, g.nextReminderAt,
    );
  }

  removeGame(gameId: string, seat: number): void {
    this.sql.exec("DELETE FROM games WHERE game_id = ? AND seat = ?", gameId, seat);
    this.sql.exec("DELETE FROM deliveries WHERE game_id = ?", gameId);
  }

  dueReminders(now: number, limit: number): GameRow[] {
    return this.sql
      .exec<Row>("SELECT * FROM games WHERE next_reminder_at IS NOT NULL AND next_reminder_at <= ? ORDER BY next_reminder_at LIMIT ?", now, limit)
      .toArray()
      .map(gameRow);
  }

  enqueue(channel: Channel, target: number, message: Message, dueAt: number): void {
    this.sql.exec(
      "INSERT INTO deliveries (channel, target, game_id, kind, message, due_at) VALUES (?, ?, ?, ?, ?, ?)",
      channel, target, message.gameId, message.kind, JSON.stringify(message), dueAt,
    );
  }

  /** Drops queued messages about a game (a newer one replaces them, or they no longer apply). */
  dropQueued(gameId: string, kinds: readonly string[]): void {
    for (const kind of kinds) this.sql.exec("DELETE FROM deliveries WHERE game_id = ? AND kind = ?", gameId, kind);
  }

  dropChannel(channel: Channel): void {
    this.sql.exec("DELETE FROM deliveries WHERE channel = ?", channel);
  }

  dueDeliveries(now: number, limit: number): DeliveryRow[] {
    return this.sql
      .exec<Row>("SELECT * FROM deliveries WHERE due_at <= ? ORDER BY due_at, id LIMIT ?", now, limit)
      .toArray()
      .map((r) => ({
        id: r.id as number,
        channel: r.channel as Channel,
        target: r.target as number,
        gameId: r.game_id as string | null,
        kind: r.kind as string,
        message: JSON.parse(r.message as string) as Message,
        dueAt: r.due_at as number,
        attempts: r.attempts as number,
      }));
  }

  pendingDeliveries(): { channel: Channel; kind: string; gameId: string | null; dueAt: number; attempts: number; lastError: string | null }[] {
    return this.sql
      .exec<Row>("SELECT channel, kind, game_id, due_at, attempts, last_error FROM deliveries ORDER BY due_at LIMIT 50")
      .toArray()
      .map((r) => ({
        channel: r.channel as Channel,
        kind: r.kind as string,
        gameId: r.game_id as string | null,
        dueAt: r.due_at as number,
        attempts: r.attempts as number,
        lastError: r.last_error as string | null,
      }));
  }

  doneDelivery(id: number): void {
    this.sql.exec("DELETE FROM deliveries WHERE id = ?", id);
  }

  postpone(id: number, dueAt: number, attempts: number, error: string | null): void {
    this.sql.exec("UPDATE deliveries SET due_at = ?, attempts = ?, last_error = ? WHERE id = ?", dueAt, attempts, error, id);
  }

  /** Holds a delivery in flight until `until`, keeping its attempts and last error. */
  lease(id: number, until: number): void {
    this.sql.exec("UPDATE deliveries SET due_at = ? WHERE id = ?", until, id);
  }

  nextDelivery(): number | null {
    return this.sql.exec<{ t: number | null }>("SELECT MIN(due_at) AS t FROM deliveries").one().t ?? null;
  }

  nextReminder(): number | null {
    return this.sql.exec<{ t: number | null }>("SELECT MIN(next_reminder_at) AS t FROM games").one().t ?? null;
  }

  log(entry: LogRow): void {
    this.sql.exec(
      "INSERT INTO delivery_log (at, channel, target, kind, game_id, ok, detail) VALUES (?, ?, ?, ?, ?, ?, ?)",
      entry.at, entry.channel, entry.target, entry.kind, entry.gameId, entry.ok ? 1 : 0, entry.detail.slice(0, 300),
    );
    this.sql.exec("DELETE FROM delivery_log WHERE id <= (SELECT MAX(id) FROM delivery_log) - ?", LOG_KEEP);
  }

  recentLog(limit: number): LogRow[] {
    return this.sql
      .exec<Row>("SELECT * FROM delivery_log ORDER BY id DESC LIMIT ?", limit)
      .toArray()
      .map((r) => ({
        at: r.at as number,
        channel: r.channel as Channel,
        target: r.target as number,
        kind: r.kind as string,
        gameId: r.game_id as string | null,
        ok: r.ok === 1,
        detail: r.detail as string,
      }));
  }
}

function gameRow(r: Row): GameRow {
  return {
    snapshot: JSON.parse(r.snapshot as string) as GameSnapshot,
    yourTurn: r.your_turn === 1,
    waitingSince: r.waiting_since as number | null,
    updatedAt: r.updated_at as number,
    remindersSent: r.reminders_sent as number,
    nextReminderAt: r.next_reminder_at as number | null,
  };
}
