/**
 * Randomised games through the real room: every socket message and log page a reader gets
 * must be exactly that reader's view and visible events, and (with one deck, where every card
 * is unique) must never name a card hidden in another hand or in the stock.
 */
import { describe, expect, it } from "vitest";
import * as v from "valibot";
import { createRng, randomInt } from "../../src/games/rng";
import { threeThirteen } from "../../src/games/three-thirteen";
import type { ThreeThirteenState } from "../../src/games/three-thirteen/state";
import { call, move, openSocket, read, startGame } from "./support/api";

const GAMES = 6;
/** Log pages are checked every few versions (each page covers the versions since the last check). */
const LOG_EVERY = 6;

/** Cards a reader may not know: other hands (less cards seen taken from the discard pile) and the stock. */
function hiddenFrom(state: ThreeThirteenState, reader: number | null, known: Set<string>[]): string[] {
  const hidden = [...state.stock];
  state.hands.forEach((hand, seat) => {
    if (seat !== reader) hidden.push(...hand.filter((c) => !known[seat]!.has(c)));
  });
  return hidden;
}

function namesCard(json: string, card: string): boolean {
  return json.includes(`"${card}"`);
}

describe("no hidden card reaches a reader who may not see it", () => {
  it(`holds over ${GAMES} random one-round games with two live seats and a spectator`, async () => {
    const rng = createRng("room-leaks");
    for (let g = 0; g < GAMES; g++) {
      const options = v.parse(threeThirteen.optionsSchema, { rounds: [3 + randomInt(rng, 8)] });
      const seed = `leak-${g}`;
      const { gameId, tokens } = await startGame({ seats: 2, options, seed });
      let state = threeThirteen.setup({ options, seats: 2, seed }) as ThreeThirteenState;
      const known = [new Set<string>(), new Set<string>()];
      const readers: (number | null)[] = [0, 1, null];
      const start = (await read(gameId)).body.version as number;
      const sockets = await Promise.all(readers.map((r) => openSocket(gameId, r === null ? undefined : tokens[r], start)));
      // As a page does: the first move comes after the socket has its table.
      await Promise.all(sockets.map((s) => s.waitFor((m) => m.type === "sync")));
      let version = start;
      for (let step = 0; step < 400 && threeThirteen.result(state) === null; step++) {
        const seat = threeThirteen.toAct(state)[0]!;
        const legal = threeThirteen.legalMoves(state, seat);
        // Random, but mostly from the stock so that rounds end as they do in play.
        const stockDraw = legal.find((m) => m.type === "draw" && m.from === "stock");
        const mv = legal.find((m) => m.type === "discard" && m.goOut) ?? (stockDraw && randomInt(rng, 5) > 0 ? stockDraw : legal[randomInt(rng, legal.length)]!);
        const res = await move(gameId, tokens[seat]!, mv, version);
        expect(res.status, JSON.stringify(res.body)).toBe(200);
        const outcome = threeThirteen.applyMove(state, seat, mv);
        if (!outcome.ok) throw new Error(outcome.reason);
        if (mv.type === "draw" && mv.from === "discard") known[seat]!.add(state.discardPile.at(-1)!);
        if (mv.type === "discard") known[seat]!.delete(mv.card);
        state = outcome.state as ThreeThirteenState;
        version++;
        const over = threeThirteen.result(state) !== null;

        for (const [i, reader] of readers.entries()) {
          const update = await sockets[i]!.waitFor((m) => m.type === "update" && m.version === version);
          const viewer = over ? "all" : reader === null ? "spectator" : reader;
          expect(update.game.state).toEqual(JSON.parse(JSON.stringify(threeThirteen.view(state, viewer))));
          expect(update.game.legal).toEqual(reader === null || over ? [] : JSON.parse(JSON.stringify(threeThirteen.legalMoves(state, reader))));
          for (const e of update.events) if (!over && e.to) expect(e.to).toContain(reader);
          let text = JSON.stringify(update);
          // The mover's own answer carries the move's events too: the same bar applies to it.
          if (reader === seat) {
            for (const e of res.body.events) if (!over && e.to) expect(e.to).toContain(seat);
            text += JSON.stringify(res.body);
          }
          if (version % LOG_EVERY === 0 && !over) {
            const log = (await call("GET", `/api/games/${gameId}/log?after=${version - LOG_EVERY}`, undefined, reader === null ? undefined : tokens[reader])).body;
            for (const e of log.events) if (e.to) expect(e.to).toContain(reader);
            text += JSON.stringify(log);
          }
          if (!over) {
            for (const card of hiddenFrom(state, reader, known)) expect(namesCard(text, card), `${card} leaked to ${reader}`).toBe(false);
          }
        }
      }
      expect(threeThirteen.result(state)).not.toBeNull();
      sockets.forEach((s) => s.close());
    }
  });
});
