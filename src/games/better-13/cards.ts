/**
 * Better 13 cards as the API writes them: numbers "1" to "6" (eight of each) and one each of
 * the six action cards.
 */
export const NUMBERS = ["1", "2", "3", "4", "5", "6"] as const;
export const ACTIONS = ["yoink", "twister", "share", "reset", "plenty", "flip"] as const;
export const CARDS = [...NUMBERS, ...ACTIONS] as const;

export type NumberCard = (typeof NUMBERS)[number];
export type ActionCard = (typeof ACTIONS)[number];
export type Card = NumberCard | ActionCard;

export const COPIES_PER_NUMBER = 8;
export const HAND_SIZE = 7;

export function isNumberCard(card: string): card is NumberCard {
  return card.length === 1 && card >= "1" && card <= "6";
}

export function isActionCard(card: string): card is ActionCard {
  return (ACTIONS as readonly string[]).includes(card);
}

/** 1 to 6 for a numbered card, 0 for an action card (as in match scoring). */
export function valueOf(card: Card): number {
  return isNumberCard(card) ? Number(card) : 0;
}

/** The 54 cards in a fixed order: 1×8, 2×8, … 6×8, then the action cards. */
export function fullDeck(): Card[] {
  const deck: Card[] = [];
  for (const n of NUMBERS) for (let i = 0; i < COPIES_PER_NUMBER; i++) deck.push(n);
  deck.push(...ACTIONS);
  return deck;
}

const ORDER: Record<string, number> = Object.fromEntries(CARDS.map((c, i) => [c, i]));

/** Hands are kept in this order (numbers up, then actions) so their order tells nothing. */
export function sortCards(cards: Card[]): Card[] {
  return cards.sort((a, b) => ORDER[a]! - ORDER[b]!);
}

export { removeCards } from "../cards";

export function actionName(card: ActionCard): string {
  return card[0]!.toUpperCase() + card.slice(1);
}
