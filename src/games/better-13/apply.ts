/** applyMove: checks a move against the rules and plays it on a copy of the state. */
import type { GameEvent, MoveOutcome, Seat } from "../contract";
import { randomInt } from "../rng";
import { type ActionCard, type Card, type NumberCard, actionName, isNumberCard, removeCards, sortCards } from "./cards";
import { clearCount, draw, nextTurn, winGame } from "./flow";
import { beats, classify, describeCombo, isTopPlay } from "./ladder";
import type { Better13Move } from "./moves";
import type { Better13State } from "./state";

type Outcome = MoveOutcome<Better13State>;

const notYourTurn = (reason: string): Outcome => ({ ok: false, error: "not_your_turn", reason });
const illegal = (reason: string): Outcome => ({ ok: false, error: "illegal", reason });

export function applyMove(state: Better13State, seat: Seat, move: Better13Move): Outcome {
  if (state.over) return notYourTurn("The game is over.");
  if (!Number.isInteger(seat) || seat < 0 || seat >= state.seats) return notYourTurn("There is no such seat in this game.");
  if (state.share) {
    if (!state.share.awaiting.includes(seat)) {
      return notYourTurn(
        state.share.chosen[seat] !== null
          ? "You have already chosen your card for this Share; waiting for the others."
          : "You have no card to pass in this Share; waiting for the others.",
      );
    }
    if (move.type !== "share") return illegal("A Share is going on: first choose one card of your hand to pass left.");
    return chooseShare(state, seat, move.card);
  }
  if (seat !== state.turn) return notYourTurn(`It is seat ${state.turn}'s turn.`);
  switch (move.type) {
    case "share":
      return illegal("There is no Share going on; a Share starts when someone plays the Share card.");
    case "action":
      return playAction(state, seat, move.card, move.card === "yoink" ? move.target : undefined);
    case "play":
      return playCombo(state, seat, move.cards);
    case "pass":
      return pass(state, seat);
  }
}

function playAction(state: Better13State, seat: Seat, card: ActionCard, target: Seat | undefined): Outcome {
  const hand = state.hands[seat]!;
  if (!hand.includes(card)) return illegal(`You do not hold the ${actionName(card)} card.`);
  if (hand.length < 2) return illegal("You may not play your last card as an action card; you must pass (and draw) instead.");
  if (card === "yoink") {
    if (target === undefined || !Number.isInteger(target) || target < 0 || target >= state.seats) return illegal("Yoink needs another player at this table to take a card from.");
    if (target === seat) return illegal("You cannot Yoink from yourself; choose another player.");
    if (state.hands[target]!.length === 0) return illegal(`Seat ${target} has no cards to take.`);
  }
  const s = structuredClone(state);
  const ev: GameEvent[] = [];
  s.hands[seat] = removeCards(s.hands[seat]!, [card])!;
  s.discard.push(card);
  ev.push(card === "yoink" ? { type: "action", seat, card, target } : { type: "action", seat, card });
  switch (card) {
    case "yoink": {
      const from = s.hands[target!]!;
      const taken = from.splice(randomInt(s.rng, from.length), 1)[0]!;
      s.hands[seat]!.push(taken);
      sortCards(s.hands[seat]!);
      ev.push({ type: "yoink_card", to: [seat, target!].sort((a, b) => a - b), by: seat, from: target!, card: taken });
      break;
    }
    case "twister": {
      const old = s.hands;
      s.hands = old.map((_, i) => old[(i - 1 + s.seats) % s.seats]!);
      for (let giver = 0; giver < s.seats; giver++) {
        const receiver = (giver + 1) % s.seats;
        ev.push({ type: "hand_passed", to: [giver, receiver].sort((a, b) => a - b), from: giver, receiver, cards: [...old[giver]!] });
      }
      break;
    }
    case "share": {
      const awaiting = s.hands.flatMap((h, i) => (h.length > 0 ? [i] : []));
      s.share = { by: seat, awaiting, chosen: s.hands.map(() => null) };
      ev.push({ type: "share_started", by: seat, awaiting: [...awaiting] });
      break;
    }
    case "reset":
      clearCount(s, ev, "reset", seat);
      break;
    case "plenty":
      for (let k = 0; k < s.seats; k++) draw(s, ev, (seat + k) % s.seats);
      break;
    case "flip":
      s.flipped = !s.flipped;
      ev.push({ type: "flip", flipped: s.flipped });
      break;
  }
  return { ok: true, state: s, events: ev };
}

function chooseShare(state: Better13State, seat: Seat, card: Card): Outcome {
  if (!state.hands[seat]!.includes(card)) return illegal("You do not hold that card; choose one from your hand.");
  const s = structuredClone(state);
  const share = s.share!;
  const ev: GameEvent[] = [];
  share.chosen[seat] = card;
  share.awaiting = share.awaiting.filter((x) => x !== seat);
  ev.push({ type: "share_chosen", seat });
  if (share.awaiting.length > 0) return { ok: true, state: s, events: ev };
  // Everyone has chosen: all cards move left at once.
  share.chosen.forEach((c, giver) => {
    if (c !== null) s.hands[giver] = removeCards(s.hands[giver]!, [c])!;
  });
  share.chosen.forEach((c, giver) => {
    if (c === null) return;
    const receiver = (giver + 1) % s.seats;
    s.hands[receiver]!.push(c);
    sortCards(s.hands[receiver]!);
    ev.push({ type: "share_card", to: [giver, receiver].sort((a, b) => a - b), from: giver, receiver, card: c });
  });
  s.share = null;
  ev.push({ type: "share_done", by: share.by });
  return { ok: true, state: s, events: ev };
}

function playCombo(state: Better13State, seat: Seat, cards: Card[]): Outcome {
  if (cards.length < 1 || cards.length > 3) return illegal("A play is one to three cards.");
  if (!cards.every(isNumberCard)) return illegal("Action cards are played on their own before your play, never as part of a combination.");
  const rest = removeCards(state.hands[seat]!, cards);
  if (!rest) return illegal("You do not hold those cards.");
  const combo = classify(cards);
  if (!combo) return illegal("Those cards are not a combination on the Ladder (a single, a pair, a straight, three of a kind, a 13 or a Better 13).");
  if (state.count && !beats(combo, state.count, state.flipped)) {
    const ladder = state.flipped ? "the flipped ladder, where lower beats higher" : "the normal ladder, where higher beats lower";
    return illegal(`That does not beat the count, ${describeCombo(state.count.cards, state.count)}, on ${ladder}; play something that beats it, or pass.`);
  }
  const s = structuredClone(state);
  const ev: GameEvent[] = [];
  const played = [...(cards as NumberCard[])].sort();
  s.hands[seat] = rest;
  s.inPlay.push(...played);
  s.count = { cards: played, kind: combo.kind, rank: combo.rank, by: seat };
  s.passed = [];
  ev.push({ type: "play", seat, cards: [...played], kind: combo.kind });
  if (rest.length === 0) {
    winGame(s, ev, seat);
  } else if (isTopPlay(combo, s.flipped)) {
    for (let k = 1; k < s.seats; k++) draw(s, ev, (seat + k) % s.seats);
    clearCount(s, ev, "top", seat);
  } else {
    nextTurn(s, ev);
  }
  return { ok: true, state: s, events: ev };
}

function pass(state: Better13State, seat: Seat): Outcome {
  const s = structuredClone(state);
  const ev: GameEvent[] = [{ type: "pass", seat }];
  draw(s, ev, seat);
  if (!s.passed.includes(seat)) {
    s.passed.push(seat);
    s.passed.sort((a, b) => a - b);
  }
  nextTurn(s, ev);
  return { ok: true, state: s, events: ev };
}
