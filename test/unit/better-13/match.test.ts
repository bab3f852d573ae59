/** Options and match play: several games in one state, the dealer moving left each game. */
import { describe, expect, it } from "vitest";
import * as v from "valibot";
import { better13 } from "../../../src/games/better-13";
import type { GameEvent } from "../../../src/games/contract";
import { playRandomGame } from "../support/random-play";
import { FULL, allCards, makeState, play } from "./helpers";

describe("options", () => {
  const parse = (o: unknown) => v.safeParse(better13.optionsSchema, o);
  it("default to one game scored 1 for the win", () => {
    expect(parse({}).output).toEqual({ matchTarget: null, matchScoring: "win" });
  });
  it("accept a target and a scoring, and refuse anything else", () => {
    expect(parse({ matchTarget: 100, matchScoring: "cards" }).success).toBe(true);
    expect(parse({ matchTarget: null }).success).toBe(true);
    expect(parse({ matchTarget: 0 }).success).toBe(false);
    expect(parse({ matchTarget: 2.5 }).success).toBe(false);
    expect(parse({ matchScoring: "points" }).success).toBe(false);
    expect(parse({ jokers: true }).success).toBe(false);
  });
  it("presets parse, and every option is described in words", () => {
    for (const p of Object.values(better13.presets!)) {
      const o = v.parse(better13.optionsSchema, p.options);
      const lines = better13.describeOptions(o);
      expect(lines.length).toBeGreaterThan(0);
      for (const l of lines) expect(l).toMatch(/^[A-Z].*\.$/);
    }
    expect(better13.describeOptions({ matchTarget: 5, matchScoring: "win" }).join(" ")).toMatch(/5 points.*1 point/);
    expect(better13.describeOptions({ matchTarget: 50, matchScoring: "cards" }).join(" ")).toMatch(/50 points.*sum of the numbers/);
  });
});

describe("match play", () => {
  it("a win scores 1 and the next game is dealt with the dealer one seat to the left", () => {
    const s = makeState({ hands: [["2", "2"], ["1", "5"], ["6", "yoink"]], dealer: 2, turn: 0, options: { matchTarget: 2 } });
    const { state, events } = play(s, 0, { type: "play", cards: ["2", "2"] });
    expect(state.over).toBe(false);
    expect(state.scores).toEqual([1, 0, 0]);
    expect(state.games).toEqual([{ game: 1, winner: 0, points: 1 }]);
    expect(state.game).toBe(2);
    expect(state.dealer).toBe(0);
    expect(state.turn).toBe(1);
    expect(state.hands.map((h) => h.length)).toEqual([7, 7, 7]);
    expect(state.deck).toHaveLength(54 - 21);
    expect(allCards(state)).toEqual(FULL);
    expect(state.count).toBeNull();
    expect(state.flipped).toBe(false);
    expect(better13.result(state)).toBeNull();
    expect(events.map((e) => e.type)).toEqual(["play", "game_over", "game_started", "dealt", "dealt", "dealt"]);
    expect(events.filter((e) => e.type === "dealt").map((e) => e.to)).toEqual([[0], [1], [2]]);
  });

  it("the match ends when a score reaches the target", () => {
    const s = makeState({ hands: [["2", "2"], ["1", "5"]], turn: 0, scores: [1, 1], options: { matchTarget: 2 } });
    const { state, events } = play(s, 0, { type: "play", cards: ["2", "2"] });
    expect(state.over).toBe(true);
    expect(events).toContainEqual({ type: "match_over", winners: [0], scores: [2, 1] });
    expect(better13.result(state)).toEqual({ winners: [0], scores: [2, 1], summary: "Seat 0 wins the match with 2 points after 1 game (2 – 1)." });
  });

  it("card scoring: the winner scores the numbers left in the other hands, action cards 0", () => {
    const s = makeState({ hands: [["3"], ["1", "6", "flip"], ["5", "5", "yoink"]], turn: 0, options: { matchTarget: 100, matchScoring: "cards" } });
    const { state, events } = play(s, 0, { type: "play", cards: ["3"] });
    expect(state.scores).toEqual([17, 0, 0]);
    expect(events).toContainEqual({ type: "game_over", game: 1, winner: 0, points: 17, pointsLeft: [0, 7, 10], scores: [17, 0, 0] });
  });

  it("card scoring in a single game gives that score in the result", () => {
    const s = makeState({ hands: [["3"], ["1", "6"]], turn: 0, options: { matchScoring: "cards" } });
    expect(better13.result(play(s, 0, { type: "play", cards: ["3"] }).state)).toEqual({
      winners: [0],
      scores: [7, 0],
      summary: "Seat 0 wins by emptying their hand and scores 7.",
    });
  });

  for (const [seats, options] of [[2, { matchTarget: 3 }], [3, { matchTarget: 4 }], [4, { matchTarget: 60, matchScoring: "cards" }]] as const) {
    it(`random matches run to the end, the dealer moving left each game (${seats} players, ${JSON.stringify(options)})`, () => {
      for (let i = 0; i < 30; i++) {
        const started: GameEvent[] = [];
        const r = playRandomGame(better13, {
          seats,
          options,
          seed: `match-${seats}-${i}`,
          maxMoves: 50_000,
          onStep: (st) => started.push(...st.events.filter((e) => e.type === "game_started")),
        });
        expect(r.cut).toBe(false);
        const s = r.state;
        expect(s.games.length).toBe(s.game);
        expect(started.length).toBe(s.game - 1);
        const first = better13.setup({ seats, seed: `match-${seats}-${i}`, options: v.parse(better13.optionsSchema, options) }).dealer;
        started.forEach((e, k) => expect(e.dealer).toBe((first + k + 1) % seats));
        expect(Math.max(...s.scores)).toBeGreaterThanOrEqual(options.matchTarget);
        const sum = s.games.reduce((a, g) => a + g.points, 0);
        expect(s.scores.reduce((a, b) => a + b, 0)).toBe(sum);
        const res = better13.result(s)!;
        expect(res.winners).toHaveLength(1);
        expect(s.scores[res.winners[0]!]).toBe(Math.max(...s.scores));
        expect(allCards(s)).toEqual(FULL);
      }
    });
  }
});
