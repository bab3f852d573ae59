/**
 * Thirteen table options (RULINGS.md, Thirteen table). Every field has a default; the
 * defaults are the plain game as the seed text describes it: one hand, play when you can.
 */
import * as v from "valibot";

export const thirteenOptions = v.strictObject({
  /** A player who can play must play; false lets a player pick up one card instead at any time. */
  mustPlay: v.optional(
    v.pipe(
      v.boolean(),
      v.title("Must play when able"),
      v.description("A player who can play must play; turn it off to let a player pick up one card instead at any time."),
    ),
    true,
  ),
  /** Match play: hands are played until someone reaches this many points; null for one hand. */
  matchTarget: v.optional(
    v.pipe(
      v.nullable(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(1000))),
      v.title("Match to"),
      v.description("Play hands until someone reaches this many points (the winner of a hand scores the cards left in the loser's hand); empty for one hand."),
    ),
    null,
  ),
});

export type ThirteenOptions = v.InferOutput<typeof thirteenOptions>;

export const thirteenPresets = {
  single: { label: "One hand (all defaults)", options: {} },
  match: { label: "Match to 50 points", options: { matchTarget: 50 } },
} satisfies Record<string, { label: string; options: Partial<ThirteenOptions> }>;

export function describeThirteenOptions(options: ThirteenOptions): string[] {
  return [
    options.mustPlay
      ? "A player who can play must play; only a player who cannot play picks up a card."
      : "Picking up one card instead of playing is always allowed.",
    options.matchTarget === null
      ? "One hand: the first player with no cards wins."
      : `Match play: the winner of each hand scores one point for each card left in the loser's hand; the first to ${options.matchTarget} points wins.`,
  ];
}
