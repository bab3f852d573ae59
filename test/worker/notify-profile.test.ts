/** Profiles without accounts: creation, the token, settings, attaching seats and the games list. */
import { describe, expect, it } from "vitest";
import { call, move, read } from "./support/api";
import { attach, createProfile, profileView, settle, startTimedGame } from "./support/notify";

function expectError(res: { status: number; body: any }, status: number, code: string) {
  expect(res.status, JSON.stringify(res.body)).toBe(status);
  expect(res.body.error).toBe(code);
  expect(res.body.message.length).toBeGreaterThan(10);
}

describe("profiles", () => {
  it("creates a profile whose secret stays in the link's fragment, with default settings", async () => {
    const res = await call("POST", "/api/profiles", { timeZone: "Europe/Stockholm" });
    expect(res.status).toBe(201);
    const { profileId, token, deviceUrl } = res.body;
    expect(token).toMatch(new RegExp(`^${profileId}\\.[A-Za-z0-9_-]{32}$`));
    expect(new URL(deviceUrl).pathname).toBe("/profile");
    expect(new URL(deviceUrl).search).toBe("");
    expect(new URL(deviceUrl).hash).toBe(`#token=${token}`);
    const view = await profileView(token);
    expect(view.settings).toEqual({ timeZone: "Europe/Stockholm", quietStart: "22:00", quietEnd: "08:00", reminders: true, reminderDelayHours: 24, digest: false });
    expect(view.vapidPublicKey).toMatch(/^[A-Za-z0-9_-]{87}$/);
    expect(view).toMatchObject({ email: null, push: [], webhooks: [], deliveries: [], pending: [] });
    expect((await call("POST", "/api/profiles")).status).toBe(201);
  });

  it("refuses missing and wrong tokens, and bad settings", async () => {
    const { token, profileId } = await createProfile();
    expectError(await call("GET", "/api/profile"), 401, "unauthorized");
    expectError(await call("GET", "/api/profile", undefined, "not-a-profile-token"), 401, "unauthorized");
    expectError(await call("GET", "/api/profile", undefined, `${profileId}.${"x".repeat(32)}`), 403, "forbidden");
    expectError(await call("GET", "/api/profile", undefined, `${"A".repeat(20)}.${"x".repeat(32)}`), 404, "not_found");
    expectError(await call("POST", "/api/profiles", { timeZone: "Mars/Olympus" }), 400, "bad_request");
    expectError(await call("PATCH", "/api/profile/settings", { timeZone: "Mars/Olympus" }, token), 400, "bad_request");
    expectError(await call("PATCH", "/api/profile/settings", { quietStart: "25:00" }, token), 400, "bad_request");
    expectError(await call("PATCH", "/api/profile/settings", { reminderDelayHours: 0 }, token), 400, "bad_request");
    expectError(await call("PATCH", "/api/profile/settings", { volume: 11 }, token), 400, "bad_request");
    expectError(await call("POST", "/api/profile/email", { address: "not an address" }, token), 400, "bad_request");
    expectError(await call("POST", "/api/profile/webhooks", { kind: "irc", url: "https://hooks.test/x" }, token), 400, "bad_request");
    expectError(await call("POST", "/api/profile/push", { endpoint: "http://push.test/x", keys: { p256dh: "a".repeat(87), auth: "b".repeat(22) } }, token), 400, "bad_request");
    const patched = await call("PATCH", "/api/profile/settings", { timeZone: "America/Sao_Paulo", quietStart: "23:30", quietEnd: "07:15", reminderDelayHours: 6 }, token);
    expect(patched.body.settings).toMatchObject({ timeZone: "America/Sao_Paulo", quietStart: "23:30", quietEnd: "07:15", reminderDelayHours: 6 });
  });

  it("attaches seats with both secrets and lists the games, those waiting on the player first", async () => {
    const profile = await createProfile();
    const a = await startTimedGame({ seed: "list-a", timeLimit: 3 });
    const b = await startTimedGame({ seed: "list-b", seats: 3 });
    const aSeat = (await read(a.gameId)).body.toAct[0] as number; // waits on me
    const bToAct = (await read(b.gameId)).body.toAct[0] as number;
    const bSeat = (bToAct + 1) % 3; // waits on someone else

    expectError(await call("POST", `/api/games/${a.gameId}/attach`, { profile: profile.token }), 401, "unauthorized");
    expectError(await call("POST", `/api/games/${a.gameId}/attach`, { profile: `${profile.profileId}.${"y".repeat(32)}` }, a.tokens[aSeat]), 403, "forbidden");
    expectError(await call("POST", `/api/games/${a.gameId}/attach`, { profile: profile.token }, "z".repeat(32)), 403, "forbidden");
    expectError(await call("POST", `/api/games/${a.gameId}/attach`, { profile: "nope" }, a.tokens[aSeat]), 400, "bad_request");

    await attach(b.gameId, b.tokens[bSeat]!, profile.token);
    const attached = await attach(a.gameId, a.tokens[aSeat]!, profile.token);
    expect(attached.game).toMatchObject({ gameId: a.gameId, seat: aSeat, yourTurn: true });

    const { games } = (await call("GET", "/api/profile/games", undefined, profile.token)).body;
    expect(games.map((g: any) => g.gameId)).toEqual([a.gameId, b.gameId]);
    expect(games[0]).toMatchObject({ seat: aSeat, game: "three-thirteen", gameName: "Three-Thirteen", status: "playing", yourTurn: true, url: `/g/${a.gameId}` });
    expect(games[0].opponents).toEqual([aSeat === 0 ? "Bo" : "Ann"]);
    expect(games[0].waitedMs).toBeGreaterThanOrEqual(0);
    expect(games[0].deadline).toBeGreaterThan(Date.now() + 3 * 24 * 3600_000 - 120_000);
    expect(games[1]).toMatchObject({ seat: bSeat, yourTurn: false, waitingSince: null, deadline: null });
    expect(games[1].opponents).toHaveLength(2);

    // When b's turn comes to me it moves up front, behind a (which waits longer).
    let view = (await read(b.gameId, b.tokens[bToAct])).body;
    view = (await move(b.gameId, b.tokens[bToAct]!, { type: "draw", from: "stock" }, view.version)).body;
    await move(b.gameId, b.tokens[bToAct]!, view.legal.find((m: any) => m.type === "discard" && !m.goOut), view.version);
    await settle(b.gameId, profile.profileId);
    const after = (await call("GET", "/api/profile/games", undefined, profile.token)).body.games;
    expect(after.map((g: any) => [g.gameId, g.yourTurn])).toEqual([[a.gameId, true], [b.gameId, true]]);

    // Detaching (with the seat's token) takes the game off the list.
    expect((await call("DELETE", `/api/games/${a.gameId}/attach`, undefined, a.tokens[aSeat])).body).toEqual({ attached: false });
    await settle(a.gameId, profile.profileId);
    expect((await call("GET", "/api/profile/games", undefined, profile.token)).body.games.map((g: any) => g.gameId)).toEqual([b.gameId]);
  });

  it("gives another device of the profile its own play link for an attached seat", async () => {
    const [mine, theirs] = [await createProfile(), await createProfile()];
    const { gameId, tokens } = await startTimedGame({ seed: "second-device" });
    await attach(gameId, tokens[1]!, mine.token);
    expectError(await call("POST", `/api/profile/games/${gameId}/play`, { seat: 1 }, theirs.token), 403, "forbidden");
    expectError(await call("POST", `/api/profile/games/${gameId}/play`, { seat: 0 }, mine.token), 403, "forbidden");
    expectError(await call("POST", `/api/profile/games/${gameId}/play`, { seat: 1 }), 401, "unauthorized");
    const issued = await call("POST", `/api/profile/games/${gameId}/play`, { seat: 1 }, mine.token);
    expect(issued.status).toBe(200);
    expect(issued.body.seat).toBe(1);
    expect(issued.body.token).not.toBe(tokens[1]);
    expect(new URL(issued.body.playUrl).hash).toBe(`#seat=${issued.body.token}`);
    expect((await read(gameId, issued.body.token)).body.you).toBe(1);
    expect((await read(gameId, tokens[1])).body.you).toBe(1); // the first device keeps its token

    // Attached to another profile, the seat's devices from the first one lose it.
    await attach(gameId, tokens[1]!, theirs.token);
    expectError(await read(gameId, issued.body.token), 403, "forbidden");
    expect((await read(gameId, tokens[1])).body.you).toBe(1);
  });

  it("moves a seat to another profile when attached again", async () => {
    const [first, second] = [await createProfile(), await createProfile()];
    const { gameId, tokens } = await startTimedGame({ seed: "reattach" });
    await attach(gameId, tokens[0]!, first.token);
    await attach(gameId, tokens[0]!, second.token);
    await settle(gameId, first.profileId, second.profileId);
    expect((await call("GET", "/api/profile/games", undefined, first.token)).body.games).toEqual([]);
    expect((await call("GET", "/api/profile/games", undefined, second.token)).body.games).toHaveLength(1);
    expect((await profileView(second.token)).profileId).toBe(second.profileId);
  });
});
