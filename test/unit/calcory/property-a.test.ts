import { describe, expect, it } from "vitest";
import { playGames } from "./property";

describe("Calcory random games, part A", () => {
  it("games 0–1666: cards conserved, every game ends, no value shown or logged before it is turned", () => {
    const totals = playGames(0, 1667);
    console.log("calcory random games 0–1666:", JSON.stringify(totals));
    expect(totals.games).toBe(1667);
    expect(totals.cut).toBe(0);
  });
});
