import { describe, expect, it } from "vitest";
import { threeThirteen } from "../../../src/games/three-thirteen";
import type { RoundResult } from "../../../src/games/three-thirteen/state";
import { eventsOf, position, turn } from "./helpers/build";

// Three players, 4 cards, 4s wild; seat 0 goes out with a heart run, seat 1 can lay 9H off on it
// and lay down jacks, seat 2 can lay JH off on those jacks and lay down 2s.
const start = (seat2: string[] = ["JH", "QD", "2C", "2D"], stock = ["2S", "JC", "8H"]) =>
  position({
    seats: 3,
    options: { afterGoingOut: "redemption", rounds: [4, 5] },
    hands: [["5H", "6H", "7H", "KC"], ["9H", "JS", "JD", "QC"], seat2],
    stock,
    discardPile: ["QS"],
    turn: 0,
  });

const roundEnded = (events: { type: string }[]) => eventsOf(events as never, "round_ended")[0] as unknown as RoundResult | undefined;

describe("three-thirteen redemption", () => {
  it("lays the melds of the player who goes out on the table", () => {
    const { state, events } = turn(start(), 0, "stock", "KC", true);
    expect(state.table).toEqual([{ owner: 0, kind: "run", cards: ["5H", "6H", "7H", "8H"] }]);
    expect(state.hands[0]).toEqual([]);
    expect(state.lastTurns).toEqual([1, 2]);
    expect(eventsOf(events, "laid_down")).toEqual([
      { type: "laid_down", seat: 0, melds: [{ kind: "run", cards: ["5H", "6H", "7H", "8H"] }], layoffs: [], cardsLeft: 0 },
    ]);
    expect(threeThirteen.view(state, "spectator")).toMatchObject({ table: state.table, handCounts: [0, 4, 4] });
  });

  it("lays off each last turn's cards onto the table, onto earlier redeemers' melds too, scoring 0 when all are shed", () => {
    const out = turn(start(), 0, "stock", "KC", true);
    const first = turn(out.state, 1, "stock", "QC");
    expect(eventsOf(first.events, "laid_down")).toEqual([
      { type: "laid_down", seat: 1, melds: [{ kind: "set", cards: ["JC", "JD", "JS"] }], layoffs: [{ card: "9H", meld: 0 }], cardsLeft: 0 },
    ]);
    expect(first.state.table).toEqual([
      { owner: 0, kind: "run", cards: ["5H", "6H", "7H", "8H", "9H"] },
      { owner: 1, kind: "set", cards: ["JC", "JD", "JS"] },
    ]);
    const second = turn(first.state, 2, "stock", "QD");
    const result = roundEnded(second.events)!;
    expect(result.scores).toEqual([0, 0, 0]);
    expect(result.seats[2]).toMatchObject({
      hand: ["2C", "2D", "2S", "JH"],
      melds: [{ kind: "set", cards: ["2C", "2D", "2S"] }],
      layoffs: [{ card: "JH", meld: 1 }],
      deadwood: [],
    });
    expect(result.seats[1]!.hand).toEqual(["JC", "JD", "JS", "9H"]);
    expect(result.table[1]!.cards).toEqual(["JC", "JD", "JS", "JH"]);
    expect(second.state.round).toBe(2);
    expect(second.state.table).toEqual([]);
  });

  it("scores what a redeemer cannot shed", () => {
    const out = turn(start(["KH", "QD", "2C", "9C"]), 0, "stock", "KC", true);
    const first = turn(out.state, 1, "stock", "QC");
    expect(first.state.hands[2]).toEqual(["KH", "QD", "2C", "9C"]);
    const second = turn(first.state, 2, "stock", "QD");
    const seat2 = roundEnded(second.events)!.seats[2]!;
    expect(seat2).toMatchObject({ layoffs: [], melds: [], points: 10 + 2 + 2 + 9 });
    expect([...seat2.deadwood].sort()).toEqual(["2C", "2S", "9C", "KH"]);
  });

  it("ends the round if the stock runs out during the last turns; the rest keep their hands", () => {
    const out = turn(start(undefined, ["JC", "8H"]), 0, "stock", "KC", true);
    const first = turn(out.state, 1, "stock", "QC");
    const result = roundEnded(first.events)!;
    expect(result.endedBy).toBe("stock_out");
    expect(result.seats[1]!.points).toBe(0);
    expect(result.seats[2]).toMatchObject({ layoffs: [], points: 10 + 10 + 2 + 2 });
  });
});
