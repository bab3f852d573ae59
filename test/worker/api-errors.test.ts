/** Every error case of the API: a JSON {error, message}, the right status, and nothing changed. */
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { app } from "../../src/api/app";
import { call, createGame, inviteOf, move, ORIGIN, read, startGame } from "./support/api";

function expectError(res: { status: number; body: any }, status: number, code: string) {
  expect(res.status, JSON.stringify(res.body)).toBe(status);
  expect(res.body.error).toBe(code);
  expect(typeof res.body.message).toBe("string");
  expect(res.body.message.length).toBeGreaterThan(10);
}

describe("creating a game", () => {
  it("rejects bad JSON, bad shapes, unknown games, bad seat counts and bad options", async () => {
    expectError(await call("POST", "/api/games", "{not json"), 400, "bad_json");
    expectError(await call("POST", "/api/games", { game: "three-thirteen", seats: 2 }), 400, "bad_request");
    expectError(await call("POST", "/api/games", { game: "three-thirteen", seats: "two", name: "A" }), 400, "bad_request");
    expectError(await call("POST", "/api/games", { game: "three-thirteen", seats: 2, name: "A", extra: 1 }), 400, "bad_request");
    expectError(await call("POST", "/api/games", { game: "poker", seats: 2, name: "A" }), 400, "unknown_game_type");
    expectError(await call("POST", "/api/games", { game: "three-thirteen", seats: 9, name: "A" }), 400, "bad_request");
    expectError(await call("POST", "/api/games", { game: "three-thirteen", seats: 1, name: "A" }), 400, "bad_request");
    expectError(await call("POST", "/api/games", { game: "three-thirteen", seats: 2, name: "A", options: { noSuchOption: true } }), 400, "bad_request");
    expectError(await call("POST", "/api/games", { game: "three-thirteen", seats: 2, name: "A", options: { acesHighOrLow: "yes" } }), 400, "bad_request");
  });

  it("checks display names: trimmed, 1 to 40 characters, no control characters", async () => {
    expectError(await call("POST", "/api/games", { game: "three-thirteen", seats: 2, name: "   " }), 400, "bad_request");
    expectError(await call("POST", "/api/games", { game: "three-thirteen", seats: 2, name: "x".repeat(41) }), 400, "bad_request");
    expectError(await call("POST", "/api/games", { game: "three-thirteen", seats: 2, name: "Ann\u0007" }), 400, "bad_request");
    expectError(await call("POST", "/api/games", { game: "three-thirteen", seats: 2, name: "Ann\u202Eevil" }), 400, "bad_request");
    const created = await createGame({ name: "  Zoë 👩‍👩‍👧  " });
    const view = await read(created.gameId);
    expect(view.body.seats).toEqual([{ seat: 0, name: "Zoë 👩‍👩‍👧" }]);
    const forty = await call("POST", "/api/games", { game: "three-thirteen", seats: 2, name: "é".repeat(40) });
    expect(forty.status).toBe(201);
  });

  it("takes a seed only when the server allows it", async () => {
    const body = JSON.stringify({ game: "three-thirteen", seats: 2, name: "A", seed: "fixed" });
    const request = () => new Request(`${ORIGIN}/api/games`, { method: "POST", body, headers: { "Content-Type": "application/json" } });
    const refused = await app.fetch(request(), { ...env, ALLOW_SEED: "0" });
    expect(refused.status).toBe(400);
    expect(((await refused.json()) as any).error).toBe("seed_not_allowed");
    const allowed = await app.fetch(request(), { ...env, ALLOW_SEED: "1" });
    expect(allowed.status).toBe(201);
  });

  it("refuses bodies over 32 KiB", async () => {
    expectError(await call("POST", "/api/games", { game: "three-thirteen", seats: 2, name: "A", seed: "x".repeat(40_000) }), 413, "payload_too_large");
  });
});

describe("links and tokens", () => {
  it("gives a play link with the token in the fragment only, an invite and a spectator link", async () => {
    const created = await createGame();
    expect(created.token.length).toBeGreaterThanOrEqual(22); // 6 bits a character: 132+ bits
    const play = new URL(created.playUrl);
    expect(play.search).toBe("");
    expect(play.hash).toBe(`#seat=${created.token}`);
    expect(new URL(created.inviteUrl).search).toBe("");
    expect(created.spectateUrl).not.toContain(created.token);
    expect(created.inviteUrl).not.toContain(created.token);
  });

  it("answers 404 for unknown games and routes", async () => {
    expectError(await read("AAAAAAAAAAAA"), 404, "not_found");
    expectError(await read("bad id!"), 404, "not_found");
    expectError(await call("GET", "/api/nothing"), 404, "not_found");
    expectError(await call("POST", "/api/games/AAAAAAAAAAAA/join", { invite: "x", name: "B" }), 404, "not_found");
  });

  it("refuses a wrong invite and a full game", async () => {
    const created = await createGame();
    expectError(await call("POST", `/api/games/${created.gameId}/join`, { invite: "wrong", name: "B" }), 403, "forbidden");
    const ok = await call("POST", `/api/games/${created.gameId}/join`, { invite: inviteOf(created), name: "B" });
    expect(ok.status).toBe(200);
    expectError(await call("POST", `/api/games/${created.gameId}/join`, { invite: inviteOf(created), name: "C" }), 409, "game_full");
  });

  it("refuses a missing, malformed or wrong token", async () => {
    const { gameId, tokens } = await startGame({ seed: "tokens" });
    const before = await read(gameId, tokens[0]);
    const mv = { type: "draw", from: "stock" };
    expectError(await call("POST", `/api/games/${gameId}/moves`, { move: mv, version: before.body.version, key: "a" }), 401, "unauthorized");
    expectError(await call("POST", `/api/games/${gameId}/moves`, { move: mv, version: 0, key: "a" }, undefined, { Authorization: "Basic abc" }), 401, "unauthorized");
    expectError(await move(gameId, "x".repeat(32), mv, before.body.version), 403, "forbidden");
    expectError(await read(gameId, "y".repeat(32)), 403, "forbidden");
    const other = await startGame({ seed: "other" });
    expectError(await move(gameId, other.tokens[0]!, mv, before.body.version), 403, "forbidden");
    expect((await read(gameId, tokens[0])).body).toEqual(before.body);
  });
});

describe("moves", () => {
  it("rejects stale versions, turns out of order, illegal moves and bad shapes, changing nothing", async () => {
    const { gameId, tokens } = await startGame({ seed: "errors" });
    const first = await read(gameId, tokens[0]);
    const version = first.body.version as number;
    const actor = first.body.toAct[0] as number;
    const idle = 1 - actor;
    const snapshot = async () => (await read(gameId, tokens[0])).body;
    const before = await snapshot();

    const stale = await move(gameId, tokens[actor]!, { type: "draw", from: "stock" }, version - 1);
    expectError(stale, 409, "stale_version");
    expect(stale.body.version).toBe(version);
    expectError(await move(gameId, tokens[idle]!, { type: "draw", from: "stock" }, version), 409, "not_your_turn");
    expectError(await move(gameId, tokens[actor]!, { type: "discard", card: "AS" }, version), 422, "illegal_move");
    expectError(await move(gameId, tokens[actor]!, { type: "fly" }, version), 400, "bad_request");
    expectError(await move(gameId, tokens[actor]!, { type: "draw", from: "sky" }, version), 400, "bad_request");
    expectError(await call("POST", `/api/games/${gameId}/moves`, "{{", tokens[actor]), 400, "bad_json");
    expectError(await call("POST", `/api/games/${gameId}/moves`, { move: {}, version }, tokens[actor]), 400, "bad_request");
    expectError(await call("POST", `/api/games/${gameId}/moves`, { move: {}, version: -1, key: "k" }, tokens[actor]), 400, "bad_request");
    expect(await snapshot()).toEqual(before);
    const log = await call("GET", `/api/games/${gameId}/log?after=0`, undefined, tokens[0]);
    expect(log.body.version).toBe(version);
  });

  it("refuses moves before the game starts", async () => {
    const created = await createGame({ seats: 3 });
    expectError(await move(created.gameId, created.token, { type: "draw", from: "stock" }, 0), 409, "not_started");
  });

  it("applies a retried move once and answers it as the first time", async () => {
    const { gameId, tokens } = await startGame({ seed: "retry" });
    const view = (await read(gameId, tokens[0])).body;
    const actor = view.toAct[0] as number;
    const first = await move(gameId, tokens[actor]!, { type: "draw", from: "stock" }, view.version, "same-key");
    expect(first.status).toBe(200);
    const again = await move(gameId, tokens[actor]!, { type: "draw", from: "stock" }, view.version, "same-key");
    expect(again.status).toBe(200);
    expect(again.body).toEqual(first.body);
    expect(again.headers.get("x-idempotent-replay")).toBe("true");
    const now = (await read(gameId, tokens[actor])).body;
    expect(now.version).toBe(view.version + 1);
  });

  it("lets exactly one of two conflicting moves win", async () => {
    const { gameId, tokens } = await startGame({ seed: "race" });
    const view = (await read(gameId, tokens[0])).body;
    const actor = view.toAct[0] as number;
    const [a, b] = await Promise.all([
      move(gameId, tokens[actor]!, { type: "draw", from: "stock" }, view.version, "race-a"),
      move(gameId, tokens[actor]!, { type: "draw", from: "discard" }, view.version, "race-b"),
    ]);
    const statuses = [a.status, b.status].sort();
    expect(statuses).toEqual([200, 409]);
    expect((await read(gameId, tokens[actor])).body.version).toBe(view.version + 1);
  });
});

describe("the log", () => {
  it("checks its after parameter", async () => {
    const { gameId } = await startGame({ seed: "log-param" });
    expectError(await call("GET", `/api/games/${gameId}/log?after=abc`), 400, "bad_request");
    expectError(await call("GET", `/api/games/${gameId}/log?after=-1`), 400, "bad_request");
  });

  it("opens the replay only after the game", async () => {
    const { gameId } = await startGame({ seed: "replay-closed" });
    expectError(await call("GET", `/api/games/${gameId}/replay`), 409, "not_over");
  });
});

describe("security headers on the Worker's own answers", () => {
  it("keeps API answers out of caches and referrers, and locks down its HTML pages", async () => {
    const api = await call("GET", "/api/catalog");
    expect(api.headers.get("cache-control")).toBe("no-store");
    expect(api.headers.get("referrer-policy")).toBe("no-referrer");
    expect(api.headers.get("x-content-type-options")).toBe("nosniff");
    for (const path of ["/api/email/unsubscribe/not-a-code", "/api/email/confirm/not-a-code", "/dev/outbox"]) {
      const page = await call("GET", path);
      expect(page.headers.get("content-type"), path).toMatch(/^text\/html/);
      const csp = page.headers.get("content-security-policy") ?? "";
      expect(csp, path).toContain("default-src 'none'");
      expect(csp, path).not.toMatch(/script-src/);
      expect(csp, path).toContain("frame-ancestors 'none'");
      expect(page.headers.get("referrer-policy"), path).toBe("no-referrer");
    }
  });
});
