/** Plays a game over HTTP by the server's `legal` lists only, as a page or a bot would. */
import { move, read } from "./api";

export type Chooser = (legal: any[], view: any, step: number) => any;

/** Prefers a move that goes out, else picks by a simple deterministic rotation. */
export const preferGoingOut: Chooser = (legal, _view, step) =>
  legal.find((m) => m.goOut) ?? legal[(step * 7919) % legal.length];

export async function playOut(gameId: string, tokens: string[], choose: Chooser = preferGoingOut, maxMoves = 5000) {
  let step = 0;
  for (;;) {
    const spectator = (await read(gameId)).body;
    if (spectator.status === "over") return { moves: step, final: spectator };
    if (step >= maxMoves) throw new Error(`game ${gameId} not over after ${maxMoves} moves`);
    const seat = spectator.toAct[0] as number;
    const view = (await read(gameId, tokens[seat])).body;
    const res = await move(gameId, tokens[seat]!, choose(view.legal, view, step), view.version);
    if (res.status !== 200) throw new Error(`move refused: ${res.status} ${JSON.stringify(res.body)}`);
    step++;
  }
}
