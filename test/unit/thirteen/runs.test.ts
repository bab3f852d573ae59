import { describe, expect, it } from "vitest";
import { rankOf as cardsRankOf } from "../../../src/games/cards";
import { rankOf } from "../../../src/games/thirteen/rank";
import { adjacentRanks, followers, longestRun, mayFollow, mayStart, runProblem } from "../../../src/games/thirteen/runs";
import { FULL_DECK } from "./helpers";

describe("Thirteen run rules", () => {
  it("reads ranks like cards.ts", () => {
    for (const c of FULL_DECK) expect(rankOf(c)).toBe(cardsRankOf(c));
  });

  it("ranks wrap A-2-…-K-A", () => {
    expect(adjacentRanks(1, 2)).toBe(true);
    expect(adjacentRanks(13, 1)).toBe(true);
    expect(adjacentRanks(1, 13)).toBe(true);
    expect(adjacentRanks(12, 13)).toBe(true);
    expect(adjacentRanks(5, 5)).toBe(false);
    expect(adjacentRanks(5, 7)).toBe(false);
    expect(adjacentRanks(12, 1)).toBe(false);
  });

  it("a first card is one rank up or down from the top card, any suit", () => {
    expect(mayStart("QH", "JD", null)).toBe(true);
    expect(mayStart("10S", "JD", null)).toBe(true);
    expect(mayStart("JS", "JD", null)).toBe(false);
    expect(mayStart("KC", "AD", null)).toBe(true);
    expect(mayStart("2C", "AD", null)).toBe(true);
    expect(mayStart("AC", "KD", null)).toBe(true);
    expect(mayStart("QC", "KD", null)).toBe(true);
  });

  it("accepts the seed example on the jack of diamonds", () => {
    expect(runProblem(["QH", "KH", "AS", "KS", "QC", "JC", "10C"], "JD", null)).toBeNull();
  });

  it("allows direction changes and wraps inside a run", () => {
    expect(runProblem(["JH", "QH", "KH", "QC", "JC"], "10S", null)).toBeNull(); // up, then down
    expect(runProblem(["3S", "2S", "AS", "KS", "AC", "2C"], "4D", null)).toBeNull(); // down through the wrap, then up
    expect(runProblem(["QD", "KD", "AD", "2D"], "JC", null)).toBeNull(); // up through K-A in one suit
  });

  it("needs one suit and one rank apart between the cards of a run", () => {
    expect(runProblem(["QH", "JS"], "JD", null)).toMatch(/cannot follow/);
    expect(runProblem(["QH", "10H"], "JD", null)).toMatch(/cannot follow/);
    expect(runProblem(["9H"], "JD", null)).toMatch(/one rank above or below/);
  });

  it("lets any queen or ace, of any suit, follow a king, and nothing else change suit", () => {
    for (const next of ["QC", "QD", "QS", "AC", "AD", "AS", "QH", "AH"]) expect(mayFollow("KH", next)).toBe(true);
    for (const next of ["JC", "2S", "KS", "JH"]) expect(mayFollow("KH", next)).toBe(false);
    expect(mayFollow("QH", "KS")).toBe(false); // only after a king, not before one
    expect(mayFollow("AH", "KS")).toBe(false);
    expect(mayFollow("AH", "KH")).toBe(true);
  });

  it("puts each joker only on a king of its own colour, alone or ending a run", () => {
    expect(mayStart("RJ", "KH", null)).toBe(true);
    expect(mayStart("RJ", "KD", null)).toBe(true);
    expect(mayStart("BJ", "KS", null)).toBe(true);
    expect(mayStart("BJ", "KC", null)).toBe(true);
    expect(mayStart("RJ", "KS", null)).toBe(false);
    expect(mayStart("RJ", "KC", null)).toBe(false);
    expect(mayStart("BJ", "KH", null)).toBe(false);
    expect(mayStart("BJ", "KD", null)).toBe(false);
    expect(mayStart("RJ", "QH", null)).toBe(false);
    expect(runProblem(["QD", "KD", "RJ"], "JC", null)).toBeNull();
    expect(runProblem(["QS", "KS", "BJ"], "JC", null)).toBeNull();
    expect(runProblem(["QS", "KS", "RJ"], "JC", null)).toMatch(/joker/);
    expect(runProblem(["QD", "KD", "RJ", "KH"], "JC", null)).toMatch(/ends a run/);
    expect(runProblem(["RJ"], "KS", null)).toMatch(/joker/);
  });

  it("asks for any card of the forced suit, then a run may go on from it", () => {
    const forced = { suit: "H" as const, pickUp: 13 };
    expect(mayStart("7H", "RJ", forced)).toBe(true);
    expect(mayStart("2H", "RJ", forced)).toBe(true);
    expect(mayStart("7S", "RJ", forced)).toBe(false);
    expect(mayStart("BJ", "RJ", forced)).toBe(false);
    expect(runProblem(["7H", "8H", "9H"], "RJ", forced)).toBeNull();
    expect(runProblem(["QH", "KH", "AS"], "RJ", forced)).toBeNull();
    expect(runProblem(["7S"], "RJ", forced)).toMatch(/hearts/);
  });

  it("gives, for each card of a hand, the cards that may follow it", () => {
    const f = followers(["KH", "QS", "AH", "RJ", "BJ", "2H", "5C"]);
    expect(f["KH"]!.sort()).toEqual(["AH", "QS", "RJ"]);
    expect(f["AH"]!.sort()).toEqual(["2H", "KH"]);
    expect(f["RJ"]).toEqual([]);
    expect(f["5C"]).toEqual([]);
    expect(f["QS"]).toEqual([]);
  });

  it("finds the longest legal run", () => {
    const hand = ["QH", "KH", "AS", "KS", "QC", "JC", "10C", "5D", "9D"];
    expect(longestRun(hand, "JD", null)).toEqual(["QH", "KH", "AS", "KS", "QC", "JC", "10C"]);
    expect(longestRun(["5D", "9D"], "JD", null)).toBeNull();
    expect(longestRun(["KS", "BJ", "2C"], "QD", null)).toEqual(["KS", "BJ"]);
  });
});
