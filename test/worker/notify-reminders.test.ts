/**
 * Reminders and quiet hours driven by the profile's alarm: first after the player's delay, at
 * most 3 a turn, one at 80% of a time limit, none while the game is open and in view, and
 * quiet hours in the player's own time zone.
 */
import { describe, expect, it } from "vitest";
import { call, openSocket, read } from "./support/api";
import { addPush, advanceProfile, advanceRoom, attach, inside, createProfile, HOUR, profileView, pushesReceived, roomOf, settle, startTimedGame } from "./support/notify";

/** A game that waits on a seat attached to a new profile with one push device. */
async function waitingOnMe(seed: string, timeLimit?: number) {
  const { gameId, tokens } = await startTimedGame({ seed, ...(timeLimit ? { timeLimit } : {}) });
  const seat = (await read(gameId)).body.toAct[0] as number;
  const profile = await createProfile();
  await attach(gameId, tokens[seat]!, profile.token);
  const push = await addPush(profile.token);
  const kinds = async () => (await pushesReceived(push.id)).map((p) => JSON.parse(p.plaintext!).kind as string);
  return { gameId, seat, token: tokens[seat]!, profile, push, kinds };
}

describe("reminders", () => {
  it("comes first after the player's delay, then at the same spacing, 3 at most for one turn", async () => {
    const me = await waitingOnMe("remind-count");
    const patched = await call("PATCH", "/api/profile/settings", { reminderDelayHours: 12 }, me.profile.token);
    expect(patched.status).toBe(200);
    await advanceProfile(me.profile.profileId, 11 * HOUR);
    expect(await me.kinds()).toEqual([]);
    await advanceProfile(me.profile.profileId, HOUR + 60_000);
    expect(await me.kinds()).toEqual(["reminder"]);
    const [first] = await pushesReceived(me.push.id);
    expect(JSON.parse(first!.plaintext!)).toMatchObject({ title: "Still your turn: Three-Thirteen", url: `/g/${me.gameId}` });
    expect(JSON.parse(first!.plaintext!).body).toMatch(/waited on you for 12 hours/);
    expect(first!.headers.urgency).toBe("low");
    for (let i = 0; i < 4; i++) await advanceProfile(me.profile.profileId, 12 * HOUR + 60_000);
    expect(await me.kinds()).toEqual(["reminder", "reminder", "reminder"]);
  });

  it("comes at 80% of the time limit", async () => {
    const me = await waitingOnMe("remind-limit", 1);
    // Time passes for the room (its deadline) and the profile alike.
    const pass = async (ms: number) => {
      await advanceRoom(me.gameId, ms);
      await advanceProfile(me.profile.profileId, ms);
    };
    await pass(19 * HOUR);
    expect(await me.kinds()).toEqual([]);
    await pass(0.2 * HOUR + 60_000);
    expect(await me.kinds()).toEqual(["reminder"]);
    expect(JSON.parse((await pushesReceived(me.push.id))[0]!.plaintext!).body).toMatch(/Time left: (4|5) hours/);
    await pass(3 * HOUR);
    expect(await me.kinds()).toEqual(["reminder"]);
  });

  it("waits while the player has the game open and in view", async () => {
    const me = await waitingOnMe("remind-visible");
    const page = await openSocket(me.gameId, me.token);
    await page.waitFor((m) => m.type === "sync");
    await advanceProfile(me.profile.profileId, 25 * HOUR);
    expect(await me.kinds()).toEqual([]);

    page.ws.send(JSON.stringify({ type: "visible", visible: false }));
    for (let i = 0; i < 50; i++) {
      if (!(await inside(roomOf(me.gameId), (room) => room.isVisible(me.seat) as boolean))) break;
      await new Promise((r) => setTimeout(r, 20));
    }
    await advanceProfile(me.profile.profileId, HOUR + 60_000);
    expect(await me.kinds()).toEqual(["reminder"]);
    page.close();
  });

  it("stops once the player has moved", async () => {
    const me = await waitingOnMe("remind-moved");
    const view = (await read(me.gameId, me.token)).body;
    const drawn = (await call("POST", `/api/games/${me.gameId}/moves`, { move: { type: "draw", from: "stock" }, version: view.version, key: "d1" }, me.token)).body;
    const discard = drawn.legal.find((m: any) => m.type === "discard" && !m.goOut);
    await call("POST", `/api/games/${me.gameId}/moves`, { move: discard, version: drawn.version, key: "d2" }, me.token);
    await settle(me.gameId, me.profile.profileId);
    await advanceProfile(me.profile.profileId, 25 * HOUR);
    expect(await me.kinds()).toEqual([]);
    const games = (await call("GET", "/api/profile/games", undefined, me.profile.token)).body.games;
    expect(games[0]).toMatchObject({ gameId: me.gameId, yourTurn: false, waitingSince: null });
  });
});

describe("quiet hours", () => {
  /** "HH:MM" in `timeZone` now, shifted by `hours`. */
  function localTime(timeZone: string, hours: number): string {
    const parts = new Intl.DateTimeFormat("en-GB", { timeZone, hour: "2-digit", minute: "2-digit", hourCycle: "h23" }).formatToParts(Date.now() + hours * HOUR);
    return `${parts.find((p) => p.type === "hour")!.value}:00`;
  }

  it("holds notifications until the quiet hours end in the player's own time zone", async () => {
    // Quiet hours around the present hour in Tokyo: night there, day in New York.
    const quiet = { quietStart: localTime("Asia/Tokyo", -1), quietEnd: localTime("Asia/Tokyo", 2) };
    const { gameId, tokens } = await startTimedGame({ seed: "quiet" });
    const first = (await read(gameId)).body.toAct[0] as number;
    const tokyo = await createProfile("Asia/Tokyo", true);
    const newYork = await createProfile("America/New_York", true);
    for (const p of [tokyo, newYork]) {
      expect((await call("PATCH", "/api/profile/settings", quiet, p.token)).status).toBe(200);
    }
    await attach(gameId, tokens[1 - first]!, tokyo.token);
    // The same seat's news in two profiles is not possible, so New York gets its own game.
    const other = await startTimedGame({ seed: "quiet-2" });
    const otherFirst = (await read(other.gameId)).body.toAct[0] as number;
    await attach(other.gameId, other.tokens[1 - otherFirst]!, newYork.token);
    const [tokyoPush, newYorkPush] = [await addPush(tokyo.token), await addPush(newYork.token)];

    for (const [g, t, f] of [[gameId, tokens, first], [other.gameId, other.tokens, otherFirst]] as const) {
      const v = (await call("POST", `/api/games/${g}/moves`, { move: { type: "draw", from: "stock" }, version: (await read(g)).body.version, key: "q1" }, t[f])).body;
      await call("POST", `/api/games/${g}/moves`, { move: v.legal.find((m: any) => m.type === "discard" && !m.goOut), version: v.version, key: "q2" }, t[f]);
    }
    await settle(gameId, tokyo.profileId);
    await settle(other.gameId, newYork.profileId);

    expect((await pushesReceived(newYorkPush.id)).length).toBe(1);
    expect(await pushesReceived(tokyoPush.id)).toEqual([]);
    const held = (await profileView(tokyo.token)).pending;
    expect(held).toMatchObject([{ channel: "push", kind: "your_turn", attempts: 0 }]);
    const wait = held[0].dueAt - Date.now();
    expect(wait).toBeGreaterThan(HOUR - 60_000);
    expect(wait).toBeLessThanOrEqual(2 * HOUR);

    // Morning in Tokyo (the quiet hours now end before this hour): the held notification goes out.
    await call("PATCH", "/api/profile/settings", { quietStart: localTime("Asia/Tokyo", -3), quietEnd: localTime("Asia/Tokyo", 0) }, tokyo.token);
    await advanceProfile(tokyo.profileId, wait + 1000);
    const [sent] = await pushesReceived(tokyoPush.id);
    expect(JSON.parse(sent!.plaintext!).kind).toBe("your_turn");
    expect((await profileView(tokyo.token)).pending).toEqual([]);
  });
});
