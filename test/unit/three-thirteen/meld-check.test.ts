import { describe, expect, it } from "vitest";
import { SUITS } from "../../../src/games/cards";
import { createRng, randomInt } from "../../../src/games/rng";
import { arrangeMeld, isValidMeld } from "../../../src/games/three-thirteen/meld-check";
import type { MeldRules } from "../../../src/games/three-thirteen/melds";
import { bestArrangement } from "../../../src/games/three-thirteen/solver";
import { randomCards, randomRules } from "./helpers/random-cards";

const plain: MeldRules = { wildRank: 3, acesHighOrLow: false, naturalRequired: false, maxOneWild: false, allWildMelds: true, courtCardsByRank: false, unusedWildCost: "face" };

describe("three-thirteen meld check", () => {
  it("reads sets and runs as the rules say", () => {
    expect(arrangeMeld(["7H", "RJ", "5H"], "run", plain)).toEqual(["5H", "RJ", "7H"]);
    expect(arrangeMeld(["QH", "KH", "AH"], "run", plain)).toBeNull();
    expect(arrangeMeld(["QH", "KH", "AH"], "run", { ...plain, acesHighOrLow: true })).toEqual(["QH", "KH", "AH"]);
    expect(arrangeMeld(["KH", "AH", "2H"], "run", { ...plain, acesHighOrLow: true })).toBeNull();
    expect(arrangeMeld(["9C", "9C", "9D"], "set", plain)).toEqual(["9C", "9C", "9D"]);
    expect(arrangeMeld(["9C", "9C", "10C"], "run", plain)).toBeNull();
    expect(isValidMeld(["RJ", "BJ", "3C"], "set", { ...plain, naturalRequired: true })).toBe(true);
    expect(isValidMeld(["RJ", "BJ", "RJ"], "set", { ...plain, naturalRequired: true })).toBe(false);
    expect(isValidMeld(["5H", "RJ", "3D"], "run", { ...plain, maxOneWild: true })).toBe(false);
    expect(isValidMeld(["5H", "4H", "3D"], "run", { ...plain, maxOneWild: true })).toBe(true);
    expect(arrangeMeld(["JH", "QH", "KH", "RJ"], "run", plain)).toEqual(["RJ", "JH", "QH", "KH"]);
  });

  it("agrees with the solver on every group of 3 to 5 cards (one meld or none)", () => {
    const rng = createRng("meld-check");
    for (let i = 0; i < 4000; i++) {
      const rules = randomRules(rng);
      const cards = randomCards(rng, 3 + randomInt(rng, 3), [1 + randomInt(rng, 13)], [SUITS[randomInt(rng, 4)]!]);
      const meld = isValidMeld(cards, "set", rules) || isValidMeld(cards, "run", rules);
      expect(meld, `${cards.join(" ")} ${JSON.stringify(rules)}`).toBe(bestArrangement(cards, rules).points === 0);
    }
  });

  it("accepts every meld the solver makes, as the kind it names", () => {
    const rng = createRng("solver-melds");
    for (let i = 0; i < 1500; i++) {
      const rules = randomRules(rng);
      const hand = randomCards(rng, 6 + randomInt(rng, 9), [1 + randomInt(rng, 13)], ["H", "S"]);
      for (const m of bestArrangement(hand, rules).melds) {
        expect(arrangeMeld(m.cards, m.kind, rules), `${m.kind} ${m.cards.join(" ")} ${JSON.stringify(rules)}`).not.toBeNull();
      }
    }
  });
});
