import { describe, expect, it } from "vitest";
import { threeThirteen } from "../../../src/games/three-thirteen";
import type { RoundResult } from "../../../src/games/three-thirteen/state";
import { eventsOf, play, position, turn } from "./helpers/build";

// Three players, 3 cards, 3s wild; seat 2 dealt, so seat 0 starts. Seat 0 goes out by drawing 7H.
const threePlayers = (options = {}, stock = ["9S", "8C", "4S", "QC", "7H"]) =>
  position({
    seats: 3,
    options: { rounds: [3, 4], ...options },
    hands: [["5H", "6H", "KC"], ["2C", "9D", "JS"], ["AD", "AS", "10C"]],
    stock,
    discardPile: ["QD"],
  });

const roundEnded = (events: { type: string }[]) => eventsOf(events as never, "round_ended")[0] as unknown as RoundResult | undefined;

describe("three-thirteen going out", () => {
  it("may go out on a first turn; then every other player has one more turn, in order", () => {
    const out = turn(threePlayers(), 0, "stock", "KC", true);
    expect(out.state.wentOut).toEqual([0]);
    expect(out.state.lastTurns).toEqual([1, 2]);
    expect(eventsOf(out.events, "went_out")).toEqual([{ type: "went_out", seat: 0, lastTurns: [1, 2] }]);
    expect(out.state.turn).toBe(1);
    const second = turn(out.state, 1, "stock", "JS");
    expect(second.state.lastTurns).toEqual([2]);
    expect(roundEnded(second.events)).toBeUndefined();
    const last = turn(second.state, 2, "stock", "10C");
    const result = roundEnded(last.events)!;
    expect(result.endedBy).toBe("went_out");
    expect(result.wentOut).toEqual([0]);
    // Seat 1 kept 2C 9D and drew QC; seat 2 kept AD AS and drew 4S.
    expect(result.scores).toEqual([0, 2 + 9 + 10, 1 + 1 + 4]);
    expect(last.state.round).toBe(2);
  });

  it("starts the last turns from the player left of the one who went out", () => {
    const s = position({
      seats: 4,
      hands: [["2C", "9D", "JS"], ["AD", "AS", "10C"], ["5H", "6H", "KC"], ["8D", "8H", "JC"]],
      stock: ["9S", "7H"],
      discardPile: ["QD"],
      turn: 2,
    });
    const out = turn(s, 2, "stock", "KC", true);
    expect(out.state.lastTurns).toEqual([3, 0, 1]);
    expect(out.state.turn).toBe(3);
  });

  it("lets a player go out on their last turn too, scoring 0", () => {
    const alsoOut = position({
      seats: 3,
      hands: [["5H", "6H", "7H"], ["9D", "9C", "JS"], ["AD", "AS", "10C"]],
      stock: ["4S"],
      discardPile: ["KC", "9S"],
      turn: 1,
    });
    const s = { ...alsoOut, wentOut: [0], lastTurns: [1, 2] };
    const goesOut = turn(s, 1, "discard", "JS", true);
    expect(goesOut.state.wentOut).toEqual([0, 1]);
    const end = turn(goesOut.state, 2, "stock", "4S");
    const result = roundEnded(end.events)!;
    expect(result.wentOut).toEqual([0, 1]);
    expect(result.scores.slice(0, 2)).toEqual([0, 0]);
  });

  it("ends the round at once when a player goes out, with no redemption", () => {
    const out = turn(threePlayers({ afterGoingOut: "end_at_once" }), 0, "stock", "KC", true);
    const result = roundEnded(out.events)!;
    expect(result.wentOut).toEqual([0]);
    expect(result.scores).toEqual([0, 21, 12]);
    expect(out.state.round).toBe(2);
  });

  it("ends the round when the player who drew the last stock card discards", () => {
    const s = threePlayers({}, ["4S"]);
    const drawn = play(s, 0, { type: "draw", from: "stock" });
    expect(drawn.state.stock).toEqual([]);
    const done = play(drawn.state, 0, { type: "discard", card: "4S" });
    expect(eventsOf(done.events, "stock_ran_out")).toEqual([{ type: "stock_ran_out", seat: 0 }]);
    expect(roundEnded(done.events)!.endedBy).toBe("stock_out");
    expect(done.state.round).toBe(2);
  });

  it("ends the round when the stock runs out during the last turns, even with turns left", () => {
    const out = turn(threePlayers({}, ["8C", "7H"]), 0, "stock", "KC", true);
    const end = turn(out.state, 1, "stock", "8C");
    const result = roundEnded(end.events)!;
    expect(result.endedBy).toBe("stock_out");
    expect(result.seats.map((r) => r.hand.length)).toEqual([3, 3, 3]);
  });

  it("reshuffles the discard pile but its top card into a new stock with the reshuffle option", () => {
    const s = { ...threePlayers({ stockOut: "reshuffle" }, ["4S"]), discardPile: ["2H", "8S", "QD"] };
    const done = turn(s, 0, "stock", "KC");
    expect(eventsOf(done.events, "stock_reshuffled")).toEqual([{ type: "stock_reshuffled", stockCount: 3 }]);
    expect(done.state.discardPile).toEqual(["KC"]);
    expect([...done.state.stock].sort()).toEqual(["2H", "8S", "QD"]);
    expect(done.state.round).toBe(1);
    expect(done.state.turn).toBe(1);
  });

  it("leaves only the discard pile to draw from when there is nothing to reshuffle", () => {
    const s = { ...threePlayers({ stockOut: "reshuffle" }, []), discardPile: ["QD"] };
    expect(threeThirteen.legalMoves(s, 0)).toEqual([{ type: "draw", from: "discard" }]);
    expect(threeThirteen.applyMove(s, 0, { type: "draw", from: "stock" })).toEqual({
      ok: false,
      error: "illegal",
      reason: "The stock is empty; draw from the discard pile.",
    });
  });
});
