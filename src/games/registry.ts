/** Every game the service offers, by id. The room and the API find games only here. */
import type { GameDefinition } from "./contract";
import { threeThirteen } from "./three-thirteen";

export const GAMES: Readonly<Record<string, GameDefinition>> = {
  [threeThirteen.id]: threeThirteen,
};

export function findGame(id: string): GameDefinition | null {
  return Object.hasOwn(GAMES, id) ? GAMES[id]! : null;
}
