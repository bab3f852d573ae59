import { describe, expect, it } from "vitest";
import { playIndistinguishable } from "./property";

describe("Calcory views and events do not depend on hidden values, part B", () => {
  it("games 10170–10339: shuffling the hidden cards changes no view, legal move, fallback or event", () => {
    const totals = playIndistinguishable(10170, 10340);
    console.log("calcory indistinguishability 10170–10339:", JSON.stringify(totals));
    expect(totals.cut).toBe(0);
    expect(totals.permutations).toBeGreaterThan(totals.moves * 0.7);
  });
});
