import { describe, expect, it } from "vitest";
import * as v from "valibot";
import { thirteen } from "../../../src/games/thirteen";

describe("Thirteen options and move shapes", () => {
  it("defaults to one hand where a player who can play must", () => {
    expect(v.parse(thirteen.optionsSchema, {})).toEqual({ mustPlay: true, matchTarget: null });
    expect(v.parse(thirteen.optionsSchema, { mustPlay: false, matchTarget: 50 })).toEqual({ mustPlay: false, matchTarget: 50 });
    expect(v.safeParse(thirteen.optionsSchema, { matchTarget: 0 }).success).toBe(false);
    expect(v.safeParse(thirteen.optionsSchema, { matchTarget: 2.5 }).success).toBe(false);
    expect(v.safeParse(thirteen.optionsSchema, { jokers: 3 }).success).toBe(false);
  });

  it("describes every option in words", () => {
    const lines = thirteen.describeOptions(v.parse(thirteen.optionsSchema, { matchTarget: 50 }));
    expect(lines).toHaveLength(2);
    expect(lines[1]).toMatch(/50 points/);
    expect(thirteen.describeOptions(v.parse(thirteen.optionsSchema, { mustPlay: false }))[0]).toMatch(/always allowed/);
    for (const preset of Object.values(thirteen.presets!)) expect(v.safeParse(thirteen.optionsSchema, preset.options).success).toBe(true);
  });

  it("accepts the four moves and nothing else", () => {
    for (const m of [
      { type: "play", cards: ["10H"] },
      { type: "play", cards: ["QH", "KH", "AS"], lastCard: true },
      { type: "play", cards: ["RJ"] },
      { type: "draw" },
      { type: "lastCard" },
      { type: "callThirteen" },
    ]) {
      expect(v.safeParse(thirteen.moveSchema, m).success, JSON.stringify(m)).toBe(true);
    }
    for (const m of [
      { type: "play", cards: [] },
      { type: "play", cards: ["1H"] },
      { type: "play", cards: ["10H"], extra: 1 },
      { type: "draw", count: 13 },
      { type: "pass" },
      { type: "play", cards: "10H" },
    ]) {
      expect(v.safeParse(thirteen.moveSchema, m).success, JSON.stringify(m)).toBe(false);
    }
  });

  it("has the contract's identity", () => {
    expect(thirteen.id).toBe("thirteen");
    expect(thirteen.name).toBe("Thirteen");
    expect(thirteen.seats).toEqual({ min: 2, max: 2 });
  });
});
