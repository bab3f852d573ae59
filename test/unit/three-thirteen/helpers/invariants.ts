/**
 * Checks made after every move of a random game: every card accounted for, turn order, round
 * scores as the solver gives them, and no hidden card ever reaching a viewer who may not see it.
 */
import { isCard, removeCards, standardDeck, type Card } from "../../../../src/games/cards";
import type { GameEvent, Seat } from "../../../../src/games/contract";
import { createRng, randomInt } from "../../../../src/games/rng";
import { fullDeck } from "../../../../src/games/three-thirteen/deck";
import type { ThreeThirteenMove } from "../../../../src/games/three-thirteen/moves";
import { isDoubledRound, roundRules } from "../../../../src/games/three-thirteen/scoring";
import { othersInOrder, seatAfter } from "../../../../src/games/three-thirteen/seat-order";
import { bestArrangement } from "../../../../src/games/three-thirteen/solver";
import type { RoundResult, ThreeThirteenState } from "../../../../src/games/three-thirteen/state";
import { view } from "../../../../src/games/three-thirteen/view";
import type { Step } from "../../support/random-play";

type TTStep = Step<ThreeThirteenState, ThreeThirteenMove>;

export function fail(message: string, step?: TTStep): never {
  throw new Error(step ? `${message} (seat ${step.seat}, move ${JSON.stringify(step.move)})` : message);
}

function sortedKey(cards: readonly Card[]): string {
  return [...cards].sort().join(",");
}

const CARD_INDEX = new Map(standardDeck(1, 2).map((c, i) => [c, i]));
const expectedCounts = new Map<string, Int16Array>();

function countCards(cards: Iterable<Card>, into = new Int16Array(CARD_INDEX.size)): Int16Array {
  for (const c of cards) into[CARD_INDEX.get(c)!]! += 1;
  return into;
}

export function checkCardsAccounted(s: ThreeThirteenState): void {
  const key = `${s.decks}:${s.options.jokers}`;
  let expected = expectedCounts.get(key);
  if (!expected) expectedCounts.set(key, (expected = countCards(fullDeck(s.decks, s.options))));
  const counts = new Int16Array(CARD_INDEX.size);
  for (const h of s.hands) countCards(h, counts);
  countCards(s.stock, counts);
  countCards(s.discardPile, counts);
  for (const m of s.table) countCards(m.cards, counts);
  if (counts.some((n, i) => n !== expected[i])) fail(`cards not accounted for in round ${s.round}`);
}

export function checkStep(step: TTStep, options: { views: boolean }): void {
  const { before, after, seat, move, events } = step;
  checkCardsAccounted(after);
  const ended = events.filter((e) => e.type === "round_ended") as unknown as (RoundResult & GameEvent)[];
  if (ended.length > 1) fail("two rounds ended in one move", step);
  checkTurnOrder(step, ended.length === 1);
  if (ended.length === 1) checkRoundResult(step, ended[0]!);
  checkEventCards(step);
  if (options.views) checkViewsHideCards(after);
  if (move.type === "discard" && !before.hands[seat]!.includes(move.card)) fail("discarded a card not held", step);
}

function checkTurnOrder(step: TTStep, roundEnded: boolean): void {
  const { before, after, seat, move, events } = step;
  if (seat !== before.turn) fail(`seat ${seat} moved out of turn`, step);
  if (move.type === "draw") {
    if (after.turn !== seat || after.phase !== "discard") fail("a draw must leave the same seat to discard", step);
    if (after.hands[seat]!.length !== before.handSize + 1) fail("hand size after a draw", step);
    return;
  }
  if (roundEnded) {
    if (after.phase === "game_over") return;
    if (after.round !== before.round + 1) fail("rounds must follow one another", step);
    if (after.dealer !== seatAfter(after.players, after.seats, before.dealer)) fail("the deal must pass to the left", step);
    if (after.turn !== seatAfter(after.players, after.seats, after.dealer)) fail("the player left of the dealer starts", step);
    for (const p of after.players) if (after.hands[p]!.length !== after.handSize) fail("a new hand has the wrong size", step);
    return;
  }
  if (after.phase !== "draw") fail("after a discard the next seat draws", step);
  const wentOutFirst = events.some((e) => e.type === "went_out") && before.wentOut.length === 0;
  if (wentOutFirst && !(before.options.afterGoingOut === "end_at_once")) {
    const expected = othersInOrder(before.players, before.seats, seat);
    if (after.lastTurns.join() !== expected.join()) fail("every other player gets one last turn, in order", step);
  }
  const expectedTurn = after.lastTurns[0] ?? seatAfter(before.players, before.seats, seat);
  if (after.turn !== expectedTurn) fail(`turn passed to ${after.turn}, expected ${expectedTurn}`, step);
  if (before.wentOut.length > 0 && before.lastTurns[0] !== seat) fail("only seats owed a last turn play after a go-out", step);
  for (const p of after.players) {
    const size = after.laidDown[p] ? after.hands[p]!.length : after.handSize;
    if (after.hands[p]!.length !== size) fail(`seat ${p} holds ${after.hands[p]!.length} cards`, step);
  }
}

function laidCards(s: ThreeThirteenState, seat: Seat): Card[] {
  const laid = s.laidDown[seat];
  return laid ? [...laid.melds.flatMap((m) => m.cards), ...laid.layoffs.map((l) => l.card)] : [];
}

function checkRoundResult(step: TTStep, result: RoundResult): void {
  const { before, seat, move } = step;
  const rules = roundRules(before);
  const factor = isDoubledRound(before.wildRank, before.options) ? 2 : 1;
  if (result.doubled !== (factor === 2)) fail("doubled flag", step);
  for (const r of result.seats) {
    let held = [...before.hands[r.seat]!, ...laidCards(before, r.seat)];
    if (r.seat === seat && move.type === "discard") held = removeCards(held, [move.card])!;
    if (sortedKey(r.hand) !== sortedKey(held)) fail(`round result shows a wrong hand for seat ${r.seat}`, step);
    const parts = [...r.melds.flatMap((m) => m.cards), ...r.layoffs.map((l) => l.card), ...r.deadwood];
    if (sortedKey(parts) !== sortedKey(r.hand)) fail(`melds, lay-offs and deadwood of seat ${r.seat} do not make up the hand`, step);
    const best = bestArrangement(r.hand, rules).points;
    const penalty = 20 * r.falseGoOuts;
    // With redemption a seat may shed cards onto others' melds and score below its own best.
    const redemption = before.options.afterGoingOut === "redemption";
    if (redemption ? r.deadwoodPoints > best : r.deadwoodPoints !== best) {
      fail(`seat ${r.seat} scored ${r.deadwoodPoints} deadwood, the solver says ${best}`, step);
    }
    if (r.deadwoodPoints !== bestArrangement(r.deadwood, rules).points) fail("deadwood points do not match the deadwood cards", step);
    if (r.points !== r.deadwoodPoints * factor + penalty) fail("round score is not deadwood × doubling + penalties", step);
    if (result.wentOut.includes(r.seat) && r.deadwoodPoints !== 0) fail(`seat ${r.seat} went out but has deadwood`, step);
    if (result.scores[r.seat] !== r.points) fail("scores row disagrees with seat result", step);
    const expectedTotal = before.totals[r.seat]! + (before.tieBreak ? 0 : r.points);
    if (result.totals[r.seat] !== expectedTotal) fail("running total is off", step);
  }
}

/** Every card string anywhere inside an event. */
function cardsNamed(value: unknown, into: Card[] = []): Card[] {
  if (typeof value === "string") {
    if (isCard(value)) into.push(value);
  } else if (Array.isArray(value)) {
    for (const v of value) cardsNamed(v, into);
  } else if (value && typeof value === "object") {
    for (const v of Object.values(value)) cardsNamed(v, into);
  }
  return into;
}

function checkEventCards(step: TTStep): void {
  const { before, after, move, events } = step;
  const open = new Set<Card>([
    ...before.discardPile,
    ...after.discardPile,
    ...before.table.flatMap((m) => m.cards),
    ...after.table.flatMap((m) => m.cards),
    ...(move.type === "discard" ? [move.card] : []),
    ...events.filter((e) => e.type === "round_ended" || e.type === "laid_down").flatMap((e) => cardsNamed(e)),
  ]);
  for (const event of events) {
    const named = cardsNamed(event);
    if (named.length === 0) continue;
    if (event.type === "laid_down" || event.type === "round_ended") continue;
    const readers = event.to ?? [...Array(before.seats).keys(), "spectator" as const];
    for (const reader of readers) {
      const own = typeof reader === "number" ? new Set([...before.hands[reader]!, ...after.hands[reader]!]) : new Set<Card>();
      for (const card of named) {
        if (!open.has(card) && !own.has(card)) fail(`event ${event.type} shows ${card} to ${reader}`, step);
      }
    }
  }
}

/**
 * A viewer's view must not change when the cards it may not see (other hands and the stock)
 * are shuffled among their places.
 */
export function checkViewsHideCards(s: ThreeThirteenState): void {
  const rng = createRng(`hide:${s.round}:${s.stock.length}:${s.turn}`);
  for (let viewer = -1; viewer < s.seats; viewer++) {
    const hidden: Card[] = [];
    for (let p = 0; p < s.seats; p++) if (p !== viewer) for (const c of s.hands[p]!) hidden.push(c);
    for (const c of s.stock) hidden.push(c);
    if (hidden.length < 2) continue;
    // A random rotation moves the hidden cards among the hidden places, cheaply.
    let next = 1 + randomInt(rng, hidden.length - 1);
    const take = () => hidden[next++ % hidden.length]!;
    const hands = s.hands.map((h, p) => (p === viewer ? h : h.map(take)));
    const other: ThreeThirteenState = { ...s, hands, stock: s.stock.map(take) };
    const who = viewer < 0 ? "spectator" : viewer;
    if (!sameValue(view(s, who), view(other, who))) fail(`view of ${who} depends on cards hidden from it (round ${s.round})`);
  }
}

/** Deep equality of plain JSON values, quick on shared references. */
export function sameValue(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== "object" || typeof b !== "object" || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  const ka = Object.keys(a);
  const kb = Object.keys(b);
  if (ka.length !== kb.length) return false;
  return ka.every((k) => sameValue((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k]));
}
