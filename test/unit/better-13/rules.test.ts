/** Dealing, plays, passes, counts, top plays, the deck and winning. */
import { describe, expect, it } from "vitest";
import * as v from "valibot";
import { better13 } from "../../../src/games/better-13";
import { FULL, allCards, makeState, play, refuse } from "./helpers";

const setup = (seats: number, seed = "x", options = {}) => better13.setup({ seats, seed, options: v.parse(better13.optionsSchema, options) });

describe("setup", () => {
  for (const seats of [2, 3, 4]) {
    it(`deals seven each from the 54 cards with ${seats} players; the player after the dealer starts`, () => {
      const s = setup(seats);
      expect(s.hands.map((h) => h.length)).toEqual(Array(seats).fill(7));
      expect(s.deck).toHaveLength(54 - 7 * seats);
      expect(allCards(s)).toEqual(FULL);
      expect(s.turn).toBe((s.dealer + 1) % seats);
      expect(better13.toAct(s)).toEqual([s.turn]);
      expect(s.count).toBeNull();
      expect(s.flipped).toBe(false);
      expect(JSON.parse(JSON.stringify(s))).toEqual(s);
    });
  }

  it("is decided by the seed alone, and the first dealer varies with it", () => {
    expect(setup(3, "a")).toEqual(setup(3, "a"));
    expect(setup(3, "a")).not.toEqual(setup(3, "b"));
    const dealers = new Set(Array.from({ length: 40 }, (_, i) => setup(4, `d${i}`).dealer));
    expect(dealers.size).toBe(4);
  });

  it("refuses a seat count outside 2 to 4", () => {
    expect(() => setup(1)).toThrow();
    expect(() => setup(5)).toThrow();
  });
});

describe("move shapes", () => {
  const ok = (m: unknown) => v.safeParse(better13.moveSchema, m).success;
  it("accepts the moves of the interface and nothing else", () => {
    expect(ok({ type: "action", card: "yoink", target: 1 })).toBe(true);
    expect(ok({ type: "action", card: "yoink" })).toBe(false);
    expect(ok({ type: "action", card: "flip" })).toBe(true);
    expect(ok({ type: "action", card: "flip", target: 1 })).toBe(false);
    expect(ok({ type: "action", card: "3" })).toBe(false);
    expect(ok({ type: "share", card: "3" })).toBe(true);
    expect(ok({ type: "share", card: "7" })).toBe(false);
    expect(ok({ type: "play", cards: ["1", "6", "6"] })).toBe(true);
    expect(ok({ type: "play", cards: [] })).toBe(false);
    expect(ok({ type: "play", cards: ["1", "1", "1", "1"] })).toBe(false);
    expect(ok({ type: "pass" })).toBe(true);
    expect(ok({ type: "pass", extra: 1 })).toBe(false);
  });
});

describe("plays", () => {
  const base = () => makeState({ hands: [["1", "2", "3", "5", "5", "6", "flip"], ["4", "4", "6"], ["2", "2"]], turn: 0 });

  it("a lead may be any combination; it becomes the count and the turn moves left", () => {
    const { state, events } = play(base(), 0, { type: "play", cards: ["3", "1", "2"] });
    expect(state.count).toEqual({ cards: ["1", "2", "3"], kind: "straight", rank: 3, by: 0 });
    expect(state.inPlay).toEqual(["1", "2", "3"]);
    expect(state.hands[0]).toEqual(["5", "5", "6", "flip"]);
    expect(state.turn).toBe(1);
    expect(events).toContainEqual({ type: "play", seat: 0, cards: ["1", "2", "3"], kind: "straight" });
  });

  it("refuses cards not held, non-combinations, action cards in a combination and plays that do not beat the count", () => {
    const s = base();
    expect(refuse(s, 0, { type: "play", cards: ["4"] })).toMatch(/do not hold/);
    expect(refuse(s, 0, { type: "play", cards: ["1", "3"] })).toMatch(/not a combination/);
    expect(refuse(s, 0, { type: "play", cards: ["1", "2", "5"] })).toMatch(/not a combination/);
    expect(refuse(s, 0, { type: "play", cards: ["5", "flip"] })).toMatch(/Action cards/);
    const { state } = play(s, 0, { type: "play", cards: ["5", "5"] });
    expect(refuse(state, 1, { type: "play", cards: ["4", "4"] })).toMatch(/does not beat/);
    expect(refuse(state, 1, { type: "play", cards: ["6"] })).toMatch(/does not beat/);
    expect(better13.legalMoves(state, 1)).toEqual([{ type: "pass" }]);
    const flipped = makeState({ hands: [["6"], ["1"]], count: { cards: ["5"], by: 1 }, flipped: true, turn: 0 });
    expect(refuse(flipped, 0, { type: "play", cards: ["6"] })).toMatch(/flipped ladder, where lower beats higher/);
  });

  it("refuses anyone but the player whose turn it is", () => {
    const s = base();
    refuse(s, 1, { type: "pass" }, "not_your_turn");
    refuse(s, 2, { type: "play", cards: ["2", "2"] }, "not_your_turn");
    refuse(s, 7, { type: "pass" }, "not_your_turn");
    expect(better13.legalMoves(s, 1)).toEqual([]);
  });

  it("a higher type or a higher number of the same type beats the count", () => {
    const s = makeState({ hands: [["5", "5", "6", "6", "2", "3", "4"], ["1"]], count: { cards: ["3", "3"], by: 1 }, turn: 0 });
    const plays = better13.legalMoves(s, 0).filter((m) => m.type === "play").map((m) => (m.type === "play" ? m.cards.join("") : ""));
    expect(plays).toEqual(["55", "66", "234", "345", "456", "256", "346", "355"]);
  });

  it("legalMoves lists every distinct play once, sorted, then pass", () => {
    const s = makeState({ hands: [["1", "1", "1", "6", "6"], ["2"]], turn: 0 });
    expect(better13.legalMoves(s, 0)).toEqual([
      { type: "play", cards: ["1"] },
      { type: "play", cards: ["6"] },
      { type: "play", cards: ["1", "1"] },
      { type: "play", cards: ["6", "6"] },
      { type: "play", cards: ["1", "1", "1"] },
      { type: "play", cards: ["1", "6", "6"] },
      { type: "pass" },
    ]);
  });
});

describe("passing and the unbeaten count", () => {
  it("a pass draws the top card and is allowed even when a play is possible", () => {
    const s = makeState({ hands: [["6", "6"], ["1"]], deck: ["3", "4"], turn: 0 });
    const { state, events } = play(s, 0, { type: "pass" });
    expect(state.hands[0]).toEqual(["4", "6", "6"]);
    expect(state.deck).toEqual(["3"]);
    expect(state.passed).toEqual([0]);
    expect(state.turn).toBe(1);
    expect(events).toEqual([
      { type: "pass", seat: 0 },
      { type: "draw", seat: 0, drew: true },
      { type: "draw_card", to: [0], seat: 0, card: "4" },
    ]);
  });

  it("when everyone else has passed, the count is discarded and its player leads", () => {
    let s = makeState({ hands: [["2", "3"], ["1", "1"], ["1", "4"]], deck: ["5", "5", "5"], turn: 0 });
    s = play(s, 0, { type: "play", cards: ["3"] }).state;
    s = play(s, 1, { type: "pass" }).state;
    expect(s.passed).toEqual([1]);
    const last = play(s, 2, { type: "pass" });
    s = last.state;
    expect(s.count).toBeNull();
    expect(s.inPlay).toEqual([]);
    expect(s.discard).toEqual(["3"]);
    expect(s.passed).toEqual([]);
    expect(s.turn).toBe(0);
    expect(last.events).toContainEqual({ type: "count_cleared", reason: "unbeaten", seat: 0, cards: ["3"] });
    // seat 0 leads: anything goes
    expect(better13.legalMoves(s, 0)).toContainEqual({ type: "play", cards: ["2"] });
  });

  it("a player who passed may play later in the same count; all cards of the count go to the discards", () => {
    let s = makeState({ hands: [["2", "6", "6"], ["3", "1"], ["4", "1"]], deck: ["1", "1", "1", "1"], turn: 0 });
    s = play(s, 0, { type: "play", cards: ["2"] }).state;
    s = play(s, 1, { type: "pass" }).state;
    s = play(s, 2, { type: "play", cards: ["4"] }).state;
    expect(s.passed).toEqual([]);
    s = play(s, 0, { type: "pass" }).state;
    s = play(s, 1, { type: "play", cards: ["1", "1"] }).state; // seat 1 passed earlier and now plays
    s = play(s, 2, { type: "pass" }).state;
    s = play(s, 0, { type: "pass" }).state;
    expect(s.turn).toBe(1);
    expect(s.count).toBeNull();
    expect(s.discard).toEqual(["2", "4", "1", "1"]);
  });

  it("with two players, one pass ends the count", () => {
    let s = makeState({ hands: [["2", "3"], ["1"]], deck: ["5"], turn: 0 });
    s = play(s, 0, { type: "play", cards: ["2"] }).state;
    s = play(s, 1, { type: "pass" }).state;
    expect(s.count).toBeNull();
    expect(s.turn).toBe(0);
  });

  it("passes with no count just go round", () => {
    let s = makeState({ hands: [["3"], ["3"]], deck: ["5", "5", "5"], turn: 0 });
    s = play(s, 0, { type: "pass" }).state;
    s = play(s, 1, { type: "pass" }).state;
    s = play(s, 0, { type: "pass" }).state;
    expect(s.count).toBeNull();
    expect(s.turn).toBe(1);
    expect(s.passed).toEqual([0, 1]);
  });
});

describe("top plays", () => {
  it("a Better 13 on the normal ladder: the others draw one, the count is discarded, the same player leads", () => {
    const s = makeState({
      hands: [["1", "2"], ["3", "5", "5", "2"], ["4"], ["6"]],
      count: { cards: ["2", "5", "6"], by: 0 },
      under: ["4", "4"],
      deck: ["1", "2", "3", "4"],
      turn: 1,
    });
    const { state, events } = play(s, 1, { type: "play", cards: ["5", "3", "5"] });
    expect(state.hands).toEqual([["1", "2", "2"], ["2"], ["4", "4"], ["3", "6"]]);
    expect(state.count).toBeNull();
    expect(state.inPlay).toEqual([]);
    expect(state.discard).toEqual(["4", "4", "2", "5", "6", "3", "5", "5"]);
    expect(state.turn).toBe(1);
    expect(events.filter((e) => e.type === "draw").map((e) => e.seat)).toEqual([2, 3, 0]);
    expect(events).toContainEqual({ type: "count_cleared", reason: "top", seat: 1, cards: ["4", "4", "2", "5", "6", "3", "5", "5"] });
  });

  it("a single 1 on the flipped ladder is the top play", () => {
    const s = makeState({ hands: [["1", "2"], ["4"]], count: { cards: ["2"], by: 1 }, flipped: true, deck: ["6"], turn: 0 });
    const { state } = play(s, 0, { type: "play", cards: ["1"] });
    expect(state.hands).toEqual([["2"], ["4", "6"]]);
    expect(state.count).toBeNull();
    expect(state.turn).toBe(0);
  });

  it("a Better 13 on the flipped ladder is the lowest play and an ordinary count", () => {
    const s = makeState({ hands: [["1", "6", "6", "2"], ["4", "4"]], flipped: true, deck: ["6"], turn: 0 });
    const { state } = play(s, 0, { type: "play", cards: ["1", "6", "6"] });
    expect(state.count?.kind).toBe("better13");
    expect(state.turn).toBe(1);
    expect(state.hands[1]).toEqual(["4", "4"]);
    expect(better13.legalMoves(state, 1)).toContainEqual({ type: "play", cards: ["4", "4"] });
  });

  it("a single 1 on the normal ladder is an ordinary single", () => {
    const s = makeState({ hands: [["1", "2"], ["4"]], deck: ["6"], turn: 0 });
    expect(play(s, 0, { type: "play", cards: ["1"] }).state.turn).toBe(1);
  });
});

describe("the deck", () => {
  it("when empty, the discards (not the cards in play) are shuffled into a new deck", () => {
    const s = makeState({
      hands: [["1"], ["2"]],
      deck: [],
      discard: ["3", "4", "flip"],
      count: { cards: ["5", "5"], by: 1 },
      turn: 0,
    });
    const { state, events } = play(s, 0, { type: "pass" });
    expect(events).toContainEqual({ type: "reshuffle", cards: 3 });
    expect(state.hands[0]).toHaveLength(2);
    expect([...state.deck, ...state.hands[0]!].sort()).toEqual(["1", "3", "4", "flip"]);
    expect(state.discard).toEqual(["5", "5"]); // the count came back to seat 1 and was discarded after the reshuffle
  });

  it("with no deck and no discards, a draw draws nothing", () => {
    const s = makeState({ hands: [["1"], ["2"]], deck: [], discard: [], turn: 0 });
    const { state, events } = play(s, 0, { type: "pass" });
    expect(state.hands[0]).toEqual(["1"]);
    expect(events).toContainEqual({ type: "draw", seat: 0, drew: false });
  });
});

describe("winning", () => {
  it("a combination play that empties the hand wins at once", () => {
    const s = makeState({ hands: [["3", "3"], ["1", "2", "flip"], ["6"]], count: { cards: ["2", "2"], by: 2 }, turn: 0 });
    const { state, events } = play(s, 0, { type: "play", cards: ["3", "3"] });
    expect(state.over).toBe(true);
    expect(better13.toAct(state)).toEqual([]);
    expect(better13.legalMoves(state, 1)).toEqual([]);
    expect(better13.result(state)).toEqual({ winners: [0], scores: [1, 0, 0], summary: "Seat 0 wins by emptying their hand." });
    expect(events).toContainEqual({ type: "game_over", game: 1, winner: 0, points: 1, pointsLeft: [0, 3, 6], scores: [1, 0, 0] });
    refuse(state, 1, { type: "pass" }, "not_your_turn");
  });

  it("going out with a top play wins at once, before anyone draws", () => {
    const s = makeState({ hands: [["4", "4", "5"], ["1"]], deck: ["2"], turn: 0 });
    const { state } = play(s, 0, { type: "play", cards: ["4", "4", "5"] });
    expect(state.over).toBe(true);
    expect(state.hands[1]).toEqual(["1"]);
    expect(state.deck).toEqual(["2"]);
  });

  it("a player left with no cards by others must pass on their turn, and draws", () => {
    const s = makeState({ hands: [[], ["1", "2"]], deck: ["5"], turn: 0 });
    expect(better13.legalMoves(s, 0)).toEqual([{ type: "pass" }]);
    expect(better13.result(s)).toBeNull();
    const { state } = play(s, 0, { type: "pass" });
    expect(state.hands[0]).toEqual(["5"]);
    expect(state.over).toBe(false);
  });
});
