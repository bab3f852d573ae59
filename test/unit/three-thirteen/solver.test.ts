import { describe, expect, it } from "vitest";
import { cardOf, JOKERS, rankOf, SUITS, suitOf, type Card } from "../../../src/games/cards";
import { createRng, randomInt, shuffle, type RngState } from "../../../src/games/rng";
import * as v from "valibot";
import { meldRulesFor, type Arrangement, type MeldRules } from "../../../src/games/three-thirteen/melds";
import { threeThirteenOptions } from "../../../src/games/three-thirteen/options";
import { bestArrangement } from "../../../src/games/three-thirteen/solver";
import { isValidMeld, referenceCost, referencePoints } from "./solver-reference";

/** The melding rules of a table with every option at its default (the wild rank is set per hand). */
const DEFAULTS: Omit<MeldRules, "wildRank"> = meldRulesFor(v.parse(threeThirteenOptions, {}), 0);

function rulesWith(wildRank: number, changes: Partial<MeldRules> = {}): MeldRules {
  return { ...DEFAULTS, wildRank, ...changes };
}

const TRETTON: Partial<MeldRules> = { maxOneWild: true, unusedWildCost: "15" };

function solve(hand: string, rules: MeldRules): Arrangement {
  const cards = hand.split(" ");
  const arrangement = bestArrangement(cards, rules);
  checkArrangement(cards, rules, arrangement);
  return arrangement;
}

/** Every card used exactly once, every meld valid and runs in order, points as the deadwood costs. */
function checkArrangement(hand: readonly Card[], rules: MeldRules, arrangement: Arrangement): void {
  const used = [...arrangement.melds.flatMap((m) => m.cards), ...arrangement.deadwood];
  expect([...used].sort()).toEqual([...hand].sort());
  for (const meld of arrangement.melds) {
    expect(isValidMeld(meld.cards, rules), `${meld.kind} ${meld.cards.join(" ")}`).toBe(true);
    if (meld.kind === "run") expect(isRunInOrder(meld.cards, rules), `run order ${meld.cards.join(" ")}`).toBe(true);
  }
  expect(arrangement.points).toBe(arrangement.deadwood.reduce((sum, c) => sum + referenceCost(c, rules), 0));
}

/** Card k sits at position start + k: a natural on its own rank (an ace on 1, or 14 if aces are high). */
function isRunInOrder(cards: readonly Card[], rules: MeldRules): boolean {
  const top = rules.acesHighOrLow ? 14 : 13;
  for (let start = 1; start + cards.length - 1 <= top; start++) {
    const fits = cards.every((card, k) => {
      const rank = rankOf(card);
      if (rank === 0 || rank === rules.wildRank) return true;
      const position = start + k;
      return rank === position || (rank === 1 && position === 14);
    });
    if (fits) return true;
  }
  return false;
}

function deckCards(decks: number): { plain: Card[]; byRank: (rank: number) => Card[] } {
  const plain: Card[] = [];
  for (let d = 0; d < decks; d++) for (const s of SUITS) for (let r = 1; r <= 13; r++) plain.push(cardOf(r, s));
  return { plain, byRank: (rank) => plain.filter((c) => rankOf(c) === rank) };
}

/** `size` cards from `decks` decks with `wilds` cards of the wild rank and `jokers` jokers. */
function dealHand(rng: RngState, size: number, decks: number, wildRank: number, wilds: number, jokers: number): Card[] {
  const { plain, byRank } = deckCards(decks);
  const others = plain.filter((c) => rankOf(c) !== wildRank);
  const jokerCards = Array.from({ length: jokers }, (_, i) => JOKERS[i % 2]!);
  const hand = [...shuffle(rng, byRank(wildRank)).slice(0, wilds), ...jokerCards];
  return shuffle(rng, [...hand, ...shuffle(rng, others).slice(0, size - hand.length)]);
}

function expectSameAsReference(hand: Card[], rules: MeldRules): void {
  const arrangement = bestArrangement(hand, rules);
  const expected = referencePoints(hand, rules);
  if (arrangement.points !== expected) {
    throw new Error(`hand ${hand.join(" ")} rules ${JSON.stringify(rules)}: solver ${arrangement.points}, reference ${expected}`);
  }
  checkArrangement(hand, rules, arrangement);
}

describe("bestArrangement: examples from the rules", () => {
  it("round 5, sevens wild: 10S 7H KS QS JS 4H, then 5S drawn", () => {
    const before = solve("10S 7H KS QS JS 4H", rulesWith(7));
    expect(before.points).toBe(4);
    expect(before.deadwood).toEqual(["4H"]);
    const after = solve("10S 7H KS QS JS 4H 5S", rulesWith(7));
    expect(after.points).toBe(9);
    expect([...after.deadwood].sort()).toEqual(["4H", "5S"]);
    expect(solve("10S 7H KS QS JS 4H 5S", rulesWith(7, TRETTON)).points).toBe(9);
  });

  it("the 4D fits a run 3D 4D 5D or a set 4D 4S 4C: either way 8 points", () => {
    const arrangement = solve("3D 4D 5D 4S 4C", rulesWith(13));
    expect(arrangement.points).toBe(8);
    expect(arrangement.melds).toHaveLength(1);
    expect(arrangement.melds[0]!.cards).toContain("4D");
  });

  it("five cards, fives wild: a set of four and a wild card goes out", () => {
    expect(solve("8C 8D 8H 8S 5H", rulesWith(5)).points).toBe(0);
  });

  it("A-2-3 is a run; aces are otherwise low and cost 1", () => {
    expect(solve("AH 2H 3H", rulesWith(13)).points).toBe(0);
    expect(solve("QH KH AH", rulesWith(5)).points).toBe(21);
  });

  it("three wild cards alone form a meld by default", () => {
    expect(solve("RJ BJ 7H", rulesWith(7)).points).toBe(0);
    expect(solve("7C 7D 7H 2S", rulesWith(7)).points).toBe(0);
  });
});

describe("bestArrangement: each option", () => {
  it("Q-K-A only with aces high or low, and then an ace left over costs 15", () => {
    expect(solve("QH KH AH", rulesWith(5, { acesHighOrLow: true })).points).toBe(0);
    expect(solve("QH KH AH", rulesWith(5)).points).toBe(21);
    expect(solve("AH 5C", rulesWith(9, { acesHighOrLow: true })).points).toBe(20);
    const run = solve("QH KH AH", rulesWith(5, { acesHighOrLow: true })).melds[0]!;
    expect(run).toEqual({ kind: "run", cards: ["QH", "KH", "AH"] });
  });

  it("K-A-2 is never a run", () => {
    expect(solve("KH AH 2H", rulesWith(5, { acesHighOrLow: true })).points).toBe(27);
    expect(solve("KH AH 2H", rulesWith(5)).points).toBe(13);
    // With a joker: Q-K-A or A-2-3, never around the corner.
    expect(solve("KH AH 2H RJ", rulesWith(5, { acesHighOrLow: true })).points).toBe(2);
    expect(solve("KH AH 2H RJ", rulesWith(5)).points).toBe(10);
  });

  it("a run spans at most 13 positions", () => {
    const thirteen = "AH 2H 3H 4H 5H 6H 8H 9H 10H JH QH KH";
    expect(solve(`${thirteen} 7C`, rulesWith(7)).points).toBe(0);
    expect(solve(`${thirteen} 7C 7D`, rulesWith(7, { maxOneWild: true })).points).toBe(0);
    expect(solve(`${thirteen} 7C 7D`, rulesWith(7, { acesHighOrLow: true })).points).toBe(0);
  });

  it("all-wild melds on or off", () => {
    expect(solve("RJ BJ RJ", rulesWith(5)).points).toBe(0);
    expect(solve("RJ BJ RJ", rulesWith(5, { allWildMelds: false })).points).toBe(60);
    expect(solve("RJ BJ RJ", rulesWith(5, { naturalRequired: true })).points).toBe(60);
    expect(solve("RJ BJ RJ 9C", rulesWith(5, { allWildMelds: false })).points).toBe(0);
    // A wild-rank card can be the natural: a set of sevens.
    expect(solve("7H RJ BJ", rulesWith(7, { allWildMelds: false })).points).toBe(0);
    expect(solve("7H 7S 7D", rulesWith(7, { naturalRequired: true })).points).toBe(0);
  });

  it("one wild card per meld", () => {
    expect(solve("5H 6H RJ BJ", rulesWith(13)).points).toBe(0);
    expect(solve("5H 6H RJ BJ", rulesWith(13, { maxOneWild: true })).points).toBe(20);
    expect(solve("5H 6H RJ 9C", rulesWith(13, { maxOneWild: true })).points).toBe(9);
    expect(solve("5H RJ BJ", rulesWith(13, { maxOneWild: true })).points).toBe(45);
    expect(solve("5H 7H 9H RJ BJ", rulesWith(13, { maxOneWild: true })).points).toBe(25);
  });

  it("a wild card in its own natural place counts as natural", () => {
    const tretton = rulesWith(7, TRETTON);
    expect(solve("6H 7H 8H", tretton).points).toBe(0);
    expect(solve("6H 7H 8H RJ", tretton).points).toBe(0);
    // 7S stands in for 7H as a wild, so RJ cannot join; better RJ in its place and 7S left.
    expect(solve("6H 7S 8H RJ", tretton).points).toBe(15);
    expect(solve("7H 7S RJ", tretton).points).toBe(0);
    expect(solve("7H RJ BJ", tretton).points).toBe(55);
    expect(solve("5H 7H 8H RJ", tretton).points).toBe(0);
  });

  it("an unused wild card costs its face value or 15; a joker 20", () => {
    expect(solve("7H 2C 9D", rulesWith(7)).points).toBe(18);
    expect(solve("7H 2C 9D", rulesWith(7, { unusedWildCost: "15" })).points).toBe(26);
    expect(solve("KH 2C 9D", rulesWith(13, { courtCardsByRank: true })).points).toBe(24);
    expect(solve("RJ 2C 9D", rulesWith(13)).points).toBe(31);
  });

  it("court cards cost 10, or 11, 12 and 13", () => {
    expect(solve("JC QD KH", rulesWith(5)).points).toBe(30);
    expect(solve("JC QD KH", rulesWith(5, { courtCardsByRank: true })).points).toBe(36);
  });

  it("duplicate cards from two decks make a set", () => {
    expect(solve("9H 9H 9S", rulesWith(5)).points).toBe(0);
    expect(solve("9H 9H RJ", rulesWith(5, { maxOneWild: true })).points).toBe(0);
    const set = solve("9H 9H 9S 9S 2C", rulesWith(5)).melds;
    expect(set).toEqual([{ kind: "set", cards: ["9H", "9H", "9S", "9S"] }]);
  });

  it("two identical runs side by side", () => {
    const arrangement = solve("4H 5H 6H 4H 5H 6H", rulesWith(9));
    expect(arrangement.points).toBe(0);
    expect(arrangement.melds.map((m) => m.kind)).toEqual(["run", "run"]);
  });

  it("spare wild cards join a meld instead of staying in hand", () => {
    const arrangement = solve("5C 5D 5H RJ BJ 8S", rulesWith(8));
    expect(arrangement.points).toBe(0);
    expect(arrangement.deadwood).toEqual([]);
    expect(solve("5C 6C 7C 8C 9C 10C JC QC KC 2H 2S", rulesWith(2)).deadwood).toEqual([]);
  });

  it("handles an empty hand and a hand of wild cards only", () => {
    expect(bestArrangement([], rulesWith(3))).toEqual({ melds: [], deadwood: [], points: 0 });
    expect(solve("RJ 3C", rulesWith(3)).points).toBe(23);
    expect(solve("RJ 3C 3C 3D", rulesWith(3, { naturalRequired: true })).points).toBe(0);
  });

  it("is deterministic, ignores the order of the hand and leaves it untouched", () => {
    const rng = createRng("solver-order");
    const hand = dealHand(rng, 14, 2, 6, 3, 2);
    const rules = rulesWith(6, { acesHighOrLow: true });
    const copy = [...hand];
    const first = bestArrangement(hand, rules);
    expect(hand).toEqual(copy);
    expect(bestArrangement(hand, rules)).toEqual(first);
    expect(bestArrangement(shuffle(rng, [...hand]), rules)).toEqual(first);
  });
});

describe("bestArrangement against a brute force", () => {
  it("10,000 random hands under the default rules (1-2 decks, 0-8 wilds, 3-14 cards)", () => {
    const rng = createRng("solver-default-rules");
    for (let i = 0; i < 10_000; i++) {
      const decks = 1 + randomInt(rng, 2);
      const size = 3 + randomInt(rng, 12);
      const wilds = Math.min(randomInt(rng, 9), 4 * decks, size);
      const wildRank = 1 + randomInt(rng, 13);
      expectSameAsReference(dealHand(rng, size, decks, wildRank, wilds, 0), rulesWith(wildRank));
    }
  });

  const flags = ["acesHighOrLow", "naturalRequired", "maxOneWild", "allWildMelds", "courtCardsByRank"] as const;
  const combinations: { rules: Partial<MeldRules>; jokers: boolean }[] = [];
  for (let bits = 0; bits < 1 << (flags.length + 2); bits++) {
    const rules: Partial<MeldRules> = { unusedWildCost: bits & (1 << flags.length) ? "15" : "face" };
    flags.forEach((flag, i) => (rules[flag] = (bits & (1 << i)) !== 0));
    combinations.push({ rules, jokers: (bits & (1 << (flags.length + 1))) !== 0 });
  }

  it(`every combination of options, with and without jokers (${combinations.length} combinations)`, () => {
    const rng = createRng("solver-options");
    let hands = 0;
    for (const { rules, jokers } of combinations) {
      for (let i = 0; i < HANDS_PER_COMBINATION; i++) {
        const sixteen = i % 4 === 0;
        const decks = sixteen ? 2 : 1 + randomInt(rng, 2);
        const size = sixteen ? 16 : 3 + randomInt(rng, 13);
        const jokerCount = jokers ? Math.min(randomInt(rng, 2 * decks + 1), size) : 0;
        const wilds = Math.min(randomInt(rng, 4 * decks + 1), size - jokerCount);
        const wildRank = 1 + randomInt(rng, 13);
        expectSameAsReference(dealHand(rng, size, decks, wildRank, wilds, jokerCount), rulesWith(wildRank, rules));
        hands++;
      }
    }
    expect(hands).toBeGreaterThanOrEqual(2000);
  });

  // Thousands of hands for each option on its own, for the Tretton preset and for everything on.
  const optionSets: Record<string, Partial<MeldRules>> = {
    acesHighOrLow: { acesHighOrLow: true },
    naturalRequired: { naturalRequired: true },
    maxOneWild: { maxOneWild: true },
    "allWildMelds off": { allWildMelds: false },
    courtCardsByRank: { courtCardsByRank: true },
    "unusedWildCost 15": { unusedWildCost: "15" },
    Tretton: TRETTON,
    "everything on": { acesHighOrLow: true, naturalRequired: true, maxOneWild: true, courtCardsByRank: true, unusedWildCost: "15" },
  };
  for (const [name, changes] of Object.entries(optionSets)) {
    it(`${HANDS_PER_OPTION_SET} random hands with ${name} (1-2 decks, up to 4 jokers, 3-16 cards)`, () => {
      const rng = createRng(`solver-option-set:${name}`);
      for (let i = 0; i < HANDS_PER_OPTION_SET; i++) {
        const decks = 1 + randomInt(rng, 2);
        const size = i % 4 === 0 ? 16 : 3 + randomInt(rng, 12);
        const jokers = Math.min(randomInt(rng, 2 * decks + 1), size);
        const wilds = Math.min(randomInt(rng, 4 * decks + 1), size - jokers);
        const wildRank = 1 + randomInt(rng, 13);
        expectSameAsReference(dealHand(rng, size, decks, wildRank, wilds, jokers), rulesWith(wildRank, changes));
      }
    });
  }

  it("1000 random hands from 3 or 4 decks (5 to 8 players), random options", () => {
    const rng = createRng("solver-many-decks");
    const pick = (): boolean => randomInt(rng, 2) === 1;
    for (let i = 0; i < 1000; i++) {
      const decks = 3 + randomInt(rng, 2);
      const size = i % 4 === 0 ? 16 : 3 + randomInt(rng, 12);
      const jokers = Math.min(randomInt(rng, 5), size);
      const wilds = Math.min(randomInt(rng, 9), size - jokers);
      const wildRank = 1 + randomInt(rng, 13);
      const rules = rulesWith(wildRank, {
        acesHighOrLow: pick(), naturalRequired: pick(), maxOneWild: pick(), allWildMelds: pick(), courtCardsByRank: pick(), unusedWildCost: pick() ? "15" : "face",
      });
      // Every other hand crowded into a few ranks of one or two suits, so copies pile up.
      const low = 1 + randomInt(rng, 9);
      const suits = shuffle(rng, [...SUITS]).slice(0, 1 + randomInt(rng, 2));
      const crowded = deckCards(decks).plain.filter((c) => suits.includes(suitOf(c)!) && rankOf(c) >= low && rankOf(c) < low + 5);
      const jokerCards = Array.from({ length: jokers }, (_, k) => JOKERS[k % 2]!);
      const hand = i % 2 === 0 ? dealHand(rng, size, decks, wildRank, wilds, jokers) : [...shuffle(rng, crowded).slice(0, size - jokers), ...jokerCards];
      expectSameAsReference(hand, rules);
    }
  });

  it("crowded hands with few wilds: many near-melds from two decks", () => {
    const rng = createRng("solver-crowded");
    for (let i = 0; i < 600; i++) {
      const low = 1 + randomInt(rng, 8);
      const suits = shuffle(rng, [...SUITS]).slice(0, 2 + randomInt(rng, 2));
      const pool = deckCards(2).plain.filter((c) => suits.includes(suitOf(c)!) && rankOf(c) >= low && rankOf(c) < low + 6);
      const hand = [...shuffle(rng, pool).slice(0, 10 + randomInt(rng, 5)), ...JOKERS.slice(0, randomInt(rng, 2))];
      const wildRank = 1 + randomInt(rng, 13);
      const pick = (): boolean => randomInt(rng, 2) === 1;
      const rules = rulesWith(wildRank, { acesHighOrLow: pick(), naturalRequired: pick(), maxOneWild: pick(), allWildMelds: pick() });
      expectSameAsReference(hand, rules);
    }
  });
});

const HANDS_PER_COMBINATION = 20;
const HANDS_PER_OPTION_SET = 1_000;
