import { describe, expect, it } from "vitest";
import { playIndistinguishable } from "./property";

describe("Calcory views and events do not depend on hidden values, part C", () => {
  it("games 10340–10509: shuffling the hidden cards changes no view, legal move, fallback or event", () => {
    const totals = playIndistinguishable(10340, 10510);
    console.log("calcory indistinguishability 10340–10509:", JSON.stringify(totals));
    expect(totals.cut).toBe(0);
    expect(totals.permutations).toBeGreaterThan(totals.moves * 0.7);
  });
});
