/**
 * cards.ts rankOf (1 = ace … 13 = king, 0 = joker) from the first character alone: it runs for
 * every card of both hands on every move, and parsing the string was the hot spot of a game.
 */
import type { Card } from "../cards";

export function rankOf(card: Card): number {
  const c = card.charCodeAt(0);
  if (c >= 50 && c <= 57) return c - 48; // "2".."9"
  switch (card[0]) {
    case "A":
      return 1;
    case "1":
      return 10;
    case "J":
      return 11;
    case "Q":
      return 12;
    case "K":
      return 13;
    default:
      return 0;
  }
}
