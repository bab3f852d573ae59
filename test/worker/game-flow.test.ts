/** A whole game through the API, live sockets, catch-up, and a restart of the object. */
import { abortAllDurableObjects, SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { call, createGame, inviteOf, move, openSocket, read, startGame } from "./support/api";
import { threeThirteen } from "../../src/games/three-thirteen";
import { playOut } from "./support/play";

describe("a whole game over HTTP", () => {
  it("creates, joins, plays every round to the end and opens the replay", async () => {
    const created = await createGame({ seats: 3, seed: "full-game", name: "Ann" });
    const waiting = (await read(created.gameId, created.token)).body;
    expect(waiting.status).toBe("waiting");
    expect(waiting.you).toBe(0);
    expect(waiting.rules.length).toBeGreaterThan(3);
    const tokens = [created.token];
    for (const name of ["Bo", "Cy"]) {
      const joined = await call("POST", `/api/games/${created.gameId}/join`, { invite: inviteOf(created), name });
      expect(joined.status).toBe(200);
      expect(new URL(joined.body.playUrl).hash).toBe(`#seat=${joined.body.token}`);
      tokens.push(joined.body.token);
    }
    const started = (await read(created.gameId, tokens[1])).body;
    expect(started.status).toBe("playing");
    expect(started.you).toBe(1);
    expect(started.seats.map((s: any) => s.name)).toEqual(["Ann", "Bo", "Cy"]);
    expect(started.toAct).toHaveLength(1);

    const { moves, final } = await playOut(threeThirteen, { gameId: created.gameId, tokens, seed: "full-game", firstVersion: started.version });
    expect(moves).toBeGreaterThan(30);
    expect(final.state.rounds).toHaveLength(11);
    expect(final.status).toBe("over");
    expect(final.result.winners.length).toBeGreaterThan(0);
    expect(final.legal).toEqual([]);

    const log = (await call("GET", `/api/games/${created.gameId}/log?after=0`)).body;
    expect(log.events.at(-1).type).toBe("ended");
    // After the game the log is public: the spectator now sees private events too.
    expect(log.events.some((e: any) => Array.isArray(e.to))).toBe(true);

    const replay = (await call("GET", `/api/games/${created.gameId}/replay?version=5`)).body;
    expect(replay.version).toBe(5);
    expect(replay.seed).toBe("full-game");
    const end = (await call("GET", `/api/games/${created.gameId}/replay`)).body;
    expect(end.version).toBe(final.version);
    expect(end.state).toEqual(final.state);
  });

  it("writes a bounded number of rows per move", async () => {
    const { gameId, tokens } = await startGame({ seed: "rows" });
    const counts: number[] = [];
    for (let i = 0; i < 40; i++) {
      const spectator = (await read(gameId)).body;
      if (spectator.status !== "playing") break;
      const seat = spectator.toAct[0];
      const view = (await read(gameId, tokens[seat])).body;
      const draw = view.legal.find((m: any) => m.type === "draw" && m.from === "stock");
      const res = await move(gameId, tokens[seat]!, draw ?? view.legal.find((m: any) => !m.goOut), view.version);
      expect(res.status).toBe(200);
      counts.push(Number(res.headers.get("x-rows-written")));
    }
    expect(Math.max(...counts)).toBeLessThanOrEqual(12);
    expect(Math.min(...counts)).toBeGreaterThanOrEqual(3);
  });
});

describe("the answer to a move", () => {
  it("tells the mover what the move did, with the private events only they may see", async () => {
    const { gameId, tokens } = await startGame({ seed: "answer-events" });
    const first = (await read(gameId)).body;
    const seat = first.toAct[0] as number;
    const res = await move(gameId, tokens[seat]!, { type: "draw", from: "stock" }, first.version);
    expect(res.status).toBe(200);
    expect(res.body.events).toEqual([
      { version: res.body.version, type: "drew", seat, from: "stock", stockCount: expect.any(Number) },
      { version: res.body.version, type: "drew_card", to: [seat], card: expect.any(String) },
    ]);
    // Nobody else's read carries events: they come from the log or the socket.
    expect((await read(gameId, tokens[1 - seat])).body.events).toBeUndefined();
  });

  it("Calcory with memory: the mover learns the card that bust them; a retry and the log do not repeat it", async () => {
    const { gameId, tokens } = await startGame({ game: "calcory", seed: "answer-memory", options: { memory: true } });
    let busted: any = null;
    for (let i = 0; i < 40 && !busted; i++) {
      const seat = (await read(gameId)).body.toAct[0] as number;
      const view = (await read(gameId, tokens[seat])).body;
      const flip = view.legal.find((m: any) => m.type === "flip");
      const key = `memory-${i}`;
      const res = await move(gameId, tokens[seat]!, flip ?? view.legal[0], view.version, key);
      expect(res.status).toBe(200);
      if (res.body.events.some((e: any) => e.type === "bust")) busted = { res, seat, key, move: flip, version: view.version };
    }
    expect(busted).not.toBeNull();
    const { res, seat } = busted;
    const bust = res.body.events.find((e: any) => e.type === "bust");
    expect(bust.values.length).toBeGreaterThan(1);
    expect(bust.transient).toEqual(["values", "sum", "reason"]);
    const flipped = res.body.events.find((e: any) => e.type === "flip");
    expect(flipped.value).toBe(bust.values.at(-1));
    // The table already shows those cards face down and unknown.
    for (const cell of bust.cells) expect(res.body.state.cells[cell]).toEqual({ state: "down", known: null });

    const retry = await move(gameId, tokens[seat]!, busted.move, busted.version, busted.key);
    expect(retry.headers.get("x-idempotent-replay")).toBe("true");
    expect(retry.body.events.map((e: any) => e.type)).toEqual(res.body.events.map((e: any) => e.type));
    expect(JSON.stringify(retry.body.events)).not.toMatch(/"values?"|"sum"|"reason"|"transient"/);
    const log = (await call("GET", `/api/games/${gameId}/log?after=0`, undefined, tokens[seat])).body.events;
    expect(log.find((e: any) => e.type === "bust" && e.version === res.body.version)).toEqual({ version: res.body.version, type: "bust", seat, cells: bust.cells });
  });
});

describe("live sockets", () => {
  it("pushes every new version to each reader with only what it may see, and catches up on reconnect", async () => {
    const { gameId, tokens } = await startGame({ seed: "live" });
    const start = (await read(gameId)).body;
    const seat0 = await openSocket(gameId, tokens[0], start.version);
    const spectator = await openSocket(gameId, undefined, start.version);
    const sync0 = await seat0.waitFor((m) => m.type === "sync");
    expect(sync0.game.you).toBe(0);
    await spectator.waitFor((m) => m.type === "sync");

    const actor = start.toAct[0] as number;
    const res = await move(gameId, tokens[actor]!, { type: "draw", from: "stock" }, start.version);
    expect(res.status).toBe(200);
    const update0 = await seat0.waitFor((m) => m.type === "update" && m.version === start.version + 1);
    const updateSpec = await spectator.waitFor((m) => m.type === "update" && m.version === start.version + 1);
    expect(update0.game.you).toBe(0);
    expect(updateSpec.game.you).toBe(null);
    expect(update0.game.state).toEqual((await read(gameId, tokens[0])).body.state);
    expect(updateSpec.game.state).toEqual((await read(gameId)).body.state);
    for (const e of updateSpec.events) expect(e.to).toBeUndefined();
    for (const e of update0.events) if (e.to) expect(e.to).toContain(0);

    seat0.close();
    const view = (await read(gameId, tokens[actor])).body;
    await move(gameId, tokens[actor]!, view.legal.find((m: any) => m.type === "discard"), view.version);
    const again = await openSocket(gameId, tokens[0], start.version);
    const sync = await again.waitFor((m) => m.type === "sync");
    expect(sync.version).toBe(start.version + 2);
    expect(sync.events.map((e: any) => e.version)).toContain(start.version + 2);
    expect(sync.events.every((e: any) => e.version > start.version)).toBe(true);
    again.close();
    spectator.close();
  });

  it("answers a keep-alive ping with pong", async () => {
    const { gameId } = await startGame({ seed: "ping" });
    const res = await SELF.fetch(`http://thirteens.test/api/games/${gameId}/socket`, { headers: { Upgrade: "websocket" } });
    const ws = res.webSocket!;
    ws.accept();
    const reply = new Promise<string>((resolve) => ws.addEventListener("message", (e) => resolve(e.data as string)));
    ws.send("ping");
    expect(await reply).toBe("pong");
    ws.close(1000, "done");
  });

  it("closes a socket that says hello with a wrong token", async () => {
    const { gameId } = await startGame({ seed: "bad-socket" });
    const socket = await openSocket(gameId, "z".repeat(32));
    const error = await socket.waitFor((m) => m.type === "error");
    expect(error.error).toBe("forbidden");
  });
});

describe("durability", () => {
  it("keeps the whole game across a restart of the object", async () => {
    const { gameId, tokens } = await startGame({ seed: "restart" });
    const view = (await read(gameId)).body;
    const actor = view.toAct[0] as number;
    expect((await move(gameId, tokens[actor]!, { type: "draw", from: "stock" }, view.version)).status).toBe(200);
    const before = (await read(gameId, tokens[actor])).body;
    await abortAllDurableObjects();
    const after = (await read(gameId, tokens[actor])).body;
    expect(after).toEqual(before);
    const next = after.legal.find((m: any) => m.type === "discard");
    expect((await move(gameId, tokens[actor]!, next, after.version)).status).toBe(200);
  });
});
