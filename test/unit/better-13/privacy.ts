/**
 * Checks that nothing hidden leaks: views by indistinguishability (shuffle every card the
 * viewer may not see among the hidden places and the view must not change), events by what
 * each event may carry and to whom.
 */
import type { GameEvent, Seat } from "../../../src/games/contract";
import { better13, type Better13Move, type Better13State } from "../../../src/games/better-13";
import { type Card, sortCards } from "../../../src/games/better-13/cards";

/** A quick test-only generator (mulberry32): random(n) is an integer in [0, n). The game's own generator is too slow for this many shuffles. */
export type Rand = (n: number) => number;
export function fastRandom(seed: number): Rand {
  let a = seed >>> 0;
  return (n) => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return Math.floor((((t ^ (t >>> 14)) >>> 0) / 4294967296) * n);
  };
}

function shuffleInPlace<T>(random: Rand, items: T[]): void {
  for (let i = items.length - 1; i > 0; i--) {
    const j = random(i + 1);
    const x = items[i]!;
    items[i] = items[j]!;
    items[j] = x;
  }
}

/** The state with every card hidden from `viewer` (other hands, the deck, other seats' Share choices, the generator) redealt at random, counts kept. */
export function shuffleHidden(s: Better13State, viewer: Seat | "spectator", random: Rand): Better13State {
  // A hand-made copy of just what changes: structuredClone here dominated the property run.
  const t: Better13State = { ...s, hands: s.hands.map((h) => [...h]), deck: [...s.deck], share: s.share && { ...s.share, chosen: [...s.share.chosen] } };
  const hiddenSeats = [...Array(t.seats).keys()].filter((i) => i !== viewer);
  const pool: Card[] = [...t.deck, ...hiddenSeats.flatMap((i) => t.hands[i]!)];
  shuffleInPlace(random, pool);
  t.deck = pool.splice(0, t.deck.length);
  for (const i of hiddenSeats) {
    t.hands[i] = sortCards(pool.splice(0, t.hands[i]!.length));
    if (t.share && t.share.chosen[i] !== null) t.share.chosen[i] = t.hands[i]![random(t.hands[i]!.length)]!;
  }
  t.rng = [random(2 ** 32), random(2 ** 32), random(2 ** 32), random(2 ** 32)];
  return t;
}

/** Asserts that the views of `viewers` (default: every seat and the spectator) stay the same under `tries` reshuffles of what each cannot see. */
export function expectViewsHideSecrets(s: Better13State, random: Rand, tries = 1, viewers: (Seat | "spectator")[] = [...Array(s.seats).keys(), "spectator"]): void {
  for (const viewer of viewers) {
    const seen = JSON.stringify(better13.view(s, viewer));
    for (let k = 0; k < tries; k++) {
      const other = JSON.stringify(better13.view(shuffleHidden(s, viewer, random), viewer));
      if (other !== seen) throw new Error(`view of ${viewer} changed when hidden cards moved:\n${seen}\n${other}`);
    }
  }
}

function cardsOf(e: GameEvent): string[] {
  return [...(typeof e.card === "string" ? [e.card] : []), ...(Array.isArray(e.cards) ? (e.cards as string[]) : [])];
}

const pair = (a: number, b: number) => [...new Set([a, b])].sort((x, y) => x - y);

// Plain checks, not expect(): these run on every move of thousands of games.
function check(ok: boolean, what: string | (() => string)): void {
  if (!ok) throw new Error(`leak check failed: ${typeof what === "string" ? what : what()}`);
}
const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** Asserts that the events of one move carry no card to anyone who may not know it. */
export function expectEventsKeepSecrets(before: Better13State, seat: Seat, move: Better13Move, after: Better13State, events: GameEvent[]): void {
  for (const e of events) {
    const where = () => `${JSON.stringify(e)} after ${JSON.stringify(move)} by ${seat}`;
    const cards = cardsOf(e);
    if (e.to === undefined) {
      if (cards.length === 0) continue;
      if (e.type === "play") {
        check(move.type === "play" && [...move.cards].sort().join() === cards.join(), where);
      } else if (e.type === "action") {
        check(move.type === "action" && e.card === move.card && cards.length === 1, where);
      } else if (e.type === "count_cleared") {
        // the cards in play: face up before this move, plus this move's play
        const inPlay = [...before.inPlay, ...(move.type === "play" ? [...move.cards].sort() : [])];
        check(same(cards, inPlay), where);
      } else {
        check(false, `public event with cards: ${where()}`);
      }
      continue;
    }
    check(Array.isArray(e.to) && e.to.length > 0, where);
    switch (e.type) {
      case "draw_card":
        check(same(e.to, [e.seat]), where);
        break;
      case "dealt":
        check(same(e.to, [e.seat]), where);
        check(same(cards, after.hands[e.seat as number]), where);
        break;
      case "yoink_card":
        check(move.type === "action" && move.card === "yoink", where);
        if (move.type === "action" && move.card === "yoink") {
          check(same(e.to, pair(seat, move.target)), where);
          check(before.hands[move.target]!.includes(e.card as Card), where);
          check(after.hands[seat]!.includes(e.card as Card), where);
        }
        break;
      case "share_card":
      case "hand_passed":
        check(e.receiver === ((e.from as number) + 1) % before.seats, where);
        check(same(e.to, pair(e.from as number, e.receiver as number)), where);
        break;
      default:
        check(false, `unexpected private event ${where()}`);
    }
  }
}
