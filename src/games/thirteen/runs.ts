/**
 * Which cards may be played, and in what order: the one rule of the game, shared by the
 * move check, the legal-move list, the view's run hints and the fallback.
 */
import { cardName, isJoker, isRed, standardDeck, SUIT_NAMES, suitOf, type Card } from "../cards";
import { rankOf } from "./rank";
import type { ForcedSuit } from "./state";

/** One rank apart on the wrapping ladder A-2-…-K-A. */
export function adjacentRanks(a: number, b: number): boolean {
  const d = (a - b + 13) % 13;
  return d === 1 || d === 12;
}

/** A joker goes only on a king of its own colour. */
export function jokerFits(joker: Card, king: Card): boolean {
  return rankOf(king) === 13 && isRed(joker) === isRed(king);
}

/** May `card` be the first card played on `top` (with a forced suit owed, if any)? */
export function mayStart(card: Card, top: Card, forced: ForcedSuit | null): boolean {
  if (forced) return !isJoker(card) && suitOf(card) === forced.suit;
  if (isJoker(card)) return jokerFits(card, top);
  return adjacentRanks(rankOf(card), rankOf(top));
}

/** May `next` follow `prev` inside a run? (A joker ends a run, so nothing follows one.) */
export function mayFollow(prev: Card, next: Card): boolean {
  if (isJoker(prev)) return false;
  if (isJoker(next)) return jokerFits(next, prev);
  const pr = rankOf(prev);
  const nr = rankOf(next);
  if (pr === 13 && (nr === 12 || nr === 1)) return true;
  return suitOf(prev) === suitOf(next) && adjacentRanks(pr, nr);
}

/** Null when `cards`, played in this order on `top`, make a legal play; else why not. */
export function runProblem(cards: readonly Card[], top: Card, forced: ForcedSuit | null): string | null {
  const first = cards[0]!;
  if (!mayStart(first, top, forced)) {
    if (forced) {
      const owed = forced.pickUp === 1 ? "one card" : `${forced.pickUp} cards`;
      return `You must play a card of ${SUIT_NAMES[forced.suit]} on the joker (or pick up ${owed}).`;
    }
    if (isJoker(first)) return "A joker can only be played on a king of its own colour.";
    return "The first card must be one rank above or below the top card of the pile.";
  }
  for (let i = 1; i < cards.length; i++) {
    const prev = cards[i - 1]!;
    const next = cards[i]!;
    if (isJoker(prev)) return "A joker ends a run: no card may follow it.";
    if (!mayFollow(prev, next)) {
      if (isJoker(next)) return "A joker can only follow a king of its own colour.";
      return `The ${cardName(next)} cannot follow the ${cardName(prev)}: each card of a run must be one rank above or below the last in the same suit (or a queen or ace after a king).`;
    }
  }
  return null;
}

/** For every card, the cards that may follow it in a run, in deck (= sorted hand) order. */
const FOLLOWERS: Record<Card, Card[]> = (() => {
  const deck = standardDeck(1, 2);
  return Object.fromEntries(deck.map((a) => [a, deck.filter((b) => b !== a && mayFollow(a, b))]));
})();

/** For each card of `hand`, the cards of `hand` that may follow it in a run. */
export function followers(hand: readonly Card[]): Record<Card, Card[]> {
  const held = new Set(hand);
  const out: Record<Card, Card[]> = {};
  for (const a of hand) out[a] = (FOLLOWERS[a] ?? []).filter((b) => held.has(b));
  return out;
}

/** Work limit for the longest-run search, so a huge hand can never stall a move. */
const SEARCH_BUDGET = 50_000;

/** The longest legal play from `hand` (first found among equals), or null if none. */
export function longestRun(hand: readonly Card[], top: Card, forced: ForcedSuit | null): Card[] | null {
  const follow = followers(hand);
  let best: Card[] | null = null;
  let budget = SEARCH_BUDGET;
  const path: Card[] = [];
  const used = new Set<Card>();
  const walk = (card: Card): void => {
    if (budget-- <= 0) return;
    path.push(card);
    used.add(card);
    if (!best || path.length > best.length) best = [...path];
    if (best.length < hand.length) for (const next of follow[card]!) if (!used.has(next)) walk(next);
    path.pop();
    used.delete(card);
  };
  for (const card of hand) if (mayStart(card, top, forced)) walk(card);
  return best;
}

