import { describe, expect, it } from "vitest";
import type { Card } from "../../../src/games/cards";
import { threeThirteen, type ThreeThirteenOptions } from "../../../src/games/three-thirteen";
import { isDoubledRound } from "../../../src/games/three-thirteen/scoring";
import type { RoundResult } from "../../../src/games/three-thirteen/state";
import { eventsOf, play, position, turn } from "./helpers/build";

const roundEnded = (events: { type: string }[]) => eventsOf(events as never, "round_ended")[0] as unknown as RoundResult;

/**
 * Seat 0 holds 5H 6H KC, draws 7H and goes out at once (3-card round, 3s wild, no redemption);
 * returns seat 1's round score for the given hand.
 */
function scoreOf(hand: Card[], options: Partial<ThreeThirteenOptions> = {}): number {
  const s = position({
    seats: 2,
    options: { afterGoingOut: "end_at_once", ...options },
    hands: [["5H", "6H", "KC"], hand],
    stock: ["9S", "7H"],
    discardPile: ["QD"],
    turn: 0,
  });
  const { events } = turn(s, 0, "stock", "KC", true);
  return roundEnded(events).scores[1]!;
}

describe("three-thirteen scoring", () => {
  it("scores deadwood at face value, aces 1 and court cards 10, melds nothing", () => {
    expect(scoreOf(["AS", "9D", "JC"])).toBe(1 + 9 + 10);
    expect(scoreOf(["8C", "8D", "8S"])).toBe(0);
    expect(scoreOf(["8C", "9C", "10C"])).toBe(0);
  });

  it("aces low only by default; high or low (costing 15) with acesHighOrLow", () => {
    expect(scoreOf(["QH", "KH", "AH"])).toBe(21);
    expect(scoreOf(["QH", "KH", "AH"], { acesHighOrLow: true })).toBe(0);
    expect(scoreOf(["AS", "9D", "5C"], { acesHighOrLow: true })).toBe(15 + 9 + 5);
    expect(scoreOf(["KH", "AH", "2H"], { acesHighOrLow: true })).toBe(10 + 15 + 2);
  });

  it("courtCardsByRank makes J, Q, K cost 11, 12, 13", () => {
    expect(scoreOf(["JS", "QD", "KC"])).toBe(30);
    expect(scoreOf(["JS", "QD", "KC"], { courtCardsByRank: true })).toBe(36);
  });

  it("jokers are wild and cost 20 left in hand", () => {
    expect(scoreOf(["RJ", "9D", "9C"], { jokers: true })).toBe(0);
    expect(scoreOf(["RJ", "9D", "5C"], { jokers: true })).toBe(20 + 9 + 5);
  });

  it("an unused wild-rank card costs its face value, or 15 with the Tretton rule", () => {
    expect(scoreOf(["3D", "9C", "5H"])).toBe(3 + 9 + 5);
    expect(scoreOf(["3D", "9C", "5H"], { unusedWildCost: "15" })).toBe(15 + 9 + 5);
    expect(scoreOf(["3D", "9C", "10C"], { unusedWildCost: "15" })).toBe(0);
  });

  it("passes the meld options to the solver: one wild per meld, naturals, all-wild melds", () => {
    expect(scoreOf(["5H", "3C", "3D"])).toBe(0);
    expect(scoreOf(["5H", "3C", "3D"], { maxOneWild: true })).toBe(11);
    expect(scoreOf(["5H", "RJ", "BJ"], { jokers: true })).toBe(0);
    expect(scoreOf(["5H", "RJ", "BJ"], { jokers: true, maxOneWild: true })).toBe(45);
    expect(scoreOf(["RJ", "BJ", "RJ"], { jokers: true })).toBe(0);
    expect(scoreOf(["RJ", "BJ", "RJ"], { jokers: true, allWildMelds: false })).toBe(60);
    expect(scoreOf(["RJ", "BJ", "RJ"], { jokers: true, naturalRequired: true })).toBe(60);
    // A 3 stands for itself in the 3s round, so two jokers and a 3 are a set of 3s.
    expect(scoreOf(["RJ", "BJ", "3C"], { jokers: true, naturalRequired: true })).toBe(0);
  });

  it("doubles the scores of the J, Q and K rounds with doubleCourtRounds", () => {
    expect([10, 11, 12, 13, 14, 15].map((n) => isDoubledRound(n, { doubleCourtRounds: true }))).toEqual([false, true, true, true, false, false]);
    expect(isDoubledRound(12, { doubleCourtRounds: false })).toBe(false);
    const deadwood = ["2C", "4C", "6C", "8C", "10C", "QC", "2D", "4D", "6D", "8D", "10D"];
    const jackRound = (doubleCourtRounds: boolean) =>
      position({
        seats: 2,
        options: { afterGoingOut: "end_at_once", doubleCourtRounds },
        hands: [["AH", "2H", "3H", "4H", "5H", "6H", "7H", "8H", "9H", "5C", "5D"], deadwood],
        stock: ["KS", "5S"],
        discardPile: ["QD"],
        turn: 0,
      });
    const plain = roundEnded(turn(jackRound(false), 0, "stock", "AH", true).events);
    const doubled = roundEnded(turn(jackRound(true), 0, "stock", "AH", true).events);
    expect(plain.wildRank).toBe(11);
    expect(plain.scores[1]).toBe(70);
    expect(doubled.doubled).toBe(true);
    expect(doubled.scores[1]).toBe(140);
    expect(doubled.seats[1]!.deadwoodPoints).toBe(70);
  });

  it("gives every seat's hand, melds, deadwood and points in the round result", () => {
    const result = roundEnded(
      turn(
        position({ seats: 2, options: { afterGoingOut: "end_at_once" }, hands: [["5H", "6H", "KC"], ["8C", "8D", "JS"]], stock: ["7H"], discardPile: ["QD"], turn: 0 }),
        0,
        "stock",
        "KC",
        true,
      ).events,
    );
    expect(result.seats[0]).toEqual({
      seat: 0,
      hand: ["5H", "6H", "7H"],
      melds: [{ kind: "run", cards: ["5H", "6H", "7H"] }],
      layoffs: [],
      deadwood: [],
      deadwoodPoints: 0,
      falseGoOuts: 0,
      points: 0,
    });
    expect(result.seats[1]).toMatchObject({ hand: ["8C", "8D", "JS"], melds: [], deadwoodPoints: 26, points: 26 });
    expect(result.totals).toEqual([0, 26]);
  });
});

describe("three-thirteen false go-out", () => {
  const start = (options: Partial<ThreeThirteenOptions> = {}) =>
    position({
      seats: 2,
      options: { falseGoOut: true, ...options },
      hands: [["5H", "9H", "KC"], ["2C", "9D", "JS"]],
      stock: ["4S", "8C", "7H"],
      discardPile: ["QD"],
      turn: 0,
    });

  it("lists a go-out with every discard and charges 20 for a false one; play goes on", () => {
    const drawn = play(start(), 0, { type: "draw", from: "stock" }).state;
    const discards = ["5H", "9H", "KC", "7H"];
    expect(threeThirteen.legalMoves(drawn, 0)).toEqual([
      ...discards.map((card) => ({ type: "discard", card })),
      ...discards.map((card) => ({ type: "discard", card, goOut: true })),
    ]);
    const { state, events } = play(drawn, 0, { type: "discard", card: "KC", goOut: true });
    expect(events).toEqual([
      { type: "discarded", seat: 0, card: "KC", goOut: true },
      { type: "false_go_out", seat: 0, penalty: 20 },
    ]);
    expect(state.wentOut).toEqual([]);
    expect(state.falseGoOuts).toEqual([1, 0]);
    expect(state.turn).toBe(1);
    expect(state.phase).toBe("draw");
  });

  it("adds the 20 points to the round score, undoubled, at the round's end", () => {
    const falseOut = turn(start({ afterGoingOut: "end_at_once" }), 0, "stock", "KC", true).state;
    const out = { ...falseOut, hands: [["5H", "9H", "7H"], ["8C", "9C", "10C"]], stock: ["JC"] };
    const result = roundEnded(turn(out, 1, "stock", "JC", true).events);
    expect(result.seats[0]).toMatchObject({ falseGoOuts: 1, deadwoodPoints: 21, points: 41 });
    expect(result.scores[1]).toBe(0);
  });

  it("treats a true declaration as going out", () => {
    const s = { ...start(), hands: [["5H", "6H", "KC"], ["2C", "9D", "JS"]] };
    const out = turn(s, 0, "stock", "KC", true);
    expect(out.state.wentOut).toEqual([0]);
    expect(eventsOf(out.events, "false_go_out")).toEqual([]);
  });
});
