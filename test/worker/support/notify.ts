/**
 * Helpers for the notification tests: profiles, the fake internet (push service and webhook
 * receivers, see test/fake-net/fake-net.mjs), driving the rooms' and profiles' alarms, and
 * moving their stored clocks back in time (the same as time passing for them).
 */
import { runInDurableObject } from "cloudflare:test";

/** runInDurableObject without its deep RPC typing: the tests reach into the objects' private parts. */
export function inside<R>(stub: DurableObjectStub, callback: (instance: any, state: DurableObjectState) => R | Promise<R>): Promise<R> {
  return (runInDurableObject as unknown as (s: unknown, c: typeof callback) => Promise<R>)(stub, callback);
}
import { env } from "cloudflare:workers";
import { call } from "./api";

export const HOUR = 60 * 60 * 1000;
export const DAY = 24 * HOUR;

const net = () => (env as unknown as { FAKE_NET: Fetcher }).FAKE_NET;

export async function fakePushSubscription(statuses: number[] = []) {
  const res = await net().fetch("http://fake/push", { method: "POST", body: JSON.stringify({ statuses }) });
  return (await res.json()) as { id: string; endpoint: string; keys: { p256dh: string; auth: string } };
}

export interface PushRecord {
  headers: Record<string, string>;
  errors: string[];
  claims: { aud: string; exp: number; sub: string } | null;
  vapidKey: string | null;
  plaintext: string | null;
}

export async function pushesReceived(id: string): Promise<PushRecord[]> {
  return ((await (await net().fetch(`http://fake/push/${id}`)).json()) as { received: PushRecord[] }).received;
}

export async function fakeHook(statuses: number[] = []) {
  const res = await net().fetch("http://fake/hook", { method: "POST", body: JSON.stringify({ statuses }) });
  return (await res.json()) as { id: string; url: string };
}

export async function hookReceived(id: string): Promise<{ headers: Record<string, string>; body: string }[]> {
  return ((await (await net().fetch(`http://fake/hook/${id}`)).json()) as { received: { headers: Record<string, string>; body: string }[] }).received;
}

/** A new profile; without `keepQuietHours` its quiet hours are off, so tests do not depend on the time of day. */
export async function createProfile(timeZone?: string, keepQuietHours = false) {
  const res = await call("POST", "/api/profiles", timeZone ? { timeZone } : undefined);
  if (res.status !== 201) throw new Error(`profile: ${res.status} ${JSON.stringify(res.body)}`);
  const profile = res.body as { profileId: string; token: string; deviceUrl: string };
  if (!keepQuietHours) {
    const patched = await call("PATCH", "/api/profile/settings", { quietStart: "00:00", quietEnd: "00:00" }, profile.token);
    if (patched.status !== 200) throw new Error(`settings: ${patched.status} ${JSON.stringify(patched.body)}`);
  }
  return profile;
}

export async function attach(gameId: string, seatToken: string, profileToken: string) {
  const res = await call("POST", `/api/games/${gameId}/attach`, { profile: profileToken }, seatToken);
  if (res.status !== 200) throw new Error(`attach: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body;
}

export async function addPush(profileToken: string, statuses: number[] = []) {
  const sub = await fakePushSubscription(statuses);
  const res = await call("POST", "/api/profile/push", { endpoint: sub.endpoint, keys: sub.keys, expirationTime: null }, profileToken);
  if (res.status !== 201) throw new Error(`push: ${res.status} ${JSON.stringify(res.body)}`);
  return { ...sub, subId: res.body.id as number };
}

/** Untyped stubs: the tests reach inside the objects (runInDurableObject), not through their RPC types. */
export const roomOf = (gameId: string) => env.GAME_ROOM.get(env.GAME_ROOM.idFromName(gameId)) as unknown as DurableObjectStub;
export const profileOf = (profileId: string) => env.PROFILE.get(env.PROFILE.idFromName(profileId)) as unknown as DurableObjectStub;

/**
 * Runs the room's alarm handler until its outbox holds nothing due (what the runtime does on
 * its own a moment later). The handler is called directly, so the test knows when it is done.
 */
export async function drainRoom(gameId: string): Promise<void> {
  const stub = roomOf(gameId);
  for (let i = 0; i < 20; i++) {
    const due = await inside(stub, async (room: any) => {
      await room.alarmRun.current; // the runtime may have started the alarm on its own
      const next = room.seatStore.nextDue() as number | null;
      if (next === null || next > Date.now()) return false;
      await room.alarm();
      return true;
    });
    if (!due) return;
  }
  throw new Error("room outbox did not drain");
}

/** Runs the profile's alarm handler until nothing is due to send now. */
export async function drainProfile(profileId: string): Promise<void> {
  const stub = profileOf(profileId);
  for (let i = 0; i < 20; i++) {
    const due = await inside(stub, async (p: any) => {
      await p.alarmRun.current;
      const times = [p.store.nextDelivery(), p.store.nextReminder()].filter((t: number | null) => t !== null) as number[];
      if (!times.length || Math.min(...times) > Date.now()) return false;
      await p.alarm();
      return true;
    });
    if (!due) return;
  }
  throw new Error("profile queue did not drain");
}

/** Delivers the room's news to the profiles and lets them send. */
export async function settle(gameId: string, ...profileIds: string[]): Promise<void> {
  await drainRoom(gameId);
  for (const id of profileIds) await drainProfile(id);
}

/** Moves every stored time of the room back by `ms` (as if `ms` passed), then runs its alarm handler. */
export async function advanceRoom(gameId: string, ms: number): Promise<void> {
  await inside(roomOf(gameId), async (room: any, state) => {
    const sql = state.storage.sql;
    sql.exec("UPDATE seat_meta SET deadline = deadline - ?, waiting_since = waiting_since - ?, paused_until = paused_until - ?", ms, ms, ms);
    sql.exec("UPDATE outbox SET due_at = due_at - ?", ms);
    await room.alarmRun.current;
    room.meta = room.seatStore.loadMeta(room.room.seatCount);
    await room.alarm();
  });
}

/** Moves every stored time of the profile back by `ms` (reminders, queue, digest), then runs its alarm handler. */
export async function advanceProfile(profileId: string, ms: number): Promise<void> {
  await inside(profileOf(profileId), async (p: any, state) => {
    await p.alarmRun.current;
    const sql = state.storage.sql;
    sql.exec("UPDATE games SET waiting_since = waiting_since - ?, next_reminder_at = next_reminder_at - ?", ms, ms);
    sql.exec(
      "UPDATE games SET snapshot = json_set(snapshot, '$.deadline', json_extract(snapshot, '$.deadline') - ?) WHERE json_extract(snapshot, '$.deadline') IS NOT NULL",
      ms,
    );
    sql.exec("UPDATE deliveries SET due_at = due_at - ?", ms);
    sql.exec("UPDATE profile SET digest_at = digest_at - ?", ms);
    p.profile = p.store.load();
    await p.alarm();
  });
}

export async function profileView(token: string) {
  const res = await call("GET", "/api/profile", undefined, token);
  if (res.status !== 200) throw new Error(`profile: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body;
}

export async function outbox(to?: string): Promise<any[]> {
  const res = await call("GET", `/dev/outbox?format=json${to ? `&to=${encodeURIComponent(to)}` : ""}`);
  return res.body.mails;
}

/** A started two-seat (or more) game with a time limit; returns the id and the seat tokens. */
export async function startTimedGame(input: { seed: string; timeLimit?: number | null; seats?: number; game?: string; options?: unknown; beforeJoin?: (created: any) => Promise<void> }) {
  const { inviteOf } = await import("./api");
  const seats = input.seats ?? 2;
  const res = await call("POST", "/api/games", {
    game: input.game ?? "three-thirteen",
    seats,
    name: "Ann",
    seed: input.seed,
    ...(input.timeLimit !== undefined ? { timeLimit: input.timeLimit } : {}),
    ...(input.options !== undefined ? { options: input.options } : {}),
  });
  if (res.status !== 201) throw new Error(`create: ${res.status} ${JSON.stringify(res.body)}`);
  await input.beforeJoin?.(res.body);
  const tokens: string[] = [res.body.token];
  const names = ["Bo", "Cy", "Di"];
  for (let i = 1; i < seats; i++) {
    const joined = await call("POST", `/api/games/${res.body.gameId}/join`, { invite: inviteOf(res.body), name: names[i - 1] });
    if (joined.status !== 200) throw new Error(`join: ${joined.status}`);
    tokens.push(joined.body.token);
  }
  return { gameId: res.body.gameId as string, tokens };
}
