/** Per-step invariants for Thirteen's property tests: conservation and what events reveal. */
import { expect } from "vitest";
import { isJoker, type Card } from "../../../src/games/cards";
import type { ThirteenMove, ThirteenState } from "../../../src/games/thirteen";
import type { Step } from "../support/random-play";
import { cardsIn, FULL_DECK } from "./helpers";

const INDEX = new Map(FULL_DECK.map((c, i) => [c, i]));
const seen = new Uint8Array(54);

/** All 54 cards, each once, across hands, stock and pile (counted, not sorted: it runs on every step). */
export function conserved(s: ThirteenState): boolean {
  seen.fill(0);
  let n = 0;
  for (const place of [s.hands[0]!, s.hands[1]!, s.stock, s.pile]) {
    for (const c of place) {
      const i = INDEX.get(c);
      if (i === undefined || seen[i]) return false;
      seen[i] = 1;
      n++;
    }
  }
  return n === 54;
}

/**
 * Public events may name only the cards just played and the card turned up by a deal;
 * an event private to a seat may add only cards now in that seat's hand.
 */
export function eventLeak(step: Step<ThirteenState, ThirteenMove>): string | null {
  const { move, after } = step;
  const publicCards = new Set<Card>(move.type === "play" ? move.cards : []);
  publicCards.add(after.pile[after.pile.length - 1]!);
  for (const e of step.events) {
    const seen = cardsIn({ ...e, to: undefined });
    for (const c of seen) {
      if (publicCards.has(c)) continue;
      if (e.to && e.to.length === 1 && after.hands[e.to[0]!]!.includes(c)) continue;
      return `${c} in ${JSON.stringify(e)}`;
    }
    if (e.to && e.to.length !== 1) return `event to several seats: ${JSON.stringify(e)}`;
  }
  return null;
}

export function checkStep(step: Step<ThirteenState, ThirteenMove>): void {
  if (!conserved(step.after)) expect.fail(`cards not conserved after ${JSON.stringify(step.move)}`);
  const leak = eventLeak(step);
  if (leak) expect.fail(`leak after ${JSON.stringify(step.move)} by seat ${step.seat}: ${leak}`);
  const s = step.after;
  if (s.winner === null) {
    const topIsJoker = isJoker(s.pile[s.pile.length - 1]!);
    if (topIsJoker !== (s.forced !== null)) expect.fail(`joker on top ${topIsJoker} but forced suit ${JSON.stringify(s.forced)}`);
    for (const seat of [0, 1]) {
      if (s.lastCard[seat] === "open" && s.hands[seat]!.length !== 1) expect.fail(`open "last card" window for seat ${seat} with ${s.hands[seat]!.length} cards`);
    }
  }
  if (step.after.hands[step.seat]!.length === 0 && step.after.winner === null && step.after.handNo === step.before.handNo) {
    expect.fail("a seat with no cards did not win");
  }
}
