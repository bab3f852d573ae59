/** Play order: to the left means the next seat number, wrapping around the table. */
import type { Seat } from "../contract";

/** The first seat of `players` after `seat`, going left (`seat` itself need not be a player). */
export function seatAfter(players: readonly Seat[], seats: number, seat: Seat): Seat {
  for (let step = 1; step <= seats; step++) {
    const next = (seat + step) % seats;
    if (players.includes(next)) return next;
  }
  throw new Error(`seatAfter: no player among ${JSON.stringify(players)}`);
}

/** Every player but `seat`, in play order starting at the one to its left. */
export function othersInOrder(players: readonly Seat[], seats: number, seat: Seat): Seat[] {
  const order: Seat[] = [];
  let next = seat;
  for (let i = 1; i < players.length; i++) {
    next = seatAfter(players, seats, next);
    order.push(next);
  }
  return order;
}
