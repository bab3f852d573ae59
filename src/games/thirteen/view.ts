/**
 * What a viewer may see. Public: the top of the pile, every count, the forced suit, the
 * "last card" windows, scores. A seat adds its own hand, the cards that may begin a play now
 * and, for each card of its hand, the cards of its hand that may follow it in a run (so a
 * page can offer runs without knowing the rules). "all" adds every hidden card.
 */
import type { Card } from "../cards";
import type { Seat, Viewer } from "../contract";
import { isOver, mayCallThirteen, mayDraw, maySayLastCard, playableCards } from "./rules";
import { followers } from "./runs";
import { top, type ForcedSuit, type LastCardStatus, type ThirteenState } from "./state";

export interface ThirteenView {
  viewer: Viewer;
  mustPlay: boolean;
  matchTarget: number | null;
  handNo: number;
  dealer: Seat;
  /** The seat to play; null once the game is over. */
  turn: Seat | null;
  top: Card;
  pileSize: number;
  stockSize: number;
  handSizes: number[];
  forced: ForcedSuit | null;
  lastCard: LastCardStatus[];
  scores: number[];
  handResults: { winner: Seat; points: number }[];
  winner: Seat | null;
  /** Seat viewers only. */
  hand?: Card[];
  playable?: Card[];
  follows?: Record<Card, Card[]>;
  mayDraw?: boolean;
  /** The calls this seat may make now (either may come out of turn). */
  mayCall?: { lastCard: boolean; thirteen: boolean };
  /** "all" only. */
  hands?: Card[][];
  stock?: Card[];
  pile?: Card[];
}

export function thirteenView(s: ThirteenState, viewer: Viewer): ThirteenView {
  const view: ThirteenView = {
    viewer,
    mustPlay: s.options.mustPlay,
    matchTarget: s.options.matchTarget,
    handNo: s.handNo,
    dealer: s.dealer,
    turn: isOver(s) ? null : s.turn,
    top: top(s),
    pileSize: s.pile.length,
    stockSize: s.stock.length,
    handSizes: s.hands.map((h) => h.length),
    forced: s.forced ? { ...s.forced } : null,
    lastCard: [...s.lastCard],
    scores: [...s.scores],
    handResults: s.handResults.map((r) => ({ ...r })),
    winner: s.winner,
  };
  if (viewer === 0 || viewer === 1) {
    const hand = s.hands[viewer]!;
    view.hand = [...hand];
    view.playable = playableCards(s, viewer);
    view.follows = followers(hand);
    view.mayDraw = mayDraw(s, viewer);
    view.mayCall = { lastCard: maySayLastCard(s, viewer), thirteen: mayCallThirteen(s, viewer) };
  } else if (viewer === "all") {
    view.hands = s.hands.map((h) => [...h]);
    view.stock = [...s.stock];
    view.pile = [...s.pile];
  }
  return view;
}
