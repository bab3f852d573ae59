/**
 * Three-Thirteen table options (RULINGS.md, Three-Thirteen table). Every field has a default;
 * the defaults are the plain game. "Tretton" is a preset of the same engine.
 */
import * as v from "valibot";

export const ROUND_PLANS = {
  /** 3 to 13 cards: 11 rounds. */
  standard: [3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13],
  /** 3 to 15 cards: 13 rounds, aces then 2s wild in the 14- and 15-card rounds. */
  extended: [3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15],
  /** 3 up to 13 and back down to 3: 22 rounds (13 twice). */
  there_and_back: [3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3],
} as const;

export type RoundPlan = keyof typeof ROUND_PLANS;

export const threeThirteenOptions = v.strictObject({
  /** A named plan, or a list of hand sizes (3 to 15) for a quick game of chosen rounds. */
  rounds: v.optional(
    v.union([
      v.picklist(Object.keys(ROUND_PLANS) as RoundPlan[]),
      v.pipe(v.array(v.pipe(v.number(), v.integer(), v.minValue(3), v.maxValue(15))), v.minLength(1), v.maxLength(30)),
    ]),
    "standard",
  ),
  /** Aces may sit above kings in runs (Q-K-A), never wrapping K-A-2; an ace left in hand costs 15. */
  acesHighOrLow: v.optional(v.boolean(), false),
  /** Jacks, queens and kings score 11, 12 and 13 instead of 10. */
  courtCardsByRank: v.optional(v.boolean(), false),
  /** Two jokers per deck join the wild cards; a joker left in hand costs 20. */
  jokers: v.optional(v.boolean(), false),
  /** Scores of the jack, queen and king rounds (11, 12 and 13 cards) count double. */
  doubleCourtRounds: v.optional(v.boolean(), false),
  /** Every meld needs at least one natural card. */
  naturalRequired: v.optional(v.boolean(), false),
  /** At most one wild card in each meld (Tretton). */
  maxOneWild: v.optional(v.boolean(), false),
  /** Three or more wild cards alone may form a meld. */
  allWildMelds: v.optional(v.boolean(), true),
  /** What an unused wild card left in hand costs: its face value, or 15 (Tretton). */
  unusedWildCost: v.optional(v.picklist(["face", "15"]), "face"),
  /** When the stock runs out: the round ends after that player's discard, or the discard pile is reshuffled. */
  stockOut: v.optional(v.picklist(["end_round", "reshuffle"]), "end_round"),
  /** A card just taken from the discard pile may not be thrown straight back. */
  noDiscardOfTakenCard: v.optional(v.boolean(), false),
  /** After someone goes out: one more turn each, the round ends at once, or a redemption turn with lay-offs. */
  afterGoingOut: v.optional(v.picklist(["one_more_turn", "end_at_once", "redemption"]), "one_more_turn"),
  /** Going out is declared without the server checking; a false declaration costs 20 and play goes on. */
  falseGoOut: v.optional(v.boolean(), false),
  /** When the best totals tie after the last round, one more round of 13 cards decides. */
  tieBreakRound: v.optional(v.boolean(), false),
});

export type ThreeThirteenOptions = v.InferOutput<typeof threeThirteenOptions>;

export const threeThirteenPresets = {
  "three-thirteen": { label: "Three-Thirteen (all defaults)", options: {} },
  tretton: { label: "Tretton (Swedish rules: one wild per meld, unused wild costs 15)", options: { maxOneWild: true, unusedWildCost: "15" } },
} satisfies Record<string, { label: string; options: Partial<ThreeThirteenOptions> }>;

export function roundSizes(options: ThreeThirteenOptions): number[] {
  return typeof options.rounds === "string" ? [...ROUND_PLANS[options.rounds]] : options.rounds;
}

/** The wild rank of a round: equal to the cards dealt; 14 cards: aces, 15 cards: 2s. */
export function wildRankFor(handSize: number): number {
  if (handSize === 14) return 1;
  if (handSize === 15) return 2;
  return handSize;
}

/** 1 deck for 2 players, 2 for 3–4, one more for each 2 further players. */
export function decksFor(players: number): number {
  return players <= 2 ? 1 : Math.ceil(players / 2);
}
