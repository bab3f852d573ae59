/**
 * The property run shared by the property-*.test.ts files: complete random games by the
 * contract alone, checking after every move that cards are conserved, the input state was not
 * changed, events and views leak nothing, and at the end that every game ended.
 */
import { expect } from "vitest";
import { better13, type Better13Move, type Better13State } from "../../../src/games/better-13";
import type { Better13Options } from "../../../src/games/better-13/options";
import { createRng, randomInt, type RngState } from "../../../src/games/rng";
import { playRandomGame } from "../support/random-play";
import { CARDS, sortCards } from "../../../src/games/better-13/cards";
import { FULL, allCards, deepFreeze } from "./helpers";
import { expectEventsKeepSecrets, expectViewsHideSecrets, fastRandom } from "./privacy";

export type Policy = "uniform" | "passy" | "actiony";

export interface PropertyStats {
  games: number;
  moves: number;
  longest: number;
  cut: number;
  byType: Record<string, number>;
}

/** How many of each card the state holds, as a short string (cheaper than sorting all 54). */
function cardKey(s: Better13State): string {
  const n: Record<string, number> = {};
  for (const list of [...s.hands, s.deck, s.discard, s.inPlay]) for (const c of list) n[c] = (n[c] ?? 0) + 1;
  return CARDS.map((c) => n[c] ?? 0).join();
}
const FULL_KEY = CARDS.map((c) => FULL.filter((x) => x === c).length).join();

/** How a random player picks: uniformly, or leaning to passing (long games, empty decks), or to action cards. */
function chooser(policy: Policy) {
  return (_s: Better13State, _seat: number, legal: Better13Move[], rng: RngState): Better13Move => {
    if (policy === "passy" && randomInt(rng, 100) < 30) {
      const pass = legal.find((m) => m.type === "pass");
      if (pass) return pass;
    }
    if (policy === "actiony" && randomInt(rng, 100) < 50) {
      const actions = legal.filter((m) => m.type === "action");
      if (actions.length > 0) return actions[randomInt(rng, actions.length)]!;
    }
    return legal[randomInt(rng, legal.length)]!;
  };
}

export function runProperty(opts: { seats: number; games: number; seed: string; options?: Partial<Better13Options> }): PropertyStats {
  const stats: PropertyStats = { games: 0, moves: 0, longest: 0, cut: 0, byType: {} };
  const rng = createRng(`property:${opts.seed}`);
  const random = fastRandom(rng[0]);
  for (let g = 0; g < opts.games; g++) {
    const policy = (["uniform", "passy", "actiony"] as const)[g % 3]!;
    const pick = chooser(policy);
    const r = playRandomGame(better13, {
      seats: opts.seats,
      options: opts.options,
      seed: `${opts.seed}-${g}`,
      maxMoves: 20_000,
      // the driver hands this same object to applyMove next: frozen, any change to it throws
      choose: (s, seat, legal, drng) => pick(deepFreeze(s), seat, legal, drng),
      onStep: ({ before, seat, move, after, events }) => {
        if (!Object.isFrozen(before.hands[0])) throw new Error("the input state was not frozen");
        if (cardKey(after) !== FULL_KEY) expect(allCards(after), "cards conserved").toEqual(FULL);
        checkShape(after);
        expectEventsKeepSecrets(before, seat, move, after, events);
        // every step: one seat picked at random, and the spectator
        expectViewsHideSecrets(after, random, 1, [random(after.seats), "spectator"]);
        // a seat that is not to act is refused, and nothing changes
        const idle = [...Array(after.seats).keys()].filter((x) => !better13.toAct(after).includes(x));
        if (idle.length > 0 && !after.over) {
          const out = better13.applyMove(after, idle[random(idle.length)]!, { type: "pass" });
          if (out.ok || out.error !== "not_your_turn") throw new Error("a seat not to act was allowed to pass");
        }
        const key = move.type === "action" ? `action:${move.card}` : move.type;
        stats.byType[key] = (stats.byType[key] ?? 0) + 1;
        for (const e of events) if (e.type === "reshuffle" || (e.type === "draw" && e.drew === false) || e.type === "count_cleared") {
          const k = e.type === "count_cleared" ? `cleared:${e.reason}` : e.type === "draw" ? "draw-nothing" : e.type;
          stats.byType[k] = (stats.byType[k] ?? 0) + 1;
        }
      },
    });
    stats.games++;
    stats.moves += r.moves;
    stats.longest = Math.max(stats.longest, r.moves);
    if (r.cut) {
      stats.cut++;
      continue;
    }
    const res = better13.result(r.state);
    expect(res).not.toBeNull();
    expect(res!.winners).toHaveLength(1);
    if (opts.options?.matchTarget == null) expect(r.state.hands[res!.winners[0]!]).toEqual([]);
    expect(better13.toAct(r.state)).toEqual([]);
  }
  return stats;
}

function checkShape(s: Better13State): void {
  const fail = (what: string) => {
    throw new Error(`bad state (${what}): ${JSON.stringify(s)}`);
  };
  const toAct = better13.toAct(s);
  if (s.over) {
    if (toAct.length > 0) fail("someone to act after the end");
    return;
  }
  if (s.share) {
    if (toAct.length === 0 || toAct.some((x) => s.hands[x]!.length === 0)) fail("share awaiting");
  } else if (toAct.length !== 1 || toAct[0] !== s.turn) {
    fail("toAct");
  }
  for (const h of s.hands) if (sortCards([...h]).join() !== h.join()) fail("hand not sorted");
  if (s.count) {
    if (s.inPlay.slice(-s.count.cards.length).join() !== s.count.cards.join()) fail("count not on top of the cards in play");
    if (s.passed.includes(s.count.by)) fail("count's player among the passed");
  } else if (s.inPlay.length > 0) {
    fail("cards in play without a count");
  }
}
