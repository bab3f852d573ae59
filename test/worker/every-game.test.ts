/** Every registered game plays from creation to the end through the API and the real room. */
import { describe, expect, it } from "vitest";
import type { GameDefinition } from "../../src/games/contract";
import { GAMES } from "../../src/games/registry";
import { call, read, startGame } from "./support/api";
import { fallbackBot, playOut, randomBot, type Chooser } from "./support/play";

/** Better 13's timeout move is a pass, which never ends a game; every other game's fallback plays on. */
const BOTS: Record<string, Chooser> = { "better-13": randomBot };
/** Short games where the default is long (the whole default Three-Thirteen game is in game-flow.test.ts). */
const OPTIONS: Record<string, unknown> = { "three-thirteen": { rounds: [3, 7] } };
/** A Thirteen hand can run to a thousand moves; this seed's hand ends in 171, keeping the suite quick. */
const SEEDS: Record<string, string> = { thirteen: "every-thirteen-2-4" };

describe("every game through the API", () => {
  for (const game of Object.values(GAMES) as GameDefinition[]) {
    it(`${game.id}: a whole game with ${game.seats.min} and with ${game.seats.max} players`, async () => {
      for (const seats of new Set([game.seats.min, game.seats.max])) {
        const seed = SEEDS[game.id] ?? `every-${game.id}-${seats}`;
        const options = OPTIONS[game.id];
        const { gameId, tokens } = await startGame({ game: game.id, seats, seed, options });
        const first = (await read(gameId)).body;
        expect(first.status).toBe("playing");
        const { final } = await playOut(game, { gameId, tokens, seed, options, firstVersion: first.version }, BOTS[game.id] ?? fallbackBot, 20_000);
        expect(final.status).toBe("over");
        expect(final.result.winners.length).toBeGreaterThan(0);
        const log = (await call("GET", `/api/games/${gameId}/log?after=0`)).body;
        expect(log.events.at(-1).type).toBe("ended");
      }
    });
  }
});
