/**
 * The copy a move works on, so applyMove never mutates its input. Like structuredClone, but
 * parts that are never changed once written are shared instead of copied: the options, the
 * round plan, finished round results, a seat's laid-down record and the game result. Copying
 * a long game's history on every move cost more than the rules themselves.
 */
import type { ThreeThirteenState } from "./state";

export function copyForMove(s: ThreeThirteenState): ThreeThirteenState {
  return {
    ...s,
    rng: [...s.rng],
    players: [...s.players],
    hands: s.hands.map((h) => [...h]),
    stock: [...s.stock],
    discardPile: [...s.discardPile],
    wentOut: [...s.wentOut],
    lastTurns: [...s.lastTurns],
    table: s.table.map((m) => ({ ...m, cards: [...m.cards] })),
    laidDown: [...s.laidDown],
    falseGoOuts: [...s.falseGoOuts],
    rounds: [...s.rounds],
    totals: [...s.totals],
  };
}
