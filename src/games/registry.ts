/** Every game the service offers, by id. The room and the API find games only here. */
import type { GameDefinition } from "./contract";
import { better13 } from "./better-13";
import { calcory } from "./calcory";
import { thirteen } from "./thirteen";
import { threeThirteen } from "./three-thirteen";

export const GAMES: Readonly<Record<string, GameDefinition>> = {
  [threeThirteen.id]: threeThirteen,
  [better13.id]: better13,
  [calcory.id]: calcory,
  [thirteen.id]: thirteen,
};

export function findGame(id: string): GameDefinition | null {
  return Object.hasOwn(GAMES, id) ? GAMES[id]! : null;
}
