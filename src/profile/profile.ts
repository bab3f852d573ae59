/**
 * One Durable Object per player profile (no account: a secret kept on the player's devices).
 * It holds the notification settings and channels, the games the player's seats are in, and
 * sends notifications from its alarm: after the rooms hand over their news, with quiet hours,
 * reminders, the daily digest, retries with backoff and a log the player can read.
 *
 * Every method the page reaches takes the device secret and checks it first (constant time).
 */
import { DurableObject } from "cloudflare:workers";
import { fail, ok, type RoomReply } from "../api/errors";
import type { DeliveredJob, GameSnapshot } from "../notify/jobs";
import { TOLD } from "../notify/jobs";
import { sendMail } from "../notify/email";
import { vapidFrom } from "../notify/push";
import { quietUntil } from "../notify/quiet-hours";
import { renderJob, testMessage, type Message } from "../notify/render";
import { sendWebhook, type WebhookKind } from "../notify/webhook";
import { findHash, hashSecret, newSecret, sameHash } from "../room/tokens";
import { applySnapshot, listGames, withReminder, type ListedGame } from "./games-list";
import { confirmationMail, signinMail } from "./mails";
import { runDeliveries, runDigest, runReminders } from "./sending";
import { DEFAULT_SETTINGS, HOUR_MS, type Settings } from "./settings";
import type { Channel, ProfileView } from "./api-types";
import { ProfileStore, type ProfileRow } from "./store";
import { Running } from "../room/running";

export const MAX_PUSH = 5;
export const MAX_WEBHOOKS = 5;
export const MAX_GAMES = 500;
const EMAIL_CODE_MS = 7 * 24 * HOUR_MS;
const SIGNIN_MS = HOUR_MS;
/** One confirmation or sign-in email a minute per profile, so the service cannot be used to flood an inbox. */
const RESEND_MS = 60_000;
/** Kinds about a turn: dropped from the queue once the game no longer waits on the player. */
export const TURN_KINDS = ["your_turn", "choice", "reminder"] as const;


export type { ProfileView };

export class Profile extends DurableObject<Env> {
  private readonly store: ProfileStore;
  private profile: ProfileRow | null;
  /** The alarm handler while it runs (tests wait for it). */
  private readonly alarmRun = new Running();

  constructor(ctx: DurableObjectState, env: Env) {
    super(ctx, env);
    this.store = new ProfileStore(ctx.storage.sql);
    this.profile = this.store.load();
  }

  // ---- creation and devices ----

  async init(profileId: string, secretHash: string, origin: string, timeZone: string | null): Promise<boolean> {
    if (this.profile) return false;
    const now = Date.now();
    const profile: ProfileRow = {
      profileId,
      createdAt: now,
      origin,
      settings: { ...DEFAULT_SETTINGS, ...(timeZone ? { timeZone } : {}) },
      email: null,
      emailState: "none",
      emailCodeHash: null,
      emailCodeExpires: null,
      unsubToken: null,
      signinCodeHash: null,
      signinExpires: null,
      digestAt: null,
    };
    this.ctx.storage.transactionSync(() => {
      this.store.save(profile);
      this.store.addDevice(secretHash, "created", now);
    });
    this.profile = profile;
    return true;
  }

  /** Whether `secret` is one of this profile's device secrets. */
  async verify(secret: string): Promise<boolean> {
    return (await this.auth(secret)) === null;
  }

  async me(secret: string): Promise<RoomReply<ProfileView>> {
    const denied = await this.auth(secret);
    if (denied) return denied;
    return ok(this.view());
  }

  /** A sign-in code from an emailed link becomes a new device secret. */
  async signin(code: string): Promise<RoomReply<{ secret: string }>> {
    const p = this.profile;
    if (!p || !p.signinCodeHash || p.signinExpires === null) return fail("forbidden", "This sign-in link is not valid.");
    if (!sameHash(await hashSecret(code), p.signinCodeHash)) return fail("forbidden", "This sign-in link is not valid.");
    if (p.signinExpires < Date.now()) return fail("expired", "This sign-in link has expired; ask for a new one.");
    const secret = newSecret();
    const hash = await hashSecret(secret);
    this.saveProfile({ ...p, signinCodeHash: null, signinExpires: null }, () => this.store.addDevice(hash, "email link", Date.now()));
    return ok({ secret });
  }

  // ---- settings ----

  async updateSettings(secret: string, patch: Partial<Settings>): Promise<RoomReply<ProfileView>> {
    const denied = await this.auth(secret);
    if (denied) return denied;
    const p = this.profile!;
    const settings: Settings = { ...p.settings, ...patch };
    this.saveProfile({ ...p, settings, digestAt: settings.digest ? p.digestAt : null }, () => {
      for (const row of this.store.games()) this.store.saveGame(withReminder(row, settings));
    });
    this.scheduleAlarm();
    return ok(this.view());
  }

  // ---- push ----

  async addPush(secret: string, sub: { endpoint: string; p256dh: string; auth: string }): Promise<RoomReply<{ id: number }>> {
    const denied = await this.auth(secret);
    if (denied) return denied;
    if (!vapidFrom(this.env)) return fail("push_unavailable", "This server has no Web Push keys set up.");
    const subs = this.store.pushSubs();
    if (!subs.some((s) => s.endpoint === sub.endpoint) && subs.length >= MAX_PUSH) {
      return fail("too_many_devices", `A profile takes push notifications on ${MAX_PUSH} devices at most; remove one first.`);
    }
    return ok({ id: this.store.upsertPush(sub.endpoint, sub.p256dh, sub.auth, Date.now()) }, 201);
  }

  async removePush(secret: string, which: { id?: number; endpoint?: string }): Promise<RoomReply<{ removed: boolean }>> {
    const denied = await this.auth(secret);
    if (denied) return denied;
    const sub = this.store.pushSubs().find((s) => s.id === which.id || s.endpoint === which.endpoint);
    return ok({ removed: sub ? this.store.removePush(sub.id) : false });
  }

  // ---- webhooks ----

  async addWebhook(secret: string, kind: WebhookKind, url: string): Promise<RoomReply<{ id: number; secret: string | null }>> {
    const denied = await this.auth(secret);
    if (denied) return denied;
    if (this.store.webhooks().length >= MAX_WEBHOOKS) return fail("too_many_webhooks", `A profile takes ${MAX_WEBHOOKS} webhooks at most.`);
    const key = kind === "json" ? newSecret() : null;
    return ok({ id: this.store.addWebhook(kind, url, key, Date.now()), secret: key }, 201);
  }

  async removeWebhook(secret: string, id: number): Promise<RoomReply<{ removed: boolean }>> {
    const denied = await this.auth(secret);
    if (denied) return denied;
    return ok({ removed: this.store.removeWebhook(id) });
  }

  /** Sends a test message to one webhook now and says how it went. */
  async testWebhook(secret: string, id: number): Promise<RoomReply<{ ok: boolean; status?: number; detail: string }>> {
    const denied = await this.auth(secret);
    if (denied) return denied;
    const hook = this.store.webhooks().find((h) => h.id === id);
    if (!hook) return fail("not_found", "There is no such webhook.");
    const outcome = await sendWebhook(hook, testMessage(Date.now()), this.origin());
    const now = Date.now();
    this.store.markTarget("webhook", id, outcome.ok, outcome.detail, now);
    this.store.log({ at: now, channel: "webhook", target: id, kind: "test", gameId: null, ok: outcome.ok, detail: outcome.detail });
    return ok({ ok: outcome.ok, ...(outcome.status !== undefined ? { status: outcome.status } : {}), detail: outcome.detail });
  }

  // ---- email ----

  /** Sets the address (pending) and sends the confirmation link; nothing else goes there until it is confirmed. */
  async setEmail(secret: string, address: string): Promise<RoomReply<ProfileView>> {
    const denied = await this.auth(secret);
    if (denied) return denied;
    const p = this.profile!;
    const now = Date.now();
    if (p.emailCodeExpires !== null && p.emailCodeExpires - EMAIL_CODE_MS > now - RESEND_MS) {
      return fail("too_many_requests", "A confirmation email was sent less than a minute ago; wait a moment.");
    }
    const code = newSecret();
    const next: ProfileRow = {
      ...p,
      email: address,
      emailState: "pending",
      emailCodeHash: await hashSecret(code),
      emailCodeExpires: now + EMAIL_CODE_MS,
      unsubToken: newSecret(),
    };
    this.saveProfile(next, () => this.store.dropChannel("email"));
    const outcome = await this.sendNow(confirmationMail(address, this.link(`/api/email/confirm/${p.profileId}.${code}`), this.unsubscribeUrl()));
    if (!outcome.ok) return fail("send_failed", `The confirmation email could not be sent (${outcome.detail}); try again later.`);
    return ok(this.view());
  }

  async removeEmail(secret: string): Promise<RoomReply<ProfileView>> {
    const denied = await this.auth(secret);
    if (denied) return denied;
    this.saveProfile({ ...this.profile!, email: null, emailState: "none", emailCodeHash: null, emailCodeExpires: null, unsubToken: null, digestAt: null }, () =>
      this.store.dropChannel("email"),
    );
    return ok(this.view());
  }

  async confirmEmail(code: string): Promise<RoomReply<{ address: string }>> {
    const p = this.profile;
    if (!p || !p.email || !p.emailCodeHash || p.emailCodeExpires === null) return fail("forbidden", "This confirmation link is not valid.");
    if (!sameHash(await hashSecret(code), p.emailCodeHash)) return fail("forbidden", "This confirmation link is not valid (a newer one may have been sent).");
    if (p.emailCodeExpires < Date.now()) return fail("expired", "This confirmation link has expired; enter your address again.");
    this.saveProfile({ ...p, emailState: "confirmed", emailCodeHash: null, emailCodeExpires: null });
    this.scheduleAlarm();
    return ok({ address: p.email });
  }

  /** Whether `token` is this profile's unsubscribe token (the GET page shows a button only then). */
  async checkUnsubscribe(token: string): Promise<string | null> {
    const p = this.profile;
    if (!p || !p.unsubToken || !p.email || !sameHash(token, p.unsubToken)) return null;
    return p.email;
  }

  async unsubscribe(token: string): Promise<RoomReply<{ address: string }>> {
    const address = await this.checkUnsubscribe(token);
    if (address === null) return fail("forbidden", "This unsubscribe link is not valid.");
    this.saveProfile({ ...this.profile!, emailState: "unsubscribed", emailCodeHash: null, emailCodeExpires: null, digestAt: null }, () =>
      this.store.dropChannel("email"),
    );
    return ok({ address });
  }

  /** Emails a one-time link (valid an hour) that opens this profile on another device. */
  async signinLink(secret: string): Promise<RoomReply<{ sentTo: string }>> {
    const denied = await this.auth(secret);
    if (denied) return denied;
    const p = this.profile!;
    if (p.emailState !== "confirmed" || !p.email) return fail("email_not_confirmed", "Confirm an email address first; the link is sent there.");
    if (p.signinExpires !== null && p.signinExpires - SIGNIN_MS > Date.now() - RESEND_MS) {
      return fail("too_many_requests", "A sign-in email was sent less than a minute ago; wait a moment.");
    }
    const code = newSecret();
    this.saveProfile({ ...p, signinCodeHash: await hashSecret(code), signinExpires: Date.now() + SIGNIN_MS });
    const outcome = await this.sendNow(signinMail(p.email, this.link(`/profile#signin=${p.profileId}.${code}`), this.unsubscribeUrl()));
    if (!outcome.ok) return fail("send_failed", `The email could not be sent (${outcome.detail}); try again later.`);
    return ok({ sentTo: p.email });
  }

  // ---- games ----

  async games(secret: string): Promise<RoomReply<{ games: ListedGame[] }>> {
    const denied = await this.auth(secret);
    if (denied) return denied;
    return ok({ games: listGames(this.store.games(), Date.now()) });
  }

  /** A seat was just attached (the Worker checked both secrets): list its game at once. */
  async track(secret: string, snapshot: GameSnapshot): Promise<RoomReply<{ tracked: true }>> {
    const denied = await this.auth(secret);
    if (denied) return denied;
    if (!this.store.game(snapshot.gameId, snapshot.seat) && this.store.gameCount() >= MAX_GAMES) {
      return fail("too_many_games", `A profile lists ${MAX_GAMES} games at most.`);
    }
    this.applyNews(snapshot, Date.now());
    this.scheduleAlarm();
    return ok({ tracked: true });
  }

  async untrack(secret: string, gameId: string, seat: number): Promise<RoomReply<{ untracked: true }>> {
    const denied = await this.auth(secret);
    if (denied) return denied;
    this.store.removeGame(gameId, seat);
    this.scheduleAlarm();
    return ok({ untracked: true });
  }

  /** News from a room (its outbox): update the games list and queue what must be told. */
  async receive(jobs: DeliveredJob[]): Promise<void> {
    if (!this.profile) return;
    const now = Date.now();
    this.ctx.storage.transactionSync(() => {
      for (const job of jobs) {
        if (job.kind === "detached") {
          this.store.removeGame(job.gameId, job.seat);
          continue;
        }
        const row = this.applyNews(job, job.at);
        if (!row) continue;
        if (!job.yourTurn) this.store.dropQueued(job.gameId, TURN_KINDS);
        if (TOLD.has(job.kind) && !job.visible) this.queue(renderJob(job, now), now);
      }
    });
    this.scheduleAlarm();
  }

  // ---- the alarm: reminders, digest, sending ----

  override async alarm(): Promise<void> {
    await this.alarmRun.run(this.runAlarm());
  }

  private async runAlarm(): Promise<void> {
    if (!this.profile) return;
    const ctx = { env: this.env, store: this.store, profile: () => this.profile!, origin: () => this.origin(), queue: (m: Message, now: number) => this.queue(m, now) };
    for (const step of [runReminders, runDigest, runDeliveries]) {
      try {
        await step(ctx, (p) => this.saveProfile(p));
      } catch (err) {
        console.error(`profile alarm: ${step.name}`, err);
      }
    }
    this.scheduleAlarm();
  }

  // ---- inside ----

  private applyNews(snapshot: GameSnapshot, at: number) {
    const row = applySnapshot(this.store.game(snapshot.gameId, snapshot.seat), snapshot, at, this.profile!.settings);
    if (row) this.store.saveGame(row);
    return row;
  }

  /** Queues a message for every channel, held until the quiet hours end if they are on now. */
  private queue(message: Message, now: number): void {
    const p = this.profile!;
    const s = p.settings;
    const due = quietUntil(now, s.timeZone, s.quietStart, s.quietEnd) ?? now;
    if (message.gameId !== null) this.store.dropQueued(message.gameId, [message.kind, ...(message.kind === "ended" ? TURN_KINDS : [])]);
    for (const sub of this.store.pushSubs()) this.store.enqueue("push", sub.id, message, due);
    for (const hook of this.store.webhooks()) this.store.enqueue("webhook", hook.id, message, due);
    if (p.emailState === "confirmed" && !s.digest) this.store.enqueue("email", 0, message, due);
  }

  private async sendNow(mail: Parameters<typeof sendMail>[1]) {
    const outcome = await sendMail(this.env, mail);
    this.store.log({ at: Date.now(), channel: "email", target: 0, kind: mail.kind, gameId: null, ok: outcome.ok, detail: outcome.detail });
    return outcome;
  }

  private saveProfile(p: ProfileRow, also?: () => void): void {
    this.ctx.storage.transactionSync(() => {
      this.store.save(p);
      also?.();
    });
    this.profile = p;
  }

  private origin(): string {
    return (this.env.PUBLIC_URL || this.profile!.origin).replace(/\/+$/, "");
  }

  private link(path: string): string {
    return `${this.origin()}${path}`;
  }

  private unsubscribeUrl(): string {
    return this.link(`/api/email/unsubscribe/${this.profile!.profileId}.${this.profile!.unsubToken}`);
  }

  private scheduleAlarm(): void {
    const p = this.profile;
    if (!p) return;
    const times = [this.store.nextDelivery(), this.store.nextReminder()];
    if (p.settings.digest && p.emailState === "confirmed") times.push(p.digestAt ?? Date.now());
    const due = times.filter((t): t is number => t !== null);
    const done = due.length ? this.ctx.storage.setAlarm(Math.min(...due)) : this.ctx.storage.deleteAlarm();
    done.catch((err) => console.error("profile: setting the alarm failed", err));
  }

  private async auth(secret: string): Promise<RoomReply<never> | null> {
    if (!this.profile) return fail("not_found", "There is no such profile.");
    const hash = await hashSecret(secret);
    return findHash(this.store.deviceHashes(), hash) >= 0 ? null : fail("forbidden", "This profile link's secret is not valid.");
  }

  private view(): ProfileView {
    const p = this.profile!;
    return {
      profileId: p.profileId,
      createdAt: p.createdAt,
      settings: p.settings,
      email: p.email ? { address: p.email, state: p.emailState } : null,
      push: this.store.pushSubs().map(({ id, endpoint, createdAt, lastOk, lastError }) => ({ id, endpoint, createdAt, lastOk, lastError })),
      webhooks: this.store.webhooks().map(({ id, kind, url, createdAt, lastOk, lastError }) => ({ id, kind, url, createdAt, lastOk, lastError })),
      vapidPublicKey: vapidFrom(this.env)?.publicKey ?? null,
      deliveries: this.store.recentLog(20).map(({ at, channel, kind, gameId, ok: done, detail }) => ({ at, channel, kind, gameId, ok: done, detail })),
      pending: this.store.pendingDeliveries(),
    };
  }
}
