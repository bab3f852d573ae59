/**
 * The Ladder: every combination classified, and every pair of combinations compared on the
 * normal and the flipped ladder against tables written out here.
 */
import { describe, expect, it } from "vitest";
import { ALL_COMBOS, beats, classify, isTopPlay } from "../../../src/games/better-13/ladder";

// Row: the play; column: the count it is played on (same order as the rows).
// "X": the play beats the count; ".": it does not.
const COLUMNS = ["1", "2", "3", "4", "5", "6", "11", "22", "33", "44", "55", "66", "123", "234", "345", "456",
  "111", "222", "333", "444", "555", "666", "256", "346", "166", "355", "445"];

// Normal ladder: Singletons < Pairs < Straights < Three of a Kind < 13 < Better 13; higher numbers beat lower.
const NORMAL = [
  "1   ...........................",
  "2   X..........................",
  "3   XX.........................",
  "4   XXX........................",
  "5   XXXX.......................",
  "6   XXXXX......................",
  "11  XXXXXX.....................",
  "22  XXXXXXX....................",
  "33  XXXXXXXX...................",
  "44  XXXXXXXXX..................",
  "55  XXXXXXXXXX.................",
  "66  XXXXXXXXXXX................",
  "123 XXXXXXXXXXXX...............",
  "234 XXXXXXXXXXXXX..............",
  "345 XXXXXXXXXXXXXX.............",
  "456 XXXXXXXXXXXXXXX............",
  "111 XXXXXXXXXXXXXXXX...........",
  "222 XXXXXXXXXXXXXXXXX..........",
  "333 XXXXXXXXXXXXXXXXXX.........",
  "444 XXXXXXXXXXXXXXXXXXX........",
  "555 XXXXXXXXXXXXXXXXXXXX.......",
  "666 XXXXXXXXXXXXXXXXXXXXX......",
  "256 XXXXXXXXXXXXXXXXXXXXXX.....",
  "346 XXXXXXXXXXXXXXXXXXXXXX.....",
  "166 XXXXXXXXXXXXXXXXXXXXXXXX...",
  "355 XXXXXXXXXXXXXXXXXXXXXXXX...",
  "445 XXXXXXXXXXXXXXXXXXXXXXXX...",
];

// Flipped ladder: the type order and the number order are both reversed; a single 1 is the top.
const FLIPPED = [
  "1   .XXXXXXXXXXXXXXXXXXXXXXXXXX",
  "2   ..XXXXXXXXXXXXXXXXXXXXXXXXX",
  "3   ...XXXXXXXXXXXXXXXXXXXXXXXX",
  "4   ....XXXXXXXXXXXXXXXXXXXXXXX",
  "5   .....XXXXXXXXXXXXXXXXXXXXXX",
  "6   ......XXXXXXXXXXXXXXXXXXXXX",
  "11  .......XXXXXXXXXXXXXXXXXXXX",
  "22  ........XXXXXXXXXXXXXXXXXXX",
  "33  .........XXXXXXXXXXXXXXXXXX",
  "44  ..........XXXXXXXXXXXXXXXXX",
  "55  ...........XXXXXXXXXXXXXXXX",
  "66  ............XXXXXXXXXXXXXXX",
  "123 .............XXXXXXXXXXXXXX",
  "234 ..............XXXXXXXXXXXXX",
  "345 ...............XXXXXXXXXXXX",
  "456 ................XXXXXXXXXXX",
  "111 .................XXXXXXXXXX",
  "222 ..................XXXXXXXXX",
  "333 ...................XXXXXXXX",
  "444 ....................XXXXXXX",
  "555 .....................XXXXXX",
  "666 ......................XXXXX",
  "256 ........................XXX",
  "346 ........................XXX",
  "166 ...........................",
  "355 ...........................",
  "445 ...........................",
];

const cardsOf = (label: string) => label.split("");

function parse(table: string[]): Map<string, boolean> {
  const m = new Map<string, boolean>();
  expect(table).toHaveLength(27);
  table.forEach((line, i) => {
    const [label, row] = line.split(/\s+/) as [string, string];
    expect(label).toBe(COLUMNS[i]);
    expect(row).toHaveLength(27);
    for (let j = 0; j < 27; j++) m.set(`${label}>${COLUMNS[j]}`, row[j] === "X");
  });
  return m;
}

describe("classify", () => {
  it("knows exactly the 27 combinations of the ladder", () => {
    expect(ALL_COMBOS.map((c) => c.join(""))).toEqual(COLUMNS);
    const kinds: Record<string, string> = {};
    for (const c of COLUMNS) kinds[c] = classify(cardsOf(c))!.kind;
    expect(kinds).toEqual({
      "1": "single", "2": "single", "3": "single", "4": "single", "5": "single", "6": "single",
      "11": "pair", "22": "pair", "33": "pair", "44": "pair", "55": "pair", "66": "pair",
      "123": "straight", "234": "straight", "345": "straight", "456": "straight",
      "111": "three", "222": "three", "333": "three", "444": "three", "555": "three", "666": "three",
      "256": "thirteen", "346": "thirteen",
      "166": "better13", "355": "better13", "445": "better13",
    });
  });

  it("rejects every other set of one to three numbers, and anything else", () => {
    let valid = 0;
    for (let a = 1; a <= 6; a++) {
      const sets = [[a]];
      for (let b = a; b <= 6; b++) {
        sets.push([a, b]);
        for (let c = b; c <= 6; c++) sets.push([a, b, c]);
      }
      for (const set of sets) {
        const label = set.join("");
        const combo = classify(set.map(String));
        expect(combo !== null, label).toBe(COLUMNS.includes(label));
        if (combo) valid++;
      }
    }
    expect(valid).toBe(27); // of the 83 sets of one to three numbers
    expect(classify([])).toBeNull();
    expect(classify(["1", "1", "1", "1"])).toBeNull();
    expect(classify(["6", "6", "6", "6"])).toBeNull();
    expect(classify(["flip"])).toBeNull();
    expect(classify(["5", "yoink"])).toBeNull();
    expect(classify(["1", "3"])).toBeNull();
    expect(classify(["1", "2"])).toBeNull();
    expect(classify(["5", "6", "1"])).toBeNull(); // no wrap-around straight
  });

  it("does not care about the order of the cards", () => {
    expect(classify(["6", "1", "6"])).toEqual({ kind: "better13", rank: 0 });
    expect(classify(["5", "3", "4"])).toEqual({ kind: "straight", rank: 5 });
    expect(classify(["6", "2", "5"])).toEqual({ kind: "thirteen", rank: 0 });
  });
});

describe("beats", () => {
  for (const [name, table, flipped] of [["normal", NORMAL, false], ["flipped", FLIPPED, true]] as const) {
    it(`matches the written table for every pair on the ${name} ladder`, () => {
      const expected = parse(table);
      let checked = 0;
      for (const p of COLUMNS) {
        for (const c of COLUMNS) {
          const got = beats(classify(cardsOf(p))!, classify(cardsOf(c))!, flipped);
          expect(got, `${p} on ${c} (${name})`).toBe(expected.get(`${p}>${c}`));
          checked++;
        }
      }
      expect(checked).toBe(27 * 27);
    });
  }

  it("beating is strict: nothing beats an equal combination", () => {
    for (const flipped of [false, true]) {
      expect(beats(classify(["2", "5", "6"])!, classify(["3", "4", "6"])!, flipped)).toBe(false);
      expect(beats(classify(["1", "6", "6"])!, classify(["4", "4", "5"])!, flipped)).toBe(false);
      expect(beats(classify(["4"])!, classify(["4"])!, flipped)).toBe(false);
    }
  });
});

describe("top plays", () => {
  it("are a Better 13 on the normal ladder and a single 1 on the flipped one, nothing else", () => {
    const tops = (flipped: boolean) => COLUMNS.filter((c) => isTopPlay(classify(cardsOf(c))!, flipped));
    expect(tops(false)).toEqual(["166", "355", "445"]);
    expect(tops(true)).toEqual(["1"]);
  });
});
