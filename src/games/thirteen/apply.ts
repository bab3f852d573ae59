/** applyMove: checks a move and returns the new state and events; never mutates its input. */
import { isJoker, removeCards, SUIT_NAMES, suitOf } from "../cards";
import type { GameEvent, MoveOutcome, Seat } from "../contract";
import type { ThirteenMove } from "./moves";
import { isOver, mayDraw } from "./rules";
import { runProblem } from "./runs";
import { cloneState, dealHand, JOKER_PICK_UP, other, THIRTEEN_PICK_UP, top, type ThirteenState } from "./state";
import { pickUp } from "./stock";

type Outcome = MoveOutcome<ThirteenState>;

const illegal = (reason: string): Outcome => ({ ok: false, error: "illegal", reason });
const notYourTurn = (reason: string): Outcome => ({ ok: false, error: "not_your_turn", reason });

export function applyThirteenMove(state: ThirteenState, seat: Seat, move: ThirteenMove): Outcome {
  if (seat !== 0 && seat !== 1) return notYourTurn("There is no such seat in this game.");
  if (isOver(state)) return notYourTurn("The game is over.");
  switch (move.type) {
    case "lastCard":
      return sayLastCard(state, seat);
    case "callThirteen":
      return callThirteen(state, seat);
    case "draw":
      if (seat !== state.turn) return notYourTurn("It is not your turn.");
      return draw(state, seat);
    case "play":
      if (seat !== state.turn) return notYourTurn("It is not your turn.");
      return play(state, seat, move.cards, move.lastCard === true);
    default:
      return illegal("That is not a move of this game.");
  }
}

function sayLastCard(state: ThirteenState, seat: Seat): Outcome {
  const status = state.lastCard[seat];
  if (status === "caught") return illegal('Too late: your opponent has already called "thirteen" on you.');
  if (status === "said" && state.hands[seat]!.length === 1) return illegal('You have already said "last card".');
  if (status !== "open" || state.hands[seat]!.length !== 1) {
    return illegal('You can only say "last card" while a play of yours has left you with one card.');
  }
  const s = cloneState(state);
  s.lastCard[seat] = "said";
  return { ok: true, state: s, events: [{ type: "lastCard", seat }] };
}

function callThirteen(state: ThirteenState, seat: Seat): Outcome {
  const opp = other(seat);
  const status = state.lastCard[opp];
  if (status === "said" && state.hands[opp]!.length === 1) return illegal('Too late: your opponent has already said "last card".');
  if (status === "caught") return illegal('"Thirteen" has already been called on your opponent.');
  if (status !== "open" || state.hands[opp]!.length !== 1) {
    return illegal('You can only call "thirteen" while your opponent holds one card after a play and has not said "last card".');
  }
  const s = cloneState(state);
  s.lastCard[opp] = "caught";
  const events: GameEvent[] = [{ type: "thirteen", by: seat, seat: opp }];
  pickUp(s, opp, THIRTEEN_PICK_UP, "thirteen", events);
  return { ok: true, state: s, events };
}

function draw(state: ThirteenState, seat: Seat): Outcome {
  if (!mayDraw(state, seat)) {
    if (state.forced) return illegal(`You hold a card of ${SUIT_NAMES[state.forced.suit]}, so you must play one on the joker.`);
    return illegal("You can play, so you must: only a player who cannot play picks up.");
  }
  const s = cloneState(state);
  const events: GameEvent[] = [];
  if (s.forced) {
    pickUp(s, seat, s.forced.pickUp, "joker", events);
    s.forced.pickUp = 1;
  } else {
    // The reason is public: with drawing always allowed it must not tell whether the seat could have played.
    pickUp(s, seat, 1, s.options.mustPlay ? "cannot_play" : "draw", events);
  }
  if (s.lastCard[seat] === "open") s.lastCard[seat] = "lapsed";
  s.turn = other(seat);
  return { ok: true, state: s, events };
}

function play(state: ThirteenState, seat: Seat, cards: string[], saysLastCard: boolean): Outcome {
  if (cards.length === 0) return illegal("Play at least one card.");
  if (new Set(cards).size !== cards.length) return illegal("A card can only be played once.");
  const rest = removeCards(state.hands[seat]!, cards);
  if (!rest) return illegal("You can only play cards from your hand.");
  const problem = runProblem(cards, top(state), state.forced);
  if (problem) return illegal(problem);
  if (saysLastCard && rest.length !== 1) return illegal('You can only say "last card" with a play that leaves you exactly one card.');

  const s = cloneState(state);
  const events: GameEvent[] = [];
  s.hands[seat] = rest;
  s.pile.push(...cards);
  events.push({ type: "play", seat, cards: [...cards], ...(saysLastCard ? { lastCard: true } : {}) });
  s.lastCard[seat] = rest.length === 1 ? (saysLastCard ? "said" : "open") : "none";
  if (rest.length === 0) {
    endHand(s, seat, events);
    return { ok: true, state: s, events };
  }
  const last = cards[cards.length - 1]!;
  if (isJoker(last)) {
    const king = cards.length > 1 ? cards[cards.length - 2]! : top(state);
    s.forced = { suit: suitOf(king)!, pickUp: JOKER_PICK_UP };
    events.push({ type: "forcedSuit", seat: other(seat), suit: s.forced.suit, pickUp: JOKER_PICK_UP });
  } else {
    s.forced = null;
  }
  s.turn = other(seat);
  return { ok: true, state: s, events };
}

function endHand(s: ThirteenState, winner: Seat, events: GameEvent[]): void {
  const points = s.hands[other(winner)]!.length;
  s.forced = null;
  s.handResults.push({ winner, points });
  const target = s.options.matchTarget;
  if (target === null) {
    s.winner = winner;
    events.push({ type: "handOver", hand: s.handNo, winner, points });
    return;
  }
  s.scores[winner]! += points;
  events.push({ type: "handOver", hand: s.handNo, winner, points, scores: [...s.scores] });
  if (s.scores[winner]! >= target) {
    s.winner = winner;
    events.push({ type: "matchOver", winner, scores: [...s.scores] });
    return;
  }
  s.dealer = other(s.dealer);
  events.push(...dealHand(s));
}
