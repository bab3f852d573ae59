/**
 * Every registered game keeps the contract the room relies on: pure and deterministic,
 * JSON-only state, listed moves accepted, a fallback for every seat that must act, and an
 * options schema that describes itself.
 */
import { describe, expect, it } from "vitest";
import * as v from "valibot";
import type { GameDefinition } from "../../src/games/contract";
import { optionFields } from "../../src/games/option-fields";
import { GAMES } from "../../src/games/registry";
import { createRng, randomInt } from "../../src/games/rng";

function deepFreeze<T>(value: T): T {
  if (value && typeof value === "object") {
    Object.freeze(value);
    for (const inner of Object.values(value)) deepFreeze(inner);
  }
  return value;
}

const json = (x: unknown) => JSON.parse(JSON.stringify(x));

for (const game of Object.values(GAMES) as GameDefinition[]) {
  describe(`${game.id} keeps the game contract`, () => {
    const options = v.parse(game.optionsSchema, {});

    it("describes its options", () => {
      expect(game.describeOptions(options).length).toBeGreaterThan(0);
      const fields = optionFields(game.optionsSchema);
      expect(fields.map((f) => f.key).sort()).toEqual(Object.keys(options).sort());
      for (const f of fields) {
        expect(f.title, f.key).not.toBe(f.key);
        expect(f.description.length, f.key).toBeGreaterThan(10);
      }
      expect(v.safeParse(game.optionsSchema, { noSuchOption: 1 }).success).toBe(false);
      for (const preset of Object.values(game.presets ?? {})) expect(v.safeParse(game.optionsSchema, preset.options).success).toBe(true);
    });

    it("is deterministic, pure and JSON-only over random play", () => {
      const rng = createRng(`contract:${game.id}`);
      for (let g = 0; g < 4; g++) {
        const seats = game.seats.min + (g % (game.seats.max - game.seats.min + 1));
        const seed = `contract-${g}`;
        let state = game.setup({ options, seats, seed });
        expect(game.setup({ options, seats, seed })).toEqual(state);
        expect(json(state)).toEqual(state);
        for (let step = 0; step < 250 && game.result(state) === null; step++) {
          const toAct = game.toAct(state);
          expect(toAct.length).toBeGreaterThan(0);
          for (const seat of toAct) {
            const fallback = game.fallbackMove(state, seat);
            expect(v.safeParse(game.moveSchema, fallback).success, JSON.stringify(fallback)).toBe(true);
            expect(game.applyMove(state, seat, fallback).ok, JSON.stringify(fallback)).toBe(true);
          }
          const seat = toAct[randomInt(rng, toAct.length)]!;
          const legal = game.legalMoves(state, seat);
          expect(legal.length).toBeGreaterThan(0);
          const move = legal[randomInt(rng, legal.length)];
          expect(v.safeParse(game.moveSchema, move).success, JSON.stringify(move)).toBe(true);
          const frozen = deepFreeze(structuredClone(state));
          const outcome = game.applyMove(frozen, seat, move);
          expect(outcome.ok, JSON.stringify(move)).toBe(true);
          if (!outcome.ok) break;
          expect(game.applyMove(frozen, seat, move)).toEqual(outcome);
          expect(json(outcome.state)).toEqual(outcome.state);
          expect(json(outcome.events)).toEqual(outcome.events);
          for (const viewer of [...Array(seats).keys(), "spectator" as const, "all" as const]) {
            const view = game.view(outcome.state, viewer);
            expect(json(view)).toEqual(view);
          }
          state = outcome.state;
        }
        if (game.result(state) !== null) expect(game.toAct(state)).toEqual([]);
      }
    });
  });
}
