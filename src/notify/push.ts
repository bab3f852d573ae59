/**
 * Web Push: the payload encrypted as RFC 8291 aes128gcm and signed with VAPID (RFC 8292) by
 * @block65/webcrypto-web-push, with TTL, Urgency and a Topic (RFC 8030) so that a device
 * offline for a while gets one notification per game, not every ping.
 */
import { buildPushPayload, type PushSubscription, type VapidKeys } from "@block65/webcrypto-web-push";
import type { Message } from "./render";
import type { SendOutcome } from "./outcome";

/** What the service worker receives (web/src/sw/sw.ts reads these fields). */
export interface PushPayload {
  title: string;
  body: string;
  url: string;
  tag: string;
  kind: string;
  gameId: string | null;
}

export interface StoredSubscription {
  endpoint: string;
  p256dh: string;
  auth: string;
}

export function vapidFrom(env: unknown): VapidKeys | null {
  const e = env as { VAPID_PUBLIC_KEY?: string; VAPID_PRIVATE_KEY?: string; VAPID_SUBJECT?: string };
  if (!e.VAPID_PUBLIC_KEY || !e.VAPID_PRIVATE_KEY) return null;
  return { publicKey: e.VAPID_PUBLIC_KEY, privateKey: e.VAPID_PRIVATE_KEY, subject: e.VAPID_SUBJECT || "mailto:thirteens@example.com" };
}

export function pushPayload(message: Message): PushPayload {
  return { title: message.title, body: message.body, url: message.path, tag: message.tag, kind: message.kind, gameId: message.gameId };
}

/** RFC 8030 topic: at most 32 characters of the URL-safe base64 alphabet; one per game. */
export function topicFor(message: Message): string | undefined {
  if (message.gameId === null) return undefined;
  return `g${message.gameId.replace(/[^A-Za-z0-9_-]/g, "")}`.slice(0, 32);
}

/** Seconds a push service keeps an undelivered message: turn pings stay useful for days, news less. */
export function ttlFor(message: Message): number {
  return message.kind === "your_turn" || message.kind === "choice" || message.kind === "reminder" ? 4 * 24 * 3600 : 24 * 3600;
}

export function urgencyFor(message: Message): "low" | "normal" | "high" {
  if (message.kind === "your_turn" || message.kind === "choice" || message.kind === "played_for_you") return "normal";
  return "low";
}

export async function sendPush(sub: StoredSubscription, message: Message, vapid: VapidKeys): Promise<SendOutcome> {
  const subscription: PushSubscription = { endpoint: sub.endpoint, expirationTime: null, keys: { p256dh: sub.p256dh, auth: sub.auth } };
  const topic = topicFor(message);
  const payload = pushPayload(message);
  let request;
  try {
    request = await buildPushPayload(
      { data: payload as unknown as Record<string, string>, options: { ttl: ttlFor(message), urgency: urgencyFor(message), ...(topic ? { topic } : {}) } },
      subscription,
      vapid,
    );
  } catch (err) {
    return { ok: false, permanent: true, detail: `could not encrypt for this subscription: ${err instanceof Error ? err.message : err}` };
  }
  let res: Response;
  try {
    res = await fetch(sub.endpoint, { method: "POST", headers: request.headers, body: request.body, signal: AbortSignal.timeout(10_000) });
  } catch (err) {
    return { ok: false, permanent: false, detail: `push service unreachable: ${err instanceof Error ? err.message : err}` };
  }
  await res.body?.cancel();
  if (res.ok) return { ok: true, status: res.status, detail: `push service accepted (${res.status})` };
  if (res.status === 404 || res.status === 410) {
    return { ok: false, status: res.status, permanent: true, gone: true, detail: `subscription expired (${res.status}); removed` };
  }
  if (res.status === 429 || res.status >= 500) return { ok: false, status: res.status, permanent: false, detail: `push service busy (${res.status})` };
  return { ok: false, status: res.status, permanent: true, detail: `push service refused (${res.status})` };
}
