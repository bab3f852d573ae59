/**
 * Standard playing cards as the API writes them: rank `A 2 … 10 J Q K` then suit `C D H S`
 * ("10H", "QS"); jokers "RJ" (red) and "BJ" (black). Several decks hold identical strings.
 */
export const RANKS = ["A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K"] as const;
export const SUITS = ["C", "D", "H", "S"] as const;
export const JOKERS = ["RJ", "BJ"] as const;

export type Suit = (typeof SUITS)[number];
export type Card = string;

export const SUIT_NAMES: Record<Suit, string> = { C: "clubs", D: "diamonds", H: "hearts", S: "spades" };
export const RANK_NAMES = ["", "ace", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "jack", "queen", "king"];

export function isJoker(card: Card): boolean {
  return card === "RJ" || card === "BJ";
}

/** 1 (ace) to 13 (king); 0 for a joker. */
export function rankOf(card: Card): number {
  if (isJoker(card)) return 0;
  return RANKS.indexOf(card.slice(0, -1) as (typeof RANKS)[number]) + 1;
}

export function suitOf(card: Card): Suit | null {
  if (isJoker(card)) return null;
  return card.slice(-1) as Suit;
}

export function isRed(card: Card): boolean {
  return card === "RJ" || card.endsWith("D") || card.endsWith("H");
}

export function isCard(text: string): boolean {
  if (isJoker(text)) return true;
  const suit = text.slice(-1);
  return SUITS.includes(suit as Suit) && RANKS.includes(text.slice(0, -1) as (typeof RANKS)[number]);
}

export function cardOf(rank: number, suit: Suit): Card {
  return `${RANKS[rank - 1]}${suit}`;
}

/** `decks` full 52-card decks in a fixed order, plus `jokers` jokers (alternating red, black). */
export function standardDeck(decks = 1, jokers = 0): Card[] {
  const cards: Card[] = [];
  for (let d = 0; d < decks; d++) for (const s of SUITS) for (let r = 1; r <= 13; r++) cards.push(cardOf(r, s));
  for (let j = 0; j < jokers; j++) cards.push(JOKERS[j % 2]!);
  return cards;
}

export function cardName(card: Card): string {
  if (card === "RJ") return "red joker";
  if (card === "BJ") return "black joker";
  return `${RANK_NAMES[rankOf(card)]} of ${SUIT_NAMES[suitOf(card)!]}`;
}

/** Removes one copy of each of `cards` from `hand`; null if any is missing. Does not mutate. */
export function removeCards<C extends string>(hand: readonly C[], cards: readonly C[]): C[] | null {
  const rest = [...hand];
  for (const c of cards) {
    const i = rest.indexOf(c);
    if (i < 0) return null;
    rest.splice(i, 1);
  }
  return rest;
}
