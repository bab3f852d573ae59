/**
 * The steps moves are made of: drawing, clearing the count, passing the turn, ending a game
 * and dealing the next. They change the state they are given (a copy the move owns).
 */
import type { GameEvent, Seat } from "../contract";
import { shuffle } from "../rng";
import { type Card, HAND_SIZE, fullDeck, sortCards, valueOf } from "./cards";
import type { Better13State } from "./state";

export type Events = GameEvent[];

/** Draws the top card for `seat`; an empty deck is first rebuilt from the discards; with none, nothing is drawn. */
export function draw(s: Better13State, ev: Events, seat: Seat): void {
  if (s.deck.length === 0 && s.discard.length > 0) {
    s.deck = shuffle(s.rng, s.discard);
    s.discard = [];
    ev.push({ type: "reshuffle", cards: s.deck.length });
  }
  const card = s.deck.pop();
  if (card === undefined) {
    ev.push({ type: "draw", seat, drew: false });
    return;
  }
  s.hands[seat]!.push(card);
  sortCards(s.hands[seat]!);
  ev.push({ type: "draw", seat, drew: true });
  ev.push({ type: "draw_card", to: [seat], seat, card });
}

export type ClearReason = "top" | "unbeaten" | "reset";

/** The cards in play go to the discards; `seat` leads next. */
export function clearCount(s: Better13State, ev: Events, reason: ClearReason, seat: Seat): void {
  if (s.inPlay.length > 0 || s.count) ev.push({ type: "count_cleared", reason, seat, cards: [...s.inPlay] });
  s.discard.push(...s.inPlay);
  s.inPlay = [];
  s.count = null;
  s.passed = [];
}

/** The turn moves left; a count that everyone else passed is cleared when it comes back to its player. */
export function nextTurn(s: Better13State, ev: Events): void {
  const next = (s.turn + 1) % s.seats;
  if (s.count && s.count.by === next) clearCount(s, ev, "unbeaten", next);
  s.turn = next;
}

/** Shuffles all 54 cards, deals seven each starting left of the dealer; that player starts. */
export function startGame(s: Better13State, ev: Events, game: number, dealer: Seat): void {
  const deck = shuffle(s.rng, fullDeck());
  const hands: Card[][] = Array.from({ length: s.seats }, () => []);
  for (let i = 0; i < HAND_SIZE; i++) for (let k = 1; k <= s.seats; k++) hands[(dealer + k) % s.seats]!.push(deck.pop()!);
  s.game = game;
  s.dealer = dealer;
  s.hands = hands.map(sortCards);
  s.deck = deck;
  s.discard = [];
  s.inPlay = [];
  s.count = null;
  s.flipped = false;
  s.turn = (dealer + 1) % s.seats;
  s.passed = [];
  s.share = null;
  ev.push({ type: "game_started", game, dealer, first: s.turn });
  for (let seat = 0; seat < s.seats; seat++) ev.push({ type: "dealt", to: [seat], seat, cards: [...s.hands[seat]!] });
}

/** `seat` emptied their hand with a play: score it, then end the match or deal the next game. */
export function winGame(s: Better13State, ev: Events, seat: Seat): void {
  const left = s.hands.map((h) => h.reduce((sum, c) => sum + valueOf(c), 0));
  const points = s.options.matchScoring === "cards" ? left.reduce((a, b) => a + b, 0) : 1;
  s.scores[seat]! += points;
  s.games.push({ game: s.game, winner: seat, points });
  ev.push({ type: "game_over", game: s.game, winner: seat, points, pointsLeft: left, scores: [...s.scores] });
  const target = s.options.matchTarget;
  if (target === null || Math.max(...s.scores) >= target) {
    s.over = true;
    if (target !== null) ev.push({ type: "match_over", winners: leaders(s.scores), scores: [...s.scores] });
    return;
  }
  startGame(s, ev, s.game + 1, (s.dealer + 1) % s.seats);
}

export function leaders(scores: number[]): Seat[] {
  const best = Math.max(...scores);
  return scores.flatMap((x, i) => (x === best ? [i] : []));
}
