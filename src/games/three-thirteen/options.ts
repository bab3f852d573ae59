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

const flag = (title: string, description: string) => v.optional(v.pipe(v.boolean(), v.title(title), v.description(description)), false);

export const threeThirteenOptions = v.strictObject({
  /** A named plan, or a list of hand sizes (3 to 15) for a quick game of chosen rounds. */
  rounds: v.optional(
    v.pipe(
      v.union([
        v.picklist(Object.keys(ROUND_PLANS) as RoundPlan[]),
        v.pipe(v.array(v.pipe(v.number(), v.integer(), v.minValue(3), v.maxValue(15))), v.minLength(1), v.maxLength(30)),
      ], "rounds must be \"standard\", \"extended\", \"there_and_back\" or a list of hand sizes from 3 to 15."),
      v.title("Rounds"),
      v.description("Standard: 11 rounds of 3 to 13 cards. Extended: two more of 14 and 15 cards (aces, then 2s wild). There and back: 22 rounds, 3 up to 13 and down again."),
      v.metadata({ choiceLabels: { standard: "11 rounds (3 to 13 cards)", extended: "13 rounds (3 to 15 cards)", there_and_back: "22 rounds (3 to 13 and back)" } }),
    ),
    "standard",
  ),
  acesHighOrLow: flag("Aces high or low", "Aces may also sit above kings in runs (Q-K-A), never wrapping K-A-2; an ace left in hand costs 15."),
  courtCardsByRank: flag("Court cards 11, 12, 13", "Jacks, queens and kings left in hand cost 11, 12 and 13 instead of 10."),
  jokers: flag("Jokers", "Two jokers per deck join the wild cards; a joker left in hand costs 20."),
  doubleCourtRounds: flag("Double court rounds", "Scores of the jack, queen and king rounds (11, 12 and 13 cards) count double."),
  naturalRequired: flag("A natural card in every meld", "Every meld needs at least one card that is not wild."),
  maxOneWild: flag("One wild per meld", "At most one wild card in each meld (Tretton). A wild card in its own natural place counts as natural."),
  allWildMelds: v.optional(
    v.pipe(v.boolean(), v.title("Melds of wilds alone"), v.description("Three or more wild cards may form a meld on their own.")),
    true,
  ),
  unusedWildCost: v.optional(
    v.pipe(
      v.picklist(["face", "15"]),
      v.title("Unused wild card costs"),
      v.description("What a wild card left unmelded in hand costs: its face value, or 15 (Tretton). A joker always costs 20."),
      v.metadata({ choiceLabels: { face: "its face value", "15": "15 points" } }),
    ),
    "face",
  ),
  stockOut: v.optional(
    v.pipe(
      v.picklist(["end_round", "reshuffle"]),
      v.title("When the stock runs out"),
      v.description("The round ends once the player who drew the last card discards, or the discard pile (all but its top card) is shuffled into a new stock."),
      v.metadata({ choiceLabels: { end_round: "the round ends", reshuffle: "reshuffle the discards" } }),
    ),
    "end_round",
  ),
  noDiscardOfTakenCard: flag("Keep a card taken from the discards", "A card just taken from the discard pile may not be thrown straight back."),
  afterGoingOut: v.optional(
    v.pipe(
      v.picklist(["one_more_turn", "end_at_once", "redemption"]),
      v.title("After someone goes out"),
      v.description("Everyone else gets one more turn; or the round ends at once (no redemption); or a redemption turn in which players lay down melds and lay off cards on others' melds."),
      v.metadata({ choiceLabels: { one_more_turn: "one more turn each", end_at_once: "the round ends at once", redemption: "redemption turn with lay-offs" } }),
    ),
    "one_more_turn",
  ),
  falseGoOut: flag("Unchecked going out", "Going out is declared without the server checking; a false declaration costs 20 and play goes on."),
  tieBreakRound: flag("Tie-break round", "When the best totals tie after the last round, one more round of 13 cards decides."),
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
