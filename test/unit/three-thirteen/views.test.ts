import { describe, expect, it } from "vitest";
import { threeThirteen, type ThreeThirteenView } from "../../../src/games/three-thirteen";
import { describeOptions } from "../../../src/games/three-thirteen/describe";
import { play, position, turn } from "./helpers/build";

const start = () =>
  position({
    seats: 3,
    options: { rounds: [3, 4] },
    hands: [["5H", "6H", "KC"], ["2C", "9D", "JS"], ["AD", "AS", "10C"]],
    stock: ["9S", "8C", "4S", "QC", "7H"],
    discardPile: ["QD"],
    dealer: 2,
  });

const view = (s: ReturnType<typeof start>, viewer: Parameters<typeof threeThirteen.view>[1]) => threeThirteen.view(s, viewer) as ThreeThirteenView;

describe("three-thirteen views", () => {
  it("shows a seat its own hand and only counts of the others", () => {
    const v = view(start(), 1);
    expect(v).toMatchObject({
      viewer: 1,
      hand: ["2C", "9D", "JS"],
      hands: null,
      handCounts: [3, 3, 3],
      discardTop: "QD",
      discardCount: 1,
      stockCount: 5,
      round: 1,
      roundCount: 2,
      tieBreak: false,
      handSize: 3,
      wildRank: 3,
      jokersWild: false,
      doubled: false,
      dealer: 2,
      players: [0, 1, 2],
      turn: 0,
      phase: "draw",
      wentOut: [],
      lastTurns: [],
      table: [],
      rounds: [],
      scores: [],
      totals: [0, 0, 0],
      result: null,
    });
    expect(v.rules).toEqual(describeOptions(start().options));
    const text = JSON.stringify(v);
    for (const card of ["5H", "6H", "KC", "AD", "AS", "10C", "7H", "9S"]) expect(text).not.toContain(`"${card}"`);
  });

  it("shows a spectator no hand, and everything to the viewer 'all'", () => {
    expect(view(start(), "spectator")).toMatchObject({ hand: null, hands: null });
    expect(view(start(), "all").hands).toEqual(start().hands);
  });

  it("shows who went out, who still has a last turn, and the phase", () => {
    const drawn = play(start(), 0, { type: "draw", from: "stock" }).state;
    expect(view(drawn, 2)).toMatchObject({ turn: 0, phase: "discard", handCounts: [4, 3, 3], stockCount: 4 });
    const out = play(drawn, 0, { type: "discard", card: "KC", goOut: true }).state;
    expect(view(out, 2)).toMatchObject({ wentOut: [0], lastTurns: [1, 2], turn: 1, phase: "draw", discardTop: "KC" });
  });

  it("reveals every hand of a finished round with its melds, deadwood and points", () => {
    let s = turn(start(), 0, "stock", "KC", true).state;
    s = turn(s, 1, "stock", "JS").state;
    s = turn(s, 2, "stock", "10C").state;
    const v = view(s, "spectator");
    expect(v.round).toBe(2);
    expect(v.rounds).toHaveLength(1);
    expect(v.rounds[0]!.seats.map((r) => r.hand)).toEqual([["5H", "6H", "7H"], ["2C", "9D", "QC"], ["AD", "AS", "4S"]]);
    expect(v.scores).toEqual([[0, 21, 6]]);
    expect(v.totals).toEqual([0, 21, 6]);
  });

  it("keeps a scoresheet: per round who went out, each hand's arrangement and points, running totals", () => {
    let s = turn(start(), 0, "stock", "KC", true).state;
    s = turn(s, 1, "stock", "JS").state;
    const last = turn(s, 2, "stock", "10C");
    const sheet = view(last.state, 1).rounds[0]!;
    expect(sheet).toMatchObject({ round: 1, handSize: 3, wildRank: 3, wentOut: [0], endedBy: "went_out", scores: [0, 21, 6], totals: [0, 21, 6] });
    expect(sheet.seats.map((r) => ({ melds: r.melds, deadwood: [...r.deadwood].sort(), points: r.points }))).toEqual([
      { melds: [{ kind: "run", cards: ["5H", "6H", "7H"] }], deadwood: [], points: 0 },
      { melds: [], deadwood: ["2C", "9D", "QC"], points: 21 },
      { melds: [], deadwood: ["4S", "AD", "AS"], points: 6 },
    ]);
    // The log holds the same sheet, for every reader.
    const logged = last.events.find((e) => e.type === "round_ended")!;
    expect(logged.to).toBeUndefined();
    expect({ ...logged, type: undefined }).toEqual({ ...sheet, type: undefined });
  });

  it("gives the result and no turn once the game is over", () => {
    let s = turn(start(), 0, "stock", "KC", true).state;
    s = turn(s, 1, "stock", "JS").state;
    s = turn(s, 2, "stock", "10C").state;
    while (s.result === null) s = play(s, s.turn, threeThirteen.fallbackMove(s, s.turn)).state;
    expect(view(s, 0)).toMatchObject({ turn: null, phase: "game_over", result: s.result });
    expect(view(s, "all").rounds).toHaveLength(2);
  });
});
