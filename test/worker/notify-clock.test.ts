/**
 * Time limits driven through the room's alarm: a seat whose time runs out gets the game's
 * fallback move (logged, told to all), 3 timeouts in a row let the others hand it to the
 * auto-player, and vacation pauses a seat's own clock.
 */
import { describe, expect, it } from "vitest";
import { call, move, read } from "./support/api";
import { advanceRoom, DAY, startTimedGame } from "./support/notify";

describe("time limits", () => {
  it("shows no clock without a time limit and refuses limits out of range", async () => {
    const { gameId } = await startTimedGame({ seed: "clock-none" });
    const view = (await read(gameId)).body;
    expect(view.clock.limitMs).toBe(null);
    expect(view.clock.seats.map((s: any) => s.deadline)).toEqual([null, null]);
    for (const timeLimit of [0, 15, 1.5, "3"]) {
      const res = await call("POST", "/api/games", { game: "three-thirteen", seats: 2, name: "A", timeLimit });
      expect(res.status, JSON.stringify(timeLimit)).toBe(400);
      expect(res.body.error).toBe("bad_request");
    }
  });

  it("plays the fallback move when the time runs out, logs it and tells everyone", async () => {
    const { gameId, tokens } = await startTimedGame({ seed: "clock-timeout", timeLimit: 2 });
    const start = (await read(gameId)).body;
    const late = start.toAct[0] as number;
    expect(start.clock.limitMs).toBe(2 * DAY);
    const deadline = start.clock.seats[late].deadline as number;
    expect(deadline - Date.now()).toBeGreaterThan(2 * DAY - 60_000);
    expect(deadline - Date.now()).toBeLessThanOrEqual(2 * DAY);
    expect(start.clock.seats[1 - late].deadline).toBe(null);

    // A day and a half passes: nothing happens yet.
    await advanceRoom(gameId, 1.5 * DAY);
    expect((await read(gameId)).body.version).toBe(start.version);

    // Past the deadline: the room draws and discards for the late seat.
    await advanceRoom(gameId, 0.5 * DAY + 60_000);
    const after = (await read(gameId, tokens[1 - late])).body;
    expect(after.version).toBeGreaterThan(start.version);
    expect(after.toAct).toEqual([1 - late]);
    expect(after.clock.seats[late].timeouts).toBe(1);
    expect(after.clock.seats[late].deadline).toBe(null);
    expect(after.clock.seats[1 - late].deadline).toBeGreaterThan(Date.now() + 2 * DAY - 60_000);
    const log = (await call("GET", `/api/games/${gameId}/log?after=${start.version}`)).body; // a spectator sees it
    expect(log.events.filter((e: any) => e.type === "timeout")).toEqual([{ version: start.version + 1, type: "timeout", seat: late }]);

    // The other player sees it live too, and moving resets nothing of theirs.
    const mover = 1 - late;
    const view = (await read(gameId, tokens[mover])).body;
    const res = await move(gameId, tokens[mover]!, { type: "draw", from: "stock" }, view.version);
    expect(res.status).toBe(200);
    expect(res.body.clock.seats[mover].timeouts).toBe(0);
  });

  it("lets the others hand a seat to the auto-player after 3 timeouts in a row, and its owner take it back", async () => {
    const { gameId, tokens } = await startTimedGame({ seed: "clock-auto", timeLimit: 1 });
    const absent = (await read(gameId)).body.toAct[0] as number;
    const present = 1 - absent;
    const early = await call("POST", `/api/games/${gameId}/autoplay`, { seat: absent }, tokens[present]);
    expect(early.status).toBe(409);
    expect(early.body.error).toBe("not_timed_out");

    for (let round = 0; round < 3; round++) {
      // The absent seat times out; the present one plays its own turn (draw, then discard).
      await advanceRoom(gameId, DAY + 60_000);
      let view = (await read(gameId, tokens[present])).body;
      expect(view.clock.seats[absent].timeouts).toBe(round + 1);
      while (view.toAct.includes(present) && view.status === "playing") {
        const legal = view.legal.find((m: any) => m.type === "draw") ?? view.legal.find((m: any) => m.type === "discard" && !m.goOut) ?? view.legal[0];
        const res = await move(gameId, tokens[present]!, legal, view.version);
        expect(res.status).toBe(200);
        view = res.body;
      }
      expect(view.status).toBe("playing");
    }
    const own = await call("POST", `/api/games/${gameId}/autoplay`, { seat: absent, on: false }, tokens[present]);
    expect(own.status).toBe(403);
    const handed = await call("POST", `/api/games/${gameId}/autoplay`, { seat: absent }, tokens[present]);
    expect(handed.status).toBe(200);
    // The auto-player moved at once: the game waits on the present seat again.
    expect(handed.body.clock.seats[absent].auto).toBe(true);
    expect(handed.body.toAct).toEqual([present]);
    const log = (await call("GET", `/api/games/${gameId}/log?after=0`)).body;
    expect(log.events.some((e: any) => e.type === "autoplay" && e.seat === absent && e.on === true && e.by === present)).toBe(true);

    // From now on each move of the present seat is answered by the auto-player at once.
    let view = handed.body;
    for (let i = 0; i < 4 && view.status === "playing"; i++) {
      const legal = view.legal.find((m: any) => m.type === "draw") ?? view.legal.find((m: any) => m.type === "discard" && !m.goOut) ?? view.legal[0];
      const res = await move(gameId, tokens[present]!, legal, view.version);
      expect(res.status).toBe(200);
      view = res.body;
      if (view.status === "playing") expect(view.toAct).toEqual([present]);
    }

    // The absent player comes back and takes the seat back.
    const back = await call("POST", `/api/games/${gameId}/autoplay`, { seat: absent, on: false }, tokens[absent]);
    expect(back.status).toBe(200);
    expect(back.body.clock.seats[absent].auto).toBe(false);
    expect(back.body.clock.seats[absent].timeouts).toBe(0);
  });

  it("pauses a seat's clock for its vacation, shown to all, within a few days per game", async () => {
    const { gameId, tokens } = await startTimedGame({ seed: "clock-vacation", timeLimit: 1 });
    const start = (await read(gameId)).body;
    const seat = start.toAct[0] as number;
    const deadline = start.clock.seats[seat].deadline as number;

    const res = await call("POST", `/api/games/${gameId}/vacation`, { days: 3 }, tokens[seat]);
    expect(res.status).toBe(200);
    const spectator = (await read(gameId)).body;
    expect(spectator.clock.seats[seat].deadline).toBe(deadline + 3 * DAY);
    expect(spectator.clock.seats[seat].pausedUntil).toBeGreaterThan(Date.now() + 3 * DAY - 60_000);
    expect(spectator.clock.seats[seat].vacationLeftMs).toBe(4 * DAY);
    const log = (await call("GET", `/api/games/${gameId}/log?after=${start.version}`)).body;
    expect(log.events[0]).toMatchObject({ type: "vacation", seat, days: 3 });

    // Three days pass: the clock was paused, so the seat is not late yet.
    await advanceRoom(gameId, 3 * DAY);
    expect((await read(gameId)).body.clock.seats[seat].timeouts).toBe(0);
    // One more day: now it is.
    await advanceRoom(gameId, DAY + 60_000);
    expect((await read(gameId)).body.clock.seats[seat].timeouts).toBe(1);

    const tooMuch = await call("POST", `/api/games/${gameId}/vacation`, { days: 5 }, tokens[seat]);
    expect(tooMuch.status).toBe(409);
    expect(tooMuch.body.error).toBe("no_vacation_left");
    expect((await call("POST", `/api/games/${gameId}/vacation`, { days: 8 }, tokens[seat])).status).toBe(400);
    expect((await call("POST", `/api/games/${gameId}/vacation`, { days: 1 })).status).toBe(401);

    const untimed = await startTimedGame({ seed: "clock-vacation-none" });
    const none = await call("POST", `/api/games/${untimed.gameId}/vacation`, { days: 1 }, untimed.tokens[0]);
    expect(none.status).toBe(409);
    expect(none.body.error).toBe("no_time_limit");
  });
});
