/** Applying a draw or a discard, and what follows a discard: going out, last turns, round end. */
import { removeCards, type Card } from "../cards";
import type { GameEvent, MoveOutcome, Seat } from "../contract";
import { shuffle } from "../rng";
import { copyForMove } from "./copy-state";
import { meldsCompletely } from "./go-out";
import { discardableCards } from "./legal-moves";
import type { ThreeThirteenMove } from "./moves";
import { layDownGoer, redeem } from "./redemption";
import { endRound } from "./round-end";
import { FALSE_GO_OUT_PENALTY, roundRules } from "./scoring";
import { othersInOrder, seatAfter } from "./seat-order";
import type { ThreeThirteenState } from "./state";

type Step = GameEvent[] | { illegal: string };

export function applyMove(state: ThreeThirteenState, seat: Seat, move: ThreeThirteenMove): MoveOutcome<ThreeThirteenState> {
  if (state.phase === "game_over") return { ok: false, error: "not_your_turn", reason: "The game is over." };
  if (seat !== state.turn) return { ok: false, error: "not_your_turn", reason: `It is seat ${state.turn}'s turn.` };
  const s = copyForMove(state);
  const step = move.type === "draw" ? draw(s, seat, move.from) : discard(s, seat, move.card, move.goOut === true);
  if ("illegal" in step) return { ok: false, error: "illegal", reason: step.illegal };
  return { ok: true, state: s, events: step };
}

function draw(s: ThreeThirteenState, seat: Seat, from: "stock" | "discard"): Step {
  if (s.phase !== "draw") return { illegal: "You have already drawn this turn; discard a card now." };
  const pile = from === "stock" ? s.stock : s.discardPile;
  if (pile.length === 0) {
    return { illegal: from === "stock" ? "The stock is empty; draw from the discard pile." : "The discard pile is empty; draw from the stock." };
  }
  const card = pile.pop()!;
  s.hands[seat]!.push(card);
  s.phase = "discard";
  if (from === "discard") {
    s.takenFromDiscard = card;
    return [{ type: "drew", seat, from, card }];
  }
  s.takenFromDiscard = null;
  return [
    { type: "drew", seat, from, stockCount: s.stock.length },
    { type: "drew_card", to: [seat], card },
  ];
}

function discard(s: ThreeThirteenState, seat: Seat, card: Card, goOut: boolean): Step {
  if (s.phase !== "discard") return { illegal: "Draw a card first: from the stock or the discard pile." };
  const rest = removeCards(s.hands[seat]!, [card]);
  if (rest === null) return { illegal: "You do not hold that card." };
  if (!discardableCards(s, seat).includes(card)) {
    return { illegal: "You may not discard the card you just took from the discard pile (nor a copy of it)." };
  }
  const goesOut = goOut && meldsCompletely(rest, roundRules(s));
  if (goOut && !goesOut && !s.options.falseGoOut) {
    return { illegal: "You cannot go out: not every card left in your hand would be in a meld." };
  }
  s.hands[seat] = rest;
  s.discardPile.push(card);
  const events: GameEvent[] = [{ type: "discarded", seat, card, ...(goOut ? { goOut: true } : {}) }];
  if (goOut && !goesOut) {
    s.falseGoOuts[seat]! += 1;
    events.push({ type: "false_go_out", seat, penalty: FALSE_GO_OUT_PENALTY });
  }
  return [...events, ...afterDiscard(s, seat, goesOut)];
}

function afterDiscard(s: ThreeThirteenState, seat: Seat, wentOut: boolean): GameEvent[] {
  const events: GameEvent[] = [];
  const onLastTurn = s.lastTurns[0] === seat;
  if (onLastTurn) s.lastTurns.shift();
  const redemption = s.options.afterGoingOut === "redemption";
  if (wentOut) {
    const first = s.wentOut.length === 0;
    s.wentOut.push(seat);
    if (first && s.options.afterGoingOut !== "end_at_once") s.lastTurns = othersInOrder(s.players, s.seats, seat);
    events.push({ type: "went_out", seat, lastTurns: [...s.lastTurns] });
    if (first && redemption) events.push(...layDownGoer(s, seat));
  }
  if (onLastTurn && redemption) events.push(...redeem(s, seat));

  const stockOut = s.stock.length === 0 && s.options.stockOut === "end_round";
  const lastTurnsDone = s.wentOut.length > 0 && s.lastTurns.length === 0;
  if (lastTurnsDone) return [...events, ...endRound(s, "went_out")];
  if (stockOut) return [...events, { type: "stock_ran_out", seat }, ...endRound(s, "stock_out")];

  if (s.stock.length === 0 && s.discardPile.length > 1) events.push(...reshuffleDiscards(s));
  s.turn = s.lastTurns[0] ?? seatAfter(s.players, s.seats, seat);
  s.phase = "draw";
  s.takenFromDiscard = null;
  return events;
}

/** The discard pile except its top card becomes the new stock (stockOut "reshuffle"). */
function reshuffleDiscards(s: ThreeThirteenState): GameEvent[] {
  const top = s.discardPile.pop()!;
  s.stock = shuffle(s.rng, s.discardPile);
  s.discardPile = [top];
  return [{ type: "stock_reshuffled", stockCount: s.stock.length }];
}
