import { describe, expect, it } from "vitest";
import { threeThirteen } from "../../../src/games/three-thirteen";
import { decksFor, ROUND_PLANS, wildRankFor } from "../../../src/games/three-thirteen/options";
import { playRandomGame } from "../support/random-play";
import { checkCardsAccounted } from "./helpers/invariants";
import { newGame, play } from "./helpers/build";
import { cheapPolicy } from "./helpers/policy";

describe("three-thirteen setup and deal", () => {
  it("is registered under the contract's fixed names", () => {
    expect(threeThirteen.id).toBe("three-thirteen");
    expect(threeThirteen.name).toBe("Three-Thirteen");
    expect(threeThirteen.seats).toEqual({ min: 2, max: 8 });
    expect(Object.keys(threeThirteen.presets!)).toEqual(["three-thirteen", "tretton"]);
  });

  it("uses 1 deck for 2 players, 2 for 3-4, 3 for 5-6, 4 for 7-8", () => {
    expect([2, 3, 4, 5, 6, 7, 8].map(decksFor)).toEqual([1, 2, 2, 3, 3, 4, 4]);
    for (let seats = 2; seats <= 8; seats++) {
      const s = newGame(seats);
      expect(s.decks).toBe(decksFor(seats));
      checkCardsAccounted(s);
    }
  });

  it("adds two jokers per deck with the jokers option", () => {
    const s = newGame(5, { jokers: true });
    const all = [...s.hands.flat(), ...s.stock, ...s.discardPile];
    expect(all).toHaveLength(3 * 54);
    expect(all.filter((c) => c === "RJ" || c === "BJ")).toHaveLength(6);
  });

  it("deals the round's hand size, turns one card up and leaves the rest as stock", () => {
    for (let seats = 2; seats <= 8; seats++) {
      const s = newGame(seats);
      expect(s.round).toBe(1);
      expect(s.handSize).toBe(3);
      expect(s.wildRank).toBe(3);
      for (const hand of s.hands) expect(hand).toHaveLength(3);
      expect(s.discardPile).toHaveLength(1);
      expect(s.stock).toHaveLength(52 * decksFor(seats) - 3 * seats - 1);
      expect(s.phase).toBe("draw");
    }
  });

  it("picks the first dealer from the seed and lets the player to the dealer's left start", () => {
    const dealers = new Set<number>();
    for (let i = 0; i < 40; i++) {
      const s = newGame(4, {}, `seed-${i}`);
      dealers.add(s.dealer);
      expect(s.turn).toBe((s.dealer + 1) % 4);
      expect(newGame(4, {}, `seed-${i}`).dealer).toBe(s.dealer);
    }
    expect(dealers.size).toBe(4);
  });

  it("deals the next round with the dealer one seat to the left", () => {
    const s = newGame(3, { rounds: [3, 4], afterGoingOut: "end_at_once" });
    let state = s;
    const dealer = s.dealer;
    while (state.round === 1) {
      const seat = state.turn;
      state = play(state, seat, threeThirteen.fallbackMove(state, seat)).state;
    }
    expect(state.dealer).toBe((dealer + 1) % 3);
    expect(state.turn).toBe((dealer + 2) % 3);
    expect(state.handSize).toBe(4);
    expect(state.wildRank).toBe(4);
  });

  it("plays the rounds of each plan with the wild rank of its hand size", () => {
    expect(ROUND_PLANS.standard.map(wildRankFor)).toEqual([3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13]);
    expect(ROUND_PLANS.extended.map(wildRankFor).slice(-2)).toEqual([1, 2]);
    expect(ROUND_PLANS.there_and_back).toHaveLength(22);
    const custom = newGame(2, { rounds: [15, 5] });
    expect(custom.plan).toEqual([15, 5]);
    expect(custom.handSize).toBe(15);
    expect(custom.wildRank).toBe(2);
  });

  it("replays exactly from the same seed and moves", () => {
    const first: unknown[] = [];
    const moves: { seat: number; move: unknown }[] = [];
    playRandomGame(threeThirteen, {
      seats: 4,
      seed: "determinism",
      options: { rounds: [3, 7, 12], stockOut: "reshuffle" },
      choose: cheapPolicy,
      onStep: (step) => {
        first.push(step.after);
        moves.push({ seat: step.seat, move: step.move });
      },
    });
    let state = newGame(4, { rounds: [3, 7, 12], stockOut: "reshuffle" }, "determinism");
    moves.forEach(({ seat, move }, i) => {
      state = play(state, seat, move as never).state;
      expect(state).toEqual(first[i]);
    });
    expect(newGame(4, {}, "one").hands).not.toEqual(newGame(4, {}, "two").hands);
  });
});
