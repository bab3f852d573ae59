import { describe, expect, it } from "vitest";
import { playGames } from "./property";

describe("Calcory random games, part B", () => {
  it("games 1667–3333: cards conserved, every game ends, no value shown or logged before it is turned", () => {
    const totals = playGames(1667, 3334);
    console.log("calcory random games 1667–3333:", JSON.stringify(totals));
    expect(totals.games).toBe(1667);
    expect(totals.cut).toBe(0);
  });
});
