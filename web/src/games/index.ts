/** The table renderer of each game; a game without one gets the generic renderer. */
import { better13UI } from "./better-13";
import { calcoryUI } from "./calcory";
import { generic } from "./generic";
import { thirteenUI } from "./thirteen";
import { threeThirteenUI } from "./three-thirteen";
import type { GameUI } from "./types";

const UIS: Record<string, GameUI> = {
  "three-thirteen": threeThirteenUI,
  "better-13": better13UI,
  thirteen: thirteenUI,
  calcory: calcoryUI,
};

/** `?ui=generic` in the address shows any game with the generic renderer (to check it still plays). */
const forceGeneric = typeof location !== "undefined" && new URLSearchParams(location.search).get("ui") === "generic";

export function uiFor(game: string): GameUI {
  return !forceGeneric && Object.hasOwn(UIS, game) ? UIS[game]! : generic;
}
