/**
 * Better 13 table options (RULINGS.md, Better 13, "match play"). Every field has a default;
 * the defaults are one plain game.
 */
import * as v from "valibot";

export const better13Options = v.strictObject({
  /** Null: one game. A number: games are played until someone's score reaches it. */
  matchTarget: v.optional(
    v.nullable(
      v.pipe(
        v.number(),
        v.integer(),
        v.minValue(1),
        v.maxValue(1000),
        v.title("Match to"),
        v.description("Empty for one game; a number for a match: games are played, the dealer moving left each game, until someone's score reaches it."),
      ),
    ),
    null,
  ),
  /** What a game's winner scores: 1 point, or the sum of the numbers left in the other hands (action cards 0). */
  matchScoring: v.optional(
    v.pipe(
      v.picklist(["win", "cards"]),
      v.title("A game's winner scores"),
      v.description("1 point per game won, or the sum of the numbers left in the other players' hands (action cards count 0)."),
      v.metadata({ choiceLabels: { win: "1 point", cards: "the numbers left in the other hands" } }),
    ),
    "win",
  ),
});

export type Better13Options = v.InferOutput<typeof better13Options>;

export const better13Presets = {
  single: { label: "One game", options: {} },
  "match-5": { label: "Match: first to win 5 games", options: { matchTarget: 5, matchScoring: "win" } },
  "match-100": { label: "Match: first to 100 points from the cards left in the other hands", options: { matchTarget: 100, matchScoring: "cards" } },
} satisfies Record<string, { label: string; options: Partial<Better13Options> }>;

export function describeOptions(options: Better13Options): string[] {
  if (options.matchTarget === null) {
    return [
      "One game: the first player to empty their hand with a combination wins.",
      options.matchScoring === "cards"
        ? "The winner's score is the sum of the numbers left in the other hands (action cards count 0)."
        : "The winner scores 1 point.",
    ];
  }
  return [
    `A match: games are played, the dealer moving one seat left each game, until someone reaches ${options.matchTarget} point${options.matchTarget === 1 ? "" : "s"}.`,
    options.matchScoring === "cards"
      ? "Each game's winner scores the sum of the numbers left in the other hands (action cards count 0)."
      : "Each game's winner scores 1 point.",
  ];
}
