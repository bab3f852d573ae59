/** Views (what each viewer sees, and that nothing hidden shows) and the timeout fallback. */
import { describe, expect, it } from "vitest";
import { better13, type Better13View } from "../../../src/games/better-13";
import { createRng } from "../../../src/games/rng";
import { deepFreeze, makeState, play } from "./helpers";
import { expectViewsHideSecrets, fastRandom } from "./privacy";

const base = () =>
  makeState({
    hands: [["share", "1", "2"], ["3", "3", "yoink"], ["4", "flip"]],
    count: { cards: ["2", "2"], by: 2 },
    under: ["1"],
    discard: ["6", "reset"],
    passed: [0],
    turn: 0,
  });

describe("view", () => {
  it("a seat sees its own hand, every count, the count, the ladder, deck and discard counts and who passed", () => {
    const s = base();
    const v = better13.view(s, 1) as Better13View;
    expect(v).toEqual({
      viewer: 1,
      seats: 3,
      options: { matchTarget: null, matchScoring: "win" },
      game: 1,
      dealer: 2,
      hand: ["3", "3", "yoink"],
      handCounts: [3, 3, 2],
      count: { cards: ["2", "2"], kind: "pair", by: 2 },
      inPlay: ["1", "2", "2"],
      ladder: "normal",
      deckCount: 54 - 8 - 3 - 2,
      discardCount: 2,
      turn: 0,
      toAct: [0],
      passed: [0],
      share: null,
      scores: [0, 0, 0],
      games: [],
      over: false,
    });
  });

  it("a spectator sees no hand; 'all' sees everything", () => {
    const s = base();
    const sp = better13.view(s, "spectator") as Better13View;
    expect(sp.hand).toBeNull();
    expect(sp.hands).toBeUndefined();
    expect(sp.deck).toBeUndefined();
    expect(JSON.stringify(sp)).not.toMatch(/"(yoink|share|flip|3)"[^:]/);
    const all = better13.view(s, "all") as Better13View;
    expect(all.hands).toEqual(s.hands);
    expect(all.deck).toEqual(s.deck);
    expect(all.discard).toEqual(["6", "reset"]);
  });

  it("during a Share: whose choices are awaited, never what anyone chose, except your own", () => {
    let { state } = play(base(), 0, { type: "action", card: "share" });
    state = play(state, 2, { type: "share", card: "flip" }).state;
    const v1 = better13.view(state, 1) as Better13View;
    expect(v1.share).toEqual({ by: 0, awaiting: [0, 1], myChoice: null });
    expect(v1.toAct).toEqual([0, 1]);
    const v2 = better13.view(state, 2) as Better13View;
    expect(v2.share).toEqual({ by: 0, awaiting: [0, 1], myChoice: "flip" });
    expect(v2.hand).toEqual(["4", "flip"]); // the card moves only when all have chosen
    expect((better13.view(state, "spectator") as Better13View).share).toEqual({ by: 0, awaiting: [0, 1] });
    expect((better13.view(state, "all") as Better13View).share).toEqual({ by: 0, awaiting: [0, 1], chosen: [null, null, "flip"] });
  });

  it("no viewer's view changes when the cards hidden from it are dealt differently", () => {
    const rng = fastRandom(13);
    let s = base();
    expectViewsHideSecrets(s, rng, 20);
    s = play(s, 0, { type: "action", card: "share" }).state;
    expectViewsHideSecrets(s, rng, 20);
    s = play(s, 1, { type: "share", card: "yoink" }).state;
    expectViewsHideSecrets(s, rng, 20);
  });

  it("after the game the view says so and nobody is to act", () => {
    const s = makeState({ hands: [["3"], ["1"]], turn: 0 });
    const v = better13.view(play(s, 0, { type: "play", cards: ["3"] }).state, 1) as Better13View;
    expect(v.over).toBe(true);
    expect(v.turn).toBeNull();
    expect(v.toAct).toEqual([]);
    expect(v.games).toEqual([{ game: 1, winner: 0, points: 1 }]);
  });
});

describe("fallbackMove", () => {
  it("is a pass for the player whose turn it is (and for anyone else, who is refused)", () => {
    const s = deepFreeze(base());
    expect(better13.fallbackMove(s, 0)).toEqual({ type: "pass" });
    expect(better13.fallbackMove(s, 1)).toEqual({ type: "pass" });
    const out = better13.applyMove(s, 1, better13.fallbackMove(s, 1));
    expect(out.ok).toBe(false);
  });

  it("during a Share is a card of the seat's own hand, derived from the state without changing it", () => {
    const picks = new Set<string>();
    for (let i = 0; i < 60; i++) {
      const s0 = makeState({ hands: [["share", "1", "2"], ["3", "4", "5", "6", "yoink"], ["4", "flip"]], turn: 0 });
      s0.rng = createRng(`fb${i}`);
      const s = deepFreeze(play(s0, 0, { type: "action", card: "share" }).state);
      const copy = structuredClone(s);
      for (const seat of [0, 1, 2]) {
        const m = better13.fallbackMove(s, seat);
        expect(m).toEqual(better13.fallbackMove(s, seat));
        expect(m.type).toBe("share");
        if (m.type === "share") expect(s.hands[seat]).toContain(m.card);
        expect(better13.applyMove(s, seat, m).ok).toBe(true);
        if (seat === 1 && m.type === "share") picks.add(m.card);
      }
      expect(s).toEqual(copy);
    }
    expect(picks.size).toBe(5); // every card of the hand gets picked
  });
});
