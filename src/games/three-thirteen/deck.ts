/** The cards a game is played with, and whether a round of a given size can be dealt from them. */
import { standardDeck, type Card } from "../cards";
import { decksFor, type ThreeThirteenOptions } from "./options";

/** Every card of the game: `decks` full decks, plus two jokers per deck with the jokers option. */
export function fullDeck(decks: number, options: Pick<ThreeThirteenOptions, "jokers">): Card[] {
  return standardDeck(decks, options.jokers ? 2 * decks : 0);
}

export function deckSize(players: number, options: Pick<ThreeThirteenOptions, "jokers">): number {
  const decks = decksFor(players);
  return decks * (options.jokers ? 54 : 52);
}

/**
 * Cards that must be left over after the deal: one turned up to start the discard pile and at
 * least one in the stock. That also keeps a reshuffled stock from ever being empty.
 */
export const CARDS_LEFT_AFTER_DEAL = 2;

export function canDeal(players: number, handSize: number, options: Pick<ThreeThirteenOptions, "jokers">): boolean {
  return deckSize(players, options) - players * handSize >= CARDS_LEFT_AFTER_DEAL;
}
