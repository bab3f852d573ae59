/**
 * What a reader gets for a game: the room's facts plus the game's view for that reader.
 * One function builds it for HTTP replies and socket messages alike.
 */
import type { GameDefinition, GameEvent, GameResult, Seat, Viewer } from "../games/contract";
import type { ClockView, GameReply, VersionedEvent } from "./reply-types";
import type { RoomRow, SeatRow, StoredEvent } from "./storage";

export type { ClockView, GameReply };


export type Reader = Seat | null;

export function viewerOf(reader: Reader, room: RoomRow): Viewer {
  if (room.status === "over") return "all";
  return reader === null ? "spectator" : reader;
}

export function buildReply(game: GameDefinition, room: RoomRow, seats: readonly SeatRow[], reader: Reader, clock?: ClockView): GameReply {
  const base = {
    gameId: room.gameId,
    game: room.game,
    gameName: game.name,
    options: room.options,
    rules: game.describeOptions(room.options),
    version: room.version,
    status: room.status,
    seatCount: room.seatCount,
    seats: seats.map(({ seat, name }) => ({ seat, name })),
    you: reader,
    ...(clock ? { clock } : {}),
  };
  if (room.status === "waiting" || room.state === null) return { ...base, toAct: [], state: null, legal: [] };
  const state = room.state;
  const result = game.result(state);
  return {
    ...base,
    toAct: game.toAct(state),
    state: game.view(state, viewerOf(reader, room)),
    legal: reader !== null && room.status === "playing" ? game.legalMoves(state, reader) : [],
    ...(result ? { result } : {}),
  };
}

/** May `reader` see this event now? After the game everything is public. */
export function canSee(to: readonly Seat[] | null | undefined, reader: Reader, over: boolean): boolean {
  return over || !to || (reader !== null && to.includes(reader));
}

/** The events of the move that made `version`, as `reader` gets them live (socket update, move answer). */
export function liveEventsFor(events: readonly GameEvent[], version: number, reader: Reader, over: boolean): VersionedEvent[] {
  return events.filter((e) => canSee(e.to, reader, over)).map((e) => ({ version, ...e }));
}

/** The log entries a reader gets: visible ones only, each tagged with its version. */
export function redactLog(events: readonly StoredEvent[], reader: Reader, over: boolean): VersionedEvent[] {
  return events.filter((e) => canSee(e.to, reader, over)).map((e) => ({ version: e.version, ...e.event, ...(e.to ? { to: e.to } : {}) }));
}
