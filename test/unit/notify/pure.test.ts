/** The pure parts of notifications: who is told what, quiet hours, reminder times, words. */
import { describe, expect, it } from "vitest";
import { quietUntil, nextDigestAt, nextLocalTime, validTimeZone } from "../../../src/notify/quiet-hours";
import { renderJob, duration } from "../../../src/notify/render";
import { reminderTimes } from "../../../src/profile/reminders";
import { defaultMeta, type SeatMeta } from "../../../src/room/seat-store";
import { planTurn, type TurnChange } from "../../../src/room/turn-plan";

const HOUR = 3600_000;
const DAY = 24 * HOUR;
const NOW = Date.UTC(2026, 0, 15, 12, 0, 0); // a Thursday, noon UTC

function meta(seats: number, attached = true): SeatMeta[] {
  return Array.from({ length: seats }, (_, s) => ({ ...defaultMeta(s), profileId: attached ? `p${s}` : null }));
}

function change(over: Partial<TurnChange>): TurnChange {
  return { before: [], after: [], started: false, ended: false, mover: null, by: "player", timedOut: false, meta: meta(3), limitMs: null, now: NOW, ...over };
}

describe("planTurn", () => {
  it("tells the next seat it is its turn and the mover nothing", () => {
    const plan = planTurn(change({ before: [0], after: [1], mover: 0 }));
    expect(plan.jobs).toEqual([{ seat: 0, kind: "sync" }, { seat: 1, kind: "your_turn" }]);
    expect(plan.meta).toEqual([]); // no time limit: no clock rows written
  });

  it("calls it a choice when several seats must act at once", () => {
    const plan = planTurn(change({ before: [0], after: [1, 2], mover: 0 }));
    expect(plan.jobs).toEqual([{ seat: 0, kind: "sync" }, { seat: 1, kind: "choice" }, { seat: 2, kind: "choice" }]);
  });

  it("tells everyone but the mover that the game ended, and the timed-out seat that it was played for", () => {
    expect(planTurn(change({ before: [1], after: [], ended: true, mover: 1 })).jobs).toEqual([
      { seat: 0, kind: "ended" },
      { seat: 1, kind: "sync" },
      { seat: 2, kind: "ended" },
    ]);
    expect(planTurn(change({ before: [1], after: [], ended: true, mover: 1, by: "timeout", timedOut: true })).jobs[1]).toEqual({ seat: 1, kind: "ended" });
    const timeout = planTurn(change({ before: [1], after: [2], mover: 1, by: "timeout", timedOut: true, limitMs: DAY }));
    expect(timeout.jobs).toEqual([{ seat: 1, kind: "played_for_you" }, { seat: 2, kind: "your_turn" }]);
    expect(timeout.meta.find((m) => m.seat === 1)!.timeouts).toBe(1);
  });

  it("tells the start to seats not first to act, and only seats with a profile", () => {
    const m = meta(3);
    m[2] = { ...m[2]!, profileId: null };
    expect(planTurn(change({ after: [1], started: true, meta: m })).jobs).toEqual([
      { seat: 0, kind: "started" },
      { seat: 1, kind: "your_turn" },
    ]);
  });

  it("sets deadlines with a time limit, after any vacation, and clears them when the turn passes", () => {
    const m = meta(2, false);
    m[1] = { ...m[1]!, pausedUntil: NOW + 2 * DAY };
    const plan = planTurn(change({ before: [0], after: [1], mover: 0, meta: m, limitMs: DAY }));
    expect(plan.meta).toEqual([{ ...m[1], waitingSince: NOW, deadline: NOW + 3 * DAY }]);
    const next = planTurn(change({ before: [1], after: [0], mover: 1, meta: [m[0]!, plan.meta[0]!], limitMs: DAY }));
    expect(next.meta.find((x) => x.seat === 1)).toMatchObject({ deadline: null, waitingSince: null });
    expect(next.meta.find((x) => x.seat === 0)).toMatchObject({ deadline: NOW + DAY, waitingSince: NOW });
    expect(plan.jobs).toEqual([]);
  });

  it("resets the timeouts in a row when the player moves", () => {
    const m = meta(2);
    m[0] = { ...m[0]!, timeouts: 2 };
    expect(planTurn(change({ before: [0], after: [1], mover: 0, meta: m })).meta.find((x) => x.seat === 0)!.timeouts).toBe(0);
  });
});

describe("quiet hours", () => {
  it("knows time zones", () => {
    expect(validTimeZone("Europe/Paris")).toBe(true);
    expect(validTimeZone("Mars/Olympus")).toBe(false);
  });

  it("holds until the local end of the quiet hours, across midnight, in the player's zone", () => {
    // 12:00 UTC is 21:00 in Tokyo (quiet from 20:00), 07:00 in New York (quiet until 08:00), 13:00 in Paris.
    expect(quietUntil(NOW, "Asia/Tokyo", "20:00", "08:00")).toBe(NOW + 11 * HOUR);
    expect(quietUntil(NOW, "America/New_York", "22:00", "08:00")).toBe(NOW + HOUR);
    expect(quietUntil(NOW, "Europe/Paris", "22:00", "08:00")).toBe(null);
    expect(quietUntil(NOW, "Europe/Paris", "12:30", "14:00")).toBe(NOW + HOUR);
    expect(quietUntil(NOW, "Europe/Paris", "08:00", "08:00")).toBe(null);
    // India is UTC+5:30: 17:30 there.
    expect(quietUntil(NOW, "Asia/Kolkata", "17:00", "18:00")).toBe(NOW + 30 * 60_000);
  });

  it("finds the next local time of day", () => {
    expect(nextLocalTime(NOW, "UTC", "08:00")).toBe(NOW + 20 * HOUR);
    expect(nextLocalTime(NOW, "Asia/Tokyo", "08:00")).toBe(NOW + 11 * HOUR);
  });

  it("spaces daily digests at least 20 hours apart, even after one sent late", () => {
    const eight = Date.UTC(2026, 0, 15, 8, 0, 0);
    expect(nextDigestAt(eight, "UTC", "08:00")).toBe(eight + DAY);
    // Sent late at 07:05 (its 08:00 alarm ran a day behind): not again at 08:00 the same day.
    expect(nextDigestAt(eight - 55 * 60_000, "UTC", "08:00")).toBe(eight + DAY);
    // Sent at 23:00: the morning after next, not nine hours later.
    expect(nextDigestAt(eight + 15 * HOUR, "UTC", "08:00")).toBe(eight + 2 * DAY);
    // Across the spring clock change in Berlin (29 March 2026): the next local 08:00, 23 hours later.
    const berlinEight = Date.UTC(2026, 2, 28, 7, 0, 0);
    expect(nextDigestAt(berlinEight, "Europe/Berlin", "08:00")).toBe(berlinEight + 23 * HOUR);
  });
});

describe("reminder times", () => {
  it("spaces them by the delay, 3 at most, without a limit", () => {
    expect(reminderTimes(NOW, DAY, null)).toEqual([NOW + DAY, NOW + 2 * DAY, NOW + 3 * DAY]);
  });
  it("keeps one at 80% of the limit, with earlier ones before it", () => {
    expect(reminderTimes(NOW, DAY, NOW + DAY)).toEqual([NOW + 0.8 * DAY]);
    expect(reminderTimes(NOW, DAY, NOW + 7 * DAY)).toEqual([NOW + DAY, NOW + 2 * DAY, NOW + 0.8 * 7 * DAY]);
    expect(reminderTimes(NOW, 2 * DAY, NOW + 3 * DAY)).toEqual([NOW + 2 * DAY, NOW + 0.8 * 3 * DAY]);
  });
});

describe("words", () => {
  const job = {
    gameId: "g1", seat: 1, game: "three-thirteen", gameName: "Three-Thirteen", status: "playing" as const, version: 5,
    opponents: ["Ann", "Cy"], yourTurn: true, waitingSince: NOW, deadline: NOW + 2 * DAY, at: NOW,
  };
  it("says whose move it was, against whom, and the time left", () => {
    const m = renderJob({ ...job, kind: "your_turn", actor: "Ann" });
    expect(m).toEqual({
      kind: "your_turn", gameId: "g1", seat: 1, title: "Your turn: Three-Thirteen",
      body: "Ann moved. Against Ann and Cy. Time left: 2 days.", path: "/g/g1", tag: "g-g1", at: NOW,
    });
    expect(renderJob({ ...job, kind: "reminder" }, NOW + 30 * HOUR).body).toBe("The game has waited on you for 30 hours. Time left: 18 hours. Against Ann and Cy.");
    expect(duration(90 * 60_000)).toBe("2 hours");
    expect(duration(60_000)).toBe("1 minute");
  });
});
