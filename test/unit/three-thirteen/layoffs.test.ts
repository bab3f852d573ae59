import { describe, expect, it } from "vitest";
import { cardOf, isJoker, rankOf, suitOf, SUITS, type Card } from "../../../src/games/cards";
import { createRng, randomInt, type RngState } from "../../../src/games/rng";
import { bestLayoffPlan } from "../../../src/games/three-thirteen/layoffs";
import { arrangeMeld, isValidMeld } from "../../../src/games/three-thirteen/meld-check";
import { deadwoodCost, type MeldRules } from "../../../src/games/three-thirteen/melds";
import { bestArrangement } from "../../../src/games/three-thirteen/solver";
import type { TableMeld } from "../../../src/games/three-thirteen/state";
import { bruteForceLayoffPoints } from "./helpers/brute-layoffs";
import { referenceLayoffPoints } from "./helpers/reference-layoffs";
import { randomCards, randomRules } from "./helpers/random-cards";

const plain: MeldRules = { wildRank: 3, acesHighOrLow: false, naturalRequired: false, maxOneWild: false, allWildMelds: true, courtCardsByRank: false, unusedWildCost: "face" };
const run = (...cards: Card[]): TableMeld => ({ owner: 0, kind: "run", cards });
const set = (...cards: Card[]): TableMeld => ({ owner: 0, kind: "set", cards });

/** The plan is what it claims: a partition of the hand, valid melds, valid extended table melds. */
function checkPlan(hand: Card[], table: TableMeld[], rules: MeldRules) {
  const plan = bestLayoffPlan(hand, table, rules);
  const used = [...plan.layoffs.map((l) => l.card), ...plan.melds.flatMap((m) => m.cards), ...plan.deadwood];
  expect([...used].sort()).toEqual([...hand].sort());
  for (const m of plan.melds) expect(isValidMeld(m.cards, m.kind, rules)).toBe(true);
  plan.table.forEach((m, i) => {
    const added = plan.layoffs.filter((l) => l.meld === i).map((l) => l.card);
    expect([...m.cards].sort()).toEqual([...table[i]!.cards, ...added].sort());
    expect(arrangeMeld(m.cards, m.kind, rules)).not.toBeNull();
  });
  expect(plan.points).toBe(plan.deadwood.reduce((sum, c) => sum + deadwoodCost(c, rules), 0));
  return plan;
}

/** A set of one rank or a run of one suit, now and then with a joker in it. */
function randomTableMeld(rng: RngState, rules: MeldRules): TableMeld | null {
  const kind = randomInt(rng, 2) === 0 ? "set" : "run";
  const size = 3 + randomInt(rng, 3);
  const rank = 1 + randomInt(rng, 13 - size);
  const suit = SUITS[randomInt(rng, 4)]!;
  const cards = Array.from({ length: size }, (_, i) => (kind === "set" ? cardOf(rank, SUITS[randomInt(rng, 4)]!) : cardOf(rank + i, suit)));
  if (randomInt(rng, 4) === 0) cards[randomInt(rng, size)] = "RJ";
  const ordered = arrangeMeld(cards, kind, rules);
  return ordered ? { owner: randomInt(rng, 4), kind, cards: ordered } : null;
}

/** Half the time a card that could join a table meld (its rank, or its suit just past an end). */
function cardNear(rng: RngState, table: TableMeld[]): Card {
  const meld = table.length > 0 ? table[randomInt(rng, table.length)] : undefined;
  const natural = meld?.cards.find((c) => !isJoker(c));
  if (!natural || randomInt(rng, 2) === 0) return randomCards(rng, 1)[0]!;
  if (meld!.kind === "set") return cardOf(rankOf(natural), SUITS[randomInt(rng, 4)]!);
  const ranks = meld!.cards.filter((c) => !isJoker(c) && suitOf(c) === suitOf(natural)).map(rankOf);
  const rank = randomInt(rng, 2) === 0 ? Math.min(...ranks) - 1 - randomInt(rng, 2) : Math.max(...ranks) + 1 + randomInt(rng, 2);
  return cardOf(Math.min(13, Math.max(1, rank)), suitOf(natural)!);
}

describe("three-thirteen redemption lay-offs", () => {
  it("lays cards off in chains and with wilds in the gaps", () => {
    expect(checkPlan(["8H", "9H", "KC"], [run("5H", "6H", "7H")], plain)).toMatchObject({
      layoffs: [{ card: "8H", meld: 0 }, { card: "9H", meld: 0 }],
      deadwood: ["KC"],
      points: 10,
    });
    const gap = checkPlan(["9H", "3C", "KC"], [run("5H", "6H", "7H")], plain);
    expect(gap.points).toBe(10);
    expect(gap.table[0]!.cards).toEqual(["5H", "6H", "7H", "3C", "9H"]);
  });

  it("lays off onto sets and keeps melds of its own", () => {
    const plan = checkPlan(["9D", "4C", "5C", "6C", "KS"], [set("9C", "9H", "9S")], plain);
    expect(plan.layoffs).toEqual([{ card: "9D", meld: 0 }]);
    expect(plan.melds).toEqual([{ kind: "run", cards: ["4C", "5C", "6C"] }]);
    expect(plan.points).toBe(10);
  });

  it("keeps a card in its own meld when laying it off would break that meld", () => {
    const plan = checkPlan(["9D", "10D", "JD", "2S"], [set("9C", "9H", "9S")], plain);
    expect(plan.points).toBe(2);
    expect(plan.melds).toEqual([{ kind: "run", cards: ["9D", "10D", "JD"] }]);
  });

  it("honours one wild per meld on the table", () => {
    const rules = { ...plain, maxOneWild: true };
    expect(checkPlan(["RJ", "5S"], [set("9C", "9H", "BJ")], rules).points).toBe(25);
    expect(checkPlan(["RJ", "5S"], [set("9C", "9H", "9S"), set("9C", "9H", "BJ")], rules).points).toBe(5);
  });

  it("leaves the hand alone when nothing is on the table", () => {
    const rng = createRng("empty-table");
    for (let i = 0; i < 200; i++) {
      const rules = randomRules(rng);
      const hand = randomCards(rng, 3 + randomInt(rng, 10), [1 + randomInt(rng, 13)], ["D"]);
      expect(checkPlan(hand, [], rules).points).toBe(bestArrangement(hand, rules).points);
    }
  });

  it("finds the least deadwood, as a brute force over every placement does", () => {
    const rng = createRng("layoff-brute-force");
    let helped = 0;
    for (let i = 0; i < 1200; i++) {
      const rules = randomRules(rng);
      const table = Array.from({ length: 1 + randomInt(rng, 3) }, () => randomTableMeld(rng, rules)).filter((m): m is TableMeld => m !== null);
      const hand = Array.from({ length: 3 + randomInt(rng, i % 4 === 0 ? 4 : 3) }, () => cardNear(rng, table));
      const plan = checkPlan(hand, table, rules);
      const context = `${hand.join(" ")} | ${table.map((m) => `${m.kind} ${m.cards.join(" ")}`).join(" | ")} | ${JSON.stringify(rules)}`;
      expect(plan.points, context).toBe(bruteForceLayoffPoints(hand, table, rules));
      if (plan.points < bestArrangement(hand, rules).points) helped++;
    }
    expect(helped).toBeGreaterThan(400);
  });

  it("agrees with a plain exhaustive search on bigger hands and tables", () => {
    const rng = createRng("layoff-reference");
    for (let i = 0; i < 150; i++) {
      const rules = randomRules(rng);
      const table = Array.from({ length: 2 + randomInt(rng, 5) }, () => randomTableMeld(rng, rules)).filter((m): m is TableMeld => m !== null);
      const hand = Array.from({ length: 6 + randomInt(rng, 4) }, () => cardNear(rng, table));
      const context = `${hand.join(" ")} | ${table.map((m) => `${m.kind} ${m.cards.join(" ")}`).join(" | ")} | ${JSON.stringify(rules)}`;
      expect(checkPlan(hand, table, rules).points, context).toBe(referenceLayoffPoints(hand, table, rules));
    }
  });
});
