/** Dealing a round: fresh shuffled deck, hands, stock, the up card, and the first player. */
import type { GameEvent, Seat } from "../contract";
import { shuffle } from "../rng";
import { fullDeck } from "./deck";
import { wildRankFor } from "./options";
import { isDoubledRound } from "./scoring";
import { seatAfter } from "./seat-order";
import type { ThreeThirteenState } from "./state";

export const TIE_BREAK_HAND_SIZE = 13;

export interface RoundToDeal {
  round: number;
  handSize: number;
  tieBreak: boolean;
  players: Seat[];
  dealer: Seat;
}

/** Deals the round into `s` (which the caller owns) and returns its events. */
export function dealRound(s: ThreeThirteenState, deal: RoundToDeal): GameEvent[] {
  const deck = shuffle(s.rng, fullDeck(s.decks, s.options));
  s.round = deal.round;
  s.handSize = deal.handSize;
  s.wildRank = wildRankFor(deal.handSize);
  s.tieBreak = deal.tieBreak;
  s.players = [...deal.players];
  s.dealer = deal.dealer;
  s.hands = Array.from({ length: s.seats }, () => []);
  let next = deal.dealer;
  for (let i = 0; i < deal.handSize * deal.players.length; i++) {
    next = seatAfter(deal.players, s.seats, next);
    s.hands[next]!.push(deck.pop()!);
  }
  s.discardPile = [deck.pop()!];
  s.stock = deck;
  s.turn = seatAfter(deal.players, s.seats, deal.dealer);
  s.phase = "draw";
  s.takenFromDiscard = null;
  s.wentOut = [];
  s.lastTurns = [];
  s.table = [];
  s.laidDown = Array.from({ length: s.seats }, () => null);
  s.falseGoOuts = Array.from({ length: s.seats }, () => 0);

  const events: GameEvent[] = [
    {
      type: "round_started",
      round: s.round,
      roundCount: s.plan.length,
      tieBreak: s.tieBreak,
      handSize: s.handSize,
      wildRank: s.wildRank,
      doubled: isDoubledRound(s.wildRank, s.options),
      dealer: s.dealer,
      players: s.players,
      firstToPlay: s.turn,
      upCard: s.discardPile[0]!,
      stockCount: s.stock.length,
    },
  ];
  for (const p of s.players) events.push({ type: "dealt", to: [p], round: s.round, hand: [...s.hands[p]!] });
  return events;
}
