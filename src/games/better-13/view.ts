/** What a viewer may see: own hand, counts and everything played face up; never a hidden card. */
import type { Seat, Viewer } from "../contract";
import type { Card, NumberCard } from "./cards";
import type { Kind } from "./ladder";
import { toAct } from "./legal";
import type { Better13Options } from "./options";
import type { Better13State, GameRecord } from "./state";

export interface Better13View {
  viewer: Viewer;
  seats: number;
  options: Better13Options;
  game: number;
  dealer: Seat;
  /** The viewer's own hand; null for a spectator and for "all" (see `hands`). */
  hand: Card[] | null;
  /** Every hand: only for "all". */
  hands?: Card[][];
  handCounts: number[];
  count: { cards: NumberCard[]; kind: Kind; by: Seat } | null;
  /** All cards played into the current count, face up. */
  inPlay: NumberCard[];
  ladder: "normal" | "flipped";
  deckCount: number;
  discardCount: number;
  /** Only for "all". */
  deck?: Card[];
  discard?: Card[];
  turn: Seat | null;
  toAct: Seat[];
  passed: Seat[];
  share: {
    by: Seat;
    awaiting: Seat[];
    /** The viewer's own choice, once made (seats only). */
    myChoice?: Card | null;
    /** Every choice: only for "all". */
    chosen?: (Card | null)[];
  } | null;
  scores: number[];
  games: GameRecord[];
  over: boolean;
}

export function view(state: Better13State, viewer: Viewer): Better13View {
  const seat = typeof viewer === "number" && Number.isInteger(viewer) && viewer >= 0 && viewer < state.seats ? viewer : null;
  const all = viewer === "all";
  const v: Better13View = {
    viewer,
    seats: state.seats,
    options: { ...state.options },
    game: state.game,
    dealer: state.dealer,
    hand: seat === null ? null : [...state.hands[seat]!],
    handCounts: state.hands.map((h) => h.length),
    count: state.count ? { cards: [...state.count.cards], kind: state.count.kind, by: state.count.by } : null,
    inPlay: [...state.inPlay],
    ladder: state.flipped ? "flipped" : "normal",
    deckCount: state.deck.length,
    discardCount: state.discard.length,
    turn: state.over ? null : state.turn,
    toAct: toAct(state),
    passed: [...state.passed],
    share: null,
    scores: [...state.scores],
    games: state.games.map((g) => ({ ...g })),
    over: state.over,
  };
  if (state.share) {
    v.share = { by: state.share.by, awaiting: [...state.share.awaiting] };
    if (seat !== null) v.share.myChoice = state.share.chosen[seat] ?? null;
    if (all) v.share.chosen = [...state.share.chosen];
  }
  if (all) {
    v.hands = state.hands.map((h) => [...h]);
    v.deck = [...state.deck];
    v.discard = [...state.discard];
  }
  return v;
}
