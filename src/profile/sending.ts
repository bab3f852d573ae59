/**
 * The three jobs of a profile's alarm: reminders (asking the room first whether the game still
 * waits on the player and whether they are looking at it), the daily digest, and sending the
 * queue on every channel with quiet hours, retries with backoff, and a log of each outcome.
 */
import type { Presence } from "../room/game-room";
import { backoffMs } from "../notify/backoff";
import { sendMail } from "../notify/email";
import type { SendOutcome } from "../notify/outcome";
import { sendPush, vapidFrom } from "../notify/push";
import { nextDigestAt, nextLocalTime, quietUntil } from "../notify/quiet-hours";
import { renderJob, type Message } from "../notify/render";
import { sendWebhook } from "../notify/webhook";
import { listGames, withReminder } from "./games-list";
import { digestMail, eventMail } from "./mails";
import { HOUR_MS } from "./settings";
import type { DeliveryRow, ProfileRow, ProfileStore } from "./store";

export interface SendingContext {
  env: Env;
  store: ProfileStore;
  profile(): ProfileRow;
  origin(): string;
  queue(message: Message, now: number): void;
}

type Save = (p: ProfileRow) => void;

const REMINDER_BATCH = 20;
/** Work in flight holds its rows this long, so an overlapping run never sends twice; after a crash it is retried. */
const LEASE_MS = 60_000;
const SEND_BATCH = 50;
export const MAX_SEND_ATTEMPTS = 5;
/** Kinds that go out even in quiet hours (the player is waiting for them). */
const TRANSACTIONAL = new Set(["confirm", "signin", "test"]);
const TURN_KINDS = new Set(["your_turn", "choice", "reminder"]);

export async function runReminders(ctx: SendingContext): Promise<void> {
  const now = Date.now();
  const due = ctx.store.dueReminders(now, REMINDER_BATCH);
  for (const row of due) ctx.store.saveGame({ ...row, nextReminderAt: now + LEASE_MS });
  for (const row of due) {
    const { gameId, seat } = row.snapshot;
    let presence: Presence | null;
    try {
      presence = await ctx.env.GAME_ROOM.get(ctx.env.GAME_ROOM.idFromName(gameId)).presence(seat);
    } catch (err) {
      console.error(`reminder: room ${gameId} did not answer`, err);
      ctx.store.saveGame({ ...row, nextReminderAt: now + 10 * 60_000 });
      continue;
    }
    const fresh = ctx.store.game(gameId, seat);
    if (!fresh) continue;
    if (!presence || !presence.mustAct) {
      ctx.store.saveGame({ ...fresh, yourTurn: false, waitingSince: null, nextReminderAt: null });
    } else if (presence.pausedUntil !== null) {
      ctx.store.saveGame({ ...fresh, nextReminderAt: presence.pausedUntil });
    } else if (presence.visible) {
      // The player has the game open and in view: no reminder now; look again in an hour.
      ctx.store.saveGame({ ...fresh, nextReminderAt: now + HOUR_MS });
    } else {
      const snapshot = { ...fresh.snapshot, deadline: presence.deadline };
      const next = withReminder({ ...fresh, snapshot, remindersSent: fresh.remindersSent + 1 }, ctx.profile().settings);
      if (next.nextReminderAt !== null && next.nextReminderAt <= now) next.nextReminderAt = now + HOUR_MS;
      ctx.store.saveGame(next);
      ctx.queue(renderJob({ ...snapshot, waitingSince: fresh.waitingSince, kind: "reminder", at: now }, now), now);
    }
  }
}

export async function runDigest(ctx: SendingContext, save: Save): Promise<void> {
  const p = ctx.profile();
  const s = p.settings;
  if (!s.digest || p.emailState !== "confirmed" || !p.email) return;
  const now = Date.now();
  const morning = s.quietStart === s.quietEnd ? "08:00" : s.quietEnd;
  if (p.digestAt === null) {
    save({ ...p, digestAt: nextLocalTime(now, s.timeZone, morning) });
    return;
  }
  if (p.digestAt > now) return;
  if (listGames(ctx.store.games(), now).some((g) => g.yourTurn)) {
    const message: Message = { kind: "digest", gameId: null, seat: null, title: "Daily digest", body: "", path: "/", tag: "digest", at: now };
    ctx.store.enqueue("email", 0, message, now);
  }
  save({ ...p, digestAt: nextDigestAt(now, s.timeZone, morning) });
}

export async function runDeliveries(ctx: SendingContext): Promise<void> {
  const now = Date.now();
  const p = ctx.profile();
  const s = p.settings;
  const quiet = quietUntil(now, s.timeZone, s.quietStart, s.quietEnd);
  const vapid = vapidFrom(ctx.env);
  const subs = new Map(ctx.store.pushSubs().map((x) => [x.id, x]));
  const hooks = new Map(ctx.store.webhooks().map((x) => [x.id, x]));
  const due = ctx.store.dueDeliveries(now, SEND_BATCH);
  for (const d of due) ctx.store.lease(d.id, now + LEASE_MS);
  await Promise.all(
    due.map(async (d) => {
      if (quiet !== null && !TRANSACTIONAL.has(d.kind)) {
        ctx.store.postpone(d.id, quiet, d.attempts, null);
        return;
      }
      if (TURN_KINDS.has(d.kind) && d.gameId !== null && d.message.seat !== null && !ctx.store.game(d.gameId, d.message.seat)?.yourTurn) {
        ctx.store.doneDelivery(d.id); // the game no longer waits on the player
        return;
      }
      let outcome: SendOutcome | null = null;
      if (d.channel === "push") {
        const sub = subs.get(d.target);
        if (sub && vapid) outcome = await sendPush(sub, d.message, vapid);
      } else if (d.channel === "webhook") {
        const hook = hooks.get(d.target);
        if (hook) outcome = await sendWebhook(hook, d.message, ctx.origin());
      } else if (p.emailState === "confirmed" && p.email && p.unsubToken) {
        const unsubscribe = `${ctx.origin()}/api/email/unsubscribe/${p.profileId}.${p.unsubToken}`;
        const waiting = listGames(ctx.store.games(), now).filter((g) => g.yourTurn);
        const mail =
          d.kind === "digest"
            ? waiting.length
              ? digestMail(p.email, waiting, ctx.origin(), unsubscribe, now)
              : null
            : eventMail(p.email, d.message, ctx.origin(), unsubscribe);
        if (mail) outcome = await sendMail(ctx.env, mail);
      }
      if (outcome === null) {
        ctx.store.doneDelivery(d.id); // its target was removed meanwhile, or nothing is left to say
        return;
      }
      record(ctx, d, outcome);
    }),
  );
}

function record(ctx: SendingContext, d: DeliveryRow, outcome: SendOutcome): void {
  const now = Date.now();
  const attempts = d.attempts + 1;
  const entry = { at: now, channel: d.channel, target: d.target, kind: d.kind, gameId: d.gameId };
  if (outcome.ok) {
    ctx.store.doneDelivery(d.id);
    ctx.store.markTarget(d.channel, d.target, true, outcome.detail, now);
    ctx.store.log({ ...entry, ok: true, detail: outcome.detail });
    return;
  }
  if (outcome.gone) {
    ctx.store.removePush(d.target);
    ctx.store.log({ ...entry, ok: false, detail: outcome.detail });
    return;
  }
  if (outcome.permanent || attempts >= MAX_SEND_ATTEMPTS) {
    const detail = outcome.permanent ? outcome.detail : `gave up after ${attempts} attempts: ${outcome.detail}`;
    ctx.store.doneDelivery(d.id);
    ctx.store.markTarget(d.channel, d.target, false, detail, now);
    ctx.store.log({ ...entry, ok: false, detail });
    return;
  }
  const detail = `${outcome.detail}; attempt ${attempts} of ${MAX_SEND_ATTEMPTS}, retrying`;
  ctx.store.postpone(d.id, now + backoffMs(attempts), attempts, detail);
  ctx.store.markTarget(d.channel, d.target, false, detail, now);
  ctx.store.log({ ...entry, ok: false, detail });
}
