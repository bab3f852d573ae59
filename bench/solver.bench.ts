/**
 * Times bestArrangement (src/games/three-thirteen/solver.ts) per hand on seeded random hands.
 * Run: node scripts/run-ts.mjs bench/solver.bench.ts [hands per scenario]
 */
import { cardOf, JOKERS, SUITS, type Card } from "../src/games/cards";
import { createRng, randomInt, shuffle, type RngState } from "../src/games/rng";
import * as v from "valibot";
import { meldRulesFor, type MeldRules } from "../src/games/three-thirteen/melds";
import { threeThirteenOptions } from "../src/games/three-thirteen/options";
import { bestArrangement } from "../src/games/three-thirteen/solver";
import { indexHand } from "../src/games/three-thirteen/solver-hand";
import { searchBest } from "../src/games/three-thirteen/solver-search";

interface Scenario {
  name: string;
  deal: (rng: RngState) => { hand: Card[]; rules: MeldRules };
}

/** The melding rules of a table with every option at its default (the wild rank is set per hand). */
const DEFAULT_RULES: Omit<MeldRules, "wildRank"> = meldRulesFor(v.parse(threeThirteenOptions, {}), 0);

const HANDS = Number(process.argv[2] ?? 20_000);

/** A hand of `size` cards from `decks` decks with exactly `wilds` wild-rank cards and `jokers` jokers. */
function dealWithWilds(rng: RngState, size: number, decks: number, wildRank: number, wilds: number, jokers: number): Card[] {
  const plain: Card[] = [];
  const rankWilds: Card[] = [];
  for (let d = 0; d < decks; d++) {
    for (const suit of SUITS) for (let rank = 1; rank <= 13; rank++) (rank === wildRank ? rankWilds : plain).push(cardOf(rank, suit));
  }
  const jokerCards = Array.from({ length: jokers }, (_, i) => JOKERS[i % 2]!);
  return [...shuffle(rng, rankWilds).slice(0, wilds), ...jokerCards, ...shuffle(rng, plain).slice(0, size - wilds - jokers)];
}

/** Dense hands: two or three suits, a window of six ranks, two decks, so near-melds everywhere. */
function dealCrowded(rng: RngState, size: number, wilds: number): { hand: Card[]; rules: MeldRules } {
  const low = 1 + randomInt(rng, 8);
  const suits = shuffle(rng, [...SUITS]).slice(0, 2 + randomInt(rng, 2));
  const wildRank = (low + 6 + randomInt(rng, 7)) % 13 || 13;
  const pool: Card[] = [];
  for (let d = 0; d < 2; d++) for (const suit of suits) for (let rank = low; rank < low + 6; rank++) if (rank !== wildRank) pool.push(cardOf(rank, suit));
  const naturals = shuffle(rng, pool).slice(0, size - wilds);
  return { hand: [...naturals, ...Array.from({ length: wilds }, (_, i) => cardOf(wildRank, SUITS[i % 4]!))], rules: { ...DEFAULT_RULES, wildRank } };
}

/** Tretton-style worst case: the ranks around the wild rank from two decks, one wild per meld. */
function dealNearWildRank(rng: RngState): { hand: Card[]; rules: MeldRules } {
  const wildRank = 1 + randomInt(rng, 13);
  const pool: Card[] = [...JOKERS];
  for (let d = 0; d < 2; d++) {
    for (const suit of SUITS) for (let rank = Math.max(1, wildRank - 3); rank <= Math.min(13, wildRank + 3); rank++) pool.push(cardOf(rank, suit));
  }
  return { hand: shuffle(rng, pool).slice(0, 16), rules: { ...randomRules(rng, wildRank), maxOneWild: true } };
}

function randomRules(rng: RngState, wildRank: number): MeldRules {
  const flag = (): boolean => randomInt(rng, 2) === 1;
  return {
    wildRank,
    acesHighOrLow: flag(),
    naturalRequired: flag(),
    maxOneWild: flag(),
    allWildMelds: flag(),
    courtCardsByRank: flag(),
    unusedWildCost: flag() ? "face" : "15",
  };
}

const scenarios: Scenario[] = [
  {
    name: "14 cards, 2 decks, 0-8 wilds, default rules",
    deal: (rng) => {
      const wildRank = 1 + randomInt(rng, 13);
      return { hand: dealWithWilds(rng, 14, 2, wildRank, randomInt(rng, 9), 0), rules: { ...DEFAULT_RULES, wildRank } };
    },
  },
  {
    name: "14 cards, 2 decks, 8 wilds, default rules",
    deal: (rng) => {
      const wildRank = 1 + randomInt(rng, 13);
      return { hand: dealWithWilds(rng, 14, 2, wildRank, 8, 0), rules: { ...DEFAULT_RULES, wildRank } };
    },
  },
  {
    name: "16 cards, 2 decks + 4 jokers, 0-12 wilds, any options",
    deal: (rng) => {
      const wildRank = 1 + randomInt(rng, 13);
      const hand = dealWithWilds(rng, 16, 2, wildRank, randomInt(rng, 9), randomInt(rng, 5));
      return { hand, rules: randomRules(rng, wildRank) };
    },
  },
  {
    name: "16 cards, 2 decks + 4 jokers, all 12 wilds, any options",
    deal: (rng) => {
      const wildRank = 1 + randomInt(rng, 13);
      return { hand: dealWithWilds(rng, 16, 2, wildRank, 8, 4), rules: randomRules(rng, wildRank) };
    },
  },
  {
    name: "16 cards, 2 decks + 4 jokers, uniform deal, any options",
    deal: (rng) => {
      const wildRank = 1 + randomInt(rng, 13);
      const deck: Card[] = [...JOKERS, ...JOKERS];
      for (let d = 0; d < 2; d++) for (const suit of SUITS) for (let rank = 1; rank <= 13; rank++) deck.push(cardOf(rank, suit));
      return { hand: shuffle(rng, deck).slice(0, 16), rules: randomRules(rng, wildRank) };
    },
  },
  { name: "16 cards around the wild rank, maxOneWild, other options any", deal: dealNearWildRank },
  { name: "14 cards crowded (2 decks, 6 ranks), 0-2 wilds", deal: (rng) => dealCrowded(rng, 14, randomInt(rng, 3)) },
  {
    name: "16 cards crowded, 0-3 wilds, any options",
    deal: (rng) => {
      const dealt = dealCrowded(rng, 16, randomInt(rng, 4));
      return { hand: dealt.hand, rules: randomRules(rng, dealt.rules.wildRank) };
    },
  },
];

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))]!;
}

function timeOnce(hand: Card[], rules: MeldRules): number {
  const start = performance.now();
  bestArrangement(hand, rules);
  return (performance.now() - start) * 1000;
}

/**
 * One timing per hand gives the median, p99 and worst. On a busy machine a single timing can
 * include a preemption or a GC pause, so the slowest hands, and the hands that made the search
 * work hardest, are timed again (best of 5) to tell the solver's own worst case from the machine's.
 */
function measure(scenario: Scenario): string {
  const rng = createRng(`bench:${scenario.name}`);
  const deals = Array.from({ length: HANDS }, () => scenario.deal(rng));
  for (const { hand, rules } of deals.slice(0, 2000)) bestArrangement(hand, rules); // warm-up
  const micros = deals.map(({ hand, rules }) => timeOnce(hand, rules));
  const expansions = deals.map(({ hand, rules }) => searchBest(indexHand(hand, rules)).expansions);
  const slowest = (values: number[]) => values.map((value, i) => ({ value, i })).sort((a, b) => b.value - a.value).slice(0, 100).map(({ i }) => i);
  const suspects = new Set([...slowest(micros), ...slowest(expansions)]);
  const retimed = [...suspects].map((i) => Math.min(...Array.from({ length: 5 }, () => timeOnce(deals[i]!.hand, deals[i]!.rules))));
  const sorted = [...micros].sort((a, b) => a - b);
  const cells = [percentile(sorted, 0.5), percentile(sorted, 0.99), sorted[sorted.length - 1]!, Math.max(...retimed)].map((x) => x.toFixed(1));
  return `| ${scenario.name} | ${HANDS} | ${cells.join(" | ")} | ${Math.max(...expansions)} |`;
}

/** The same timing around a 20 µs busy loop: what the machine alone adds to a worst case. */
function baseline(): string {
  const spin = (): void => {
    const until = performance.now() + 0.02;
    while (performance.now() < until);
  };
  const micros: number[] = [];
  for (let i = 0; i < HANDS; i++) {
    const start = performance.now();
    spin();
    micros.push((performance.now() - start) * 1000);
  }
  micros.sort((a, b) => a - b);
  const cells = [percentile(micros, 0.5), percentile(micros, 0.99), micros[micros.length - 1]!].map((x) => x.toFixed(1));
  return `| baseline: a 20 µs busy loop | ${HANDS} | ${cells.join(" | ")} | | |`;
}

console.log("| scenario | hands | median µs | p99 µs | worst µs | worst re-timed µs | most states expanded |");
console.log("| --- | --- | --- | --- | --- | --- | --- |");
for (const scenario of scenarios) console.log(measure(scenario));
console.log(baseline());
