/** Better 13 on the game contract (rules: docs/rules/better-13.md). */
import type { GameDefinition, GameResult, Seat } from "../contract";
import { createRng, randomInt } from "../rng";
import { applyMove } from "./apply";
import { leaders, startGame } from "./flow";
import { legalMoves, toAct } from "./legal";
import { type Better13Move, better13MoveSchema } from "./moves";
import { type Better13Options, better13Options, better13Presets, describeOptions } from "./options";
import type { Better13State } from "./state";
import { type Better13View, view } from "./view";

export type { Better13State } from "./state";
export type { Better13Move } from "./moves";
export type { Better13Options } from "./options";
export type { Better13View } from "./view";

function setup({ options, seats, seed }: { options: Better13Options; seats: number; seed: string }): Better13State {
  if (!Number.isInteger(seats) || seats < 2 || seats > 4) throw new RangeError(`Better 13 needs 2 to 4 players, not ${seats}`);
  const rng = createRng(seed);
  const s: Better13State = {
    rng,
    options: { ...options },
    seats,
    game: 0,
    dealer: 0,
    hands: [],
    deck: [],
    discard: [],
    inPlay: [],
    count: null,
    flipped: false,
    turn: 0,
    passed: [],
    share: null,
    scores: Array(seats).fill(0),
    games: [],
    over: false,
  };
  startGame(s, [], 1, randomInt(rng, seats));
  return s;
}

/** Pass for a turn; during a Share a card of the seat's hand picked at random from a copy of the generator (the state is not touched). */
function fallbackMove(state: Better13State, seat: Seat): Better13Move {
  if (state.share?.awaiting.includes(seat)) {
    const hand = state.hands[seat]!;
    const peek: Better13State["rng"] = [...state.rng];
    // Draw past the earlier seats so seats timing out together do not all pick by the same number.
    let i = 0;
    for (let k = 0; k <= seat; k++) i = randomInt(peek, hand.length);
    return { type: "share", card: hand[i]! };
  }
  return { type: "pass" };
}

function result(state: Better13State): GameResult | null {
  if (!state.over) return null;
  const last = state.games[state.games.length - 1]!;
  if (state.options.matchTarget === null) {
    return {
      winners: [last.winner],
      scores: [...state.scores],
      summary: `Seat ${last.winner} wins by emptying their hand${state.options.matchScoring === "cards" ? ` and scores ${last.points}` : ""}.`,
    };
  }
  const winners = leaders(state.scores);
  return {
    winners,
    scores: [...state.scores],
    summary: `Seat ${winners.join(" and ")} wins the match with ${state.scores[winners[0]!]} point${state.scores[winners[0]!] === 1 ? "" : "s"} after ${state.games.length} game${state.games.length === 1 ? "" : "s"} (${state.scores.join(" – ")}).`,
  };
}

export const better13: GameDefinition<Better13State, Better13Move, Better13Options> = {
  id: "better-13",
  name: "Better 13",
  seats: { min: 2, max: 4 },
  optionsSchema: better13Options,
  presets: better13Presets,
  describeOptions,
  moveSchema: better13MoveSchema,
  setup,
  toAct,
  legalMoves,
  applyMove,
  view: (state, viewer): Better13View => view(state, viewer),
  fallbackMove,
  result,
};
