/**
 * Calcory table options (RULINGS.md, Calcory table). The published game's card list is not
 * known, so the deck is an option: how many cards of each value 0 to 9, 60 in all.
 */
import * as v from "valibot";

export const DECK_SIZE = 60;
/** Six each of 0 to 9. */
export const DEFAULT_DECK: readonly number[] = [6, 6, 6, 6, 6, 6, 6, 6, 6, 6];

const deckSchema = v.pipe(
  v.array(v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(DECK_SIZE))),
  v.length(10, "The deck lists how many cards there are of each value 0 to 9: ten counts."),
  v.check((counts) => counts.reduce((a, b) => a + b, 0) === DECK_SIZE, `The deck must hold exactly ${DECK_SIZE} cards.`),
);

export const calcoryOptions = v.strictObject({
  /** deck[v] = how many cards of value v (0 to 9); the counts add up to 60. */
  deck: v.optional(
    v.pipe(deckSchema, v.title("Deck"), v.description("How many cards of each value 0 to 9, 60 in all (the published game's card list is unknown; default six of each).")),
    () => [...DEFAULT_DECK],
  ),
  /** When on, the log forgets the values of cards turned back, and the table does not show them. */
  memory: v.optional(
    v.pipe(v.boolean(), v.title("Memory"), v.description("Cards turned back face down lose their shown value: the table and the log forget them, players must remember.")),
    false,
  ),
});

export type CalcoryOptions = v.InferOutput<typeof calcoryOptions>;

export const calcoryPresets = {
  calcory: { label: "Calcory (six each of 0 to 9, values of turned-back cards stay shown)", options: {} },
  memory: { label: "Memory (players must remember the cards turned back)", options: { memory: true } },
} satisfies Record<string, { label: string; options: Partial<CalcoryOptions> }>;

export function describeCalcoryOptions(options: CalcoryOptions): string[] {
  const standard = options.deck.every((n, i) => n === DEFAULT_DECK[i]);
  const deck = standard
    ? "Deck: 60 cards, six each of 0 to 9."
    : `Deck: 60 cards: ${options.deck.flatMap((n, value) => (n > 0 ? [`${n} × ${value}`] : [])).join(", ")}.`;
  const memory = options.memory
    ? "Memory on: once a card is turned back face down, neither the table nor the log shows its value again; remember it."
    : "Memory off: a card turned back face down keeps showing the value it had when turned.";
  return [deck, memory];
}
