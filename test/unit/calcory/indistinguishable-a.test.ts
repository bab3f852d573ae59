import { describe, expect, it } from "vitest";
import { playIndistinguishable } from "./property";

describe("Calcory views and events do not depend on hidden values, part A", () => {
  it("games 10000–10169: shuffling the hidden cards changes no view, legal move, fallback or event", () => {
    const totals = playIndistinguishable(10000, 10170);
    console.log("calcory indistinguishability 10000–10169:", JSON.stringify(totals));
    expect(totals.cut).toBe(0);
    expect(totals.permutations).toBeGreaterThan(totals.moves * 0.7);
  });
});
