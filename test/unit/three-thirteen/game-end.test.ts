import { describe, expect, it } from "vitest";
import { threeThirteen, type ThreeThirteenOptions } from "../../../src/games/three-thirteen";
import { eventsOf, position, turn } from "./helpers/build";

/** One 3-card round, no redemption; seat 0 goes out, seat 1 keeps 21 points, seat 2 keeps 12. */
function lastRound(totalsBefore: number[], options: Partial<ThreeThirteenOptions> = {}) {
  const s = position({
    seats: 3,
    options: { afterGoingOut: "end_at_once", ...options },
    hands: [["5H", "6H", "KC"], ["2C", "9D", "JS"], ["AD", "AS", "10C"]],
    stock: ["9S", "7H"],
    discardPile: ["QD"],
    turn: 0,
  });
  return turn({ ...s, totals: totalsBefore }, 0, "stock", "KC", true);
}

const spades = ["AS", "2S", "3S", "4S", "5S", "6S", "7S", "8S", "9S", "10S", "JS", "QS"];
const hearts = ["AH", "2H", "3H", "4H", "5H", "6H", "7H", "8H", "9H", "10H", "JH", "QH"];

describe("three-thirteen end of the game", () => {
  it("gives the win to the lowest total after the last round", () => {
    const { state, events } = lastRound([30, 5, 40]);
    expect(state.phase).toBe("game_over");
    expect(threeThirteen.toAct(state)).toEqual([]);
    expect(threeThirteen.legalMoves(state, 0)).toEqual([]);
    expect(state.totals).toEqual([30, 26, 52]);
    expect(threeThirteen.result(state)).toEqual({ winners: [1], scores: [30, 26, 52], summary: "Seat 1 wins with 26 points." });
    expect(eventsOf(events, "game_over")).toHaveLength(1);
    expect(threeThirteen.applyMove(state, 0, { type: "draw", from: "stock" })).toEqual({ ok: false, error: "not_your_turn", reason: "The game is over." });
  });

  it("lets tied players share the win", () => {
    const { state } = lastRound([21, 0, 9]);
    expect(state.result).toEqual({ winners: [0, 1, 2], scores: [21, 21, 21], summary: "Seats 0, 1 and 2 share the win with 21 points." });
  });

  it("plays a 13-card tie-break round among the tied players only with tieBreakRound", () => {
    const { state, events } = lastRound([26, 5, 40], { tieBreakRound: true });
    expect(state.totals).toEqual([26, 26, 52]);
    expect(state.result).toBeNull();
    expect(eventsOf(events, "tie_break")).toEqual([{ type: "tie_break", seats: [0, 1], total: 26 }]);
    expect(state.tieBreak).toBe(true);
    expect(state.round).toBe(2);
    expect(state.players).toEqual([0, 1]);
    expect(state.handSize).toBe(13);
    expect(state.wildRank).toBe(13);
    expect(state.hands.map((h) => h.length)).toEqual([13, 13, 0]);
    expect(state.players).toContain(state.turn);
    expect(threeThirteen.view(state, 2)).toMatchObject({ hand: null, tieBreak: true, roundCount: 1, players: [0, 1] });
  });

  function tieBreakWith(hand1: string[]) {
    const tied = lastRound([26, 5, 40], { tieBreakRound: true }).state;
    const s = { ...tied, hands: [[...spades, "KD"], hand1, []], turn: 0, stock: [...tied.stock.filter((c) => c !== "9D"), "9D"] };
    return turn(s, 0, "stock", "9D", true).state;
  }

  it("gives the win to the lower tie-break score, leaving the totals as they were", () => {
    const state = tieBreakWith([...hearts, "5C"]);
    expect(state.result).toEqual({
      winners: [0],
      scores: [26, 26, 52],
      summary: "Seat 0 wins after a tie-break: tied on 26 points, then seat 0 scored 0 and seat 1 scored 5 in the tie-break round.",
    });
    expect(state.rounds.at(-1)).toMatchObject({ tieBreak: true, scores: [0, 5, null], totals: [26, 26, 52] });
  });

  it("lets a tie stand when the tie-break round ties too", () => {
    const state = tieBreakWith([...hearts, "KC"]);
    expect(state.result).toMatchObject({ winners: [0, 1], summary: "Seats 0 and 1 share the win after a tie-break: tied on 26 points, then seat 0 scored 0 and seat 1 scored 0 in the tie-break round." });
  });
});
