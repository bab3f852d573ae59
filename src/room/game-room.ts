/**
 * One Durable Object per game: the only authority on it. It stores the state (hidden hands
 * included), the seats, the move list and the log in SQLite; checks every move through the
 * game's contract; and shows each reader only what that reader may see, over HTTP (called
 * by the Worker through RPC) and over hibernatable WebSockets.
 *
 * It knows nothing of any game's rules beyond the contract in src/games/contract.ts.
 */
import { DurableObject } from "cloudflare:workers";
import * as v from "valibot";
import { fail, ok, type RoomReply } from "../api/errors";
import { firstIssue, socketMessage } from "../api/schemas";
import type { GameDefinition, GameEvent, Seat } from "../games/contract";
import { findGame } from "../games/registry";
import { buildReply, canSee, redactLog, type GameReply, type Reader } from "./reply";
import { RoomStorage, type RoomRow, type SeatRow, type StoredMove } from "./storage";
import { findHash, hashSecret, newSecret, sameHash } from "./tokens";

export interface CreateInput {
  gameId: string;
  game: string;
  seats: number;
  name: string;
  options: unknown;
  seed: string;
}

export interface Created {
  gameId: string;
  seat: Seat;
  token: string;
  invite: string;
}

export interface MoveInput {
  move: unknown;
  version: number;
  key: string;
}

/** What a socket remembers across hibernation. */
interface SocketAttachment {
  reader: Reader | undefined; // undefined until the page says hello
  visible: boolean;
}

const LOG_PAGE = 1000;
const MAX_SOCKETS = 256;

export class GameRoom extends DurableObject<Env> {
  private readonly store: RoomStorage;
  private room: RoomRow | null;
  private seats: SeatRow[];

  constructor(ctx: DurableObjectState, env: Env) {
    super(ctx, env);
    this.store = new RoomStorage(ctx.storage.sql);
    this.room = this.store.loadRoom();
    this.seats = this.room ? this.store.loadSeats() : [];
  }

  async create(input: CreateInput): Promise<RoomReply<Created>> {
    if (this.room) return fail("already_exists", "A game with this id exists already.");
    const game = findGame(input.game);
    if (!game) return fail("unknown_game_type", `There is no game called "${input.game}".`);
    const token = newSecret();
    const invite = newSecret();
    const [tokenHash, inviteHash] = await Promise.all([hashSecret(token), hashSecret(invite)]);
    if (this.room) return fail("already_exists", "A game with this id exists already.");
    const now = Date.now();
    const room: RoomRow = {
      gameId: input.gameId,
      game: input.game,
      options: input.options,
      seatCount: input.seats,
      seed: input.seed,
      inviteHash,
      createdAt: now,
      status: "waiting",
      version: 0,
      state: null,
    };
    this.ctx.storage.transactionSync(() => {
      this.store.insertRoom(room);
      this.store.insertSeat(0, input.name, tokenHash, now);
      this.store.insertEvents(0, [{ type: "created", seat: 0, name: input.name, seats: input.seats }], now);
    });
    this.room = room;
    this.seats = [{ seat: 0, name: input.name, tokenHash }];
    return ok({ gameId: input.gameId, seat: 0, token, invite }, 201);
  }

  async join(invite: string, name: string): Promise<RoomReply<{ seat: Seat; token: string }>> {
    if (!this.room) return notFound();
    const token = newSecret();
    const [inviteHash, tokenHash] = await Promise.all([hashSecret(invite), hashSecret(token)]);
    const room = this.room;
    if (!sameHash(inviteHash, room.inviteHash)) return fail("forbidden", "This invite link is not valid for this game.");
    if (this.seats.length >= room.seatCount) return fail("game_full", "Every seat of this game is taken.");
    const seat = this.seats.length;
    const now = Date.now();
    const next: RoomRow = { ...room, version: room.version + 1 };
    const events: GameEvent[] = [{ type: "joined", seat, name }];
    if (seat + 1 === room.seatCount) {
      // The last seat starts the game in the same transaction, so a game is never full but unstarted.
      const game = findGame(room.game)!;
      next.state = game.setup({ options: room.options, seats: room.seatCount, seed: room.seed });
      next.status = game.result(next.state) ? "over" : "playing";
      events.push({ type: "started", seats: room.seatCount });
    }
    this.ctx.storage.transactionSync(() => {
      this.store.insertSeat(seat, name, tokenHash, now);
      if (next.state === null) this.store.updateVersion(next.version);
      else this.store.updateGame(next.status, next.version, next.state);
      this.store.insertEvents(next.version, events, now);
    });
    this.room = next;
    this.seats = [...this.seats, { seat, name, tokenHash }];
    this.broadcast(events);
    return ok({ seat, token });
  }

  async read(token: string | null): Promise<RoomReply<GameReply>> {
    const reader = await this.authenticate(token);
    if (typeof reader === "object" && reader !== null) return reader;
    return ok(this.reply(reader));
  }

  async move(token: string | null, input: MoveInput): Promise<RoomReply<GameReply>> {
    if (token === null) return fail("unauthorized", "Moves need your seat's token: open your play link.");
    const seat = await this.authenticate(token);
    if (typeof seat === "object" && seat !== null) return seat;
    if (seat === null) return fail("unauthorized", "Moves need your seat's token: open your play link.");
    // From here on nothing awaits, so no other request can interleave with this move.
    const room = this.room!;
    const game = findGame(room.game)!;
    const earlier = this.store.findKeyedMove(seat, input.key);
    if (earlier) return ok(earlier.reply as GameReply, 200, { "x-idempotent-replay": "true" });
    if (room.status === "waiting") return fail("not_started", "The game starts when every seat is taken.");
    if (room.status === "over") return fail("game_over", "This game is over.");
    if (input.version !== room.version) {
      return fail("stale_version", `The game has moved on (you saw version ${input.version}, it is now ${room.version}); look again and retry.`, {
        version: room.version,
      });
    }
    const parsed = v.safeParse(game.moveSchema, input.move);
    if (!parsed.success) return fail("bad_request", `That is not a ${game.name} move: ${firstIssue(parsed.issues)}`);
    const outcome = game.applyMove(room.state, seat, parsed.output);
    if (!outcome.ok) {
      return outcome.error === "not_your_turn"
        ? fail("not_your_turn", "It is not your turn.")
        : fail("illegal_move", outcome.reason);
    }
    const rows = this.commit(game, seat, parsed.output, "player", input.key, outcome.state, outcome.events);
    return ok(this.reply(seat), 200, { "x-rows-written": String(rows) });
  }

  async log(token: string | null, after: number): Promise<RoomReply<{ events: unknown[]; more: boolean; version: number }>> {
    const reader = await this.authenticate(token);
    if (typeof reader === "object" && reader !== null) return reader;
    const room = this.room!;
    const page = this.store.loadEvents(after, LOG_PAGE);
    return ok({ events: redactLog(page.events, reader, room.status === "over"), more: page.more, version: room.version });
  }

  /** After the game: the whole table (every hand) as it stood at `version`, rebuilt from the seed and the moves. */
  async replay(version: number | null): Promise<RoomReply<unknown>> {
    if (!this.room) return notFound();
    const room = this.room;
    if (room.status !== "over") return fail("not_over", "The replay opens when the game is over.");
    const game = findGame(room.game)!;
    const moves = this.store.loadMoves(room.version);
    const start = room.seatCount - 1;
    const at = version === null ? room.version : Math.min(Math.max(version, start), room.version);
    let state = game.setup({ options: room.options, seats: room.seatCount, seed: room.seed });
    for (const m of moves) {
      if (m.version > at) break;
      const outcome = game.applyMove(state, m.seat, m.move);
      if (!outcome.ok) return fail("internal", `Replay failed at version ${m.version}: ${outcome.reason}`);
      state = outcome.state;
    }
    return ok({
      gameId: room.gameId,
      game: room.game,
      seed: room.seed,
      firstVersion: start,
      lastVersion: room.version,
      version: at,
      moves: moves.map(({ version: mv, seat, move, by }: StoredMove) => ({ version: mv, seat, move, by })),
      state: game.view(state, "all"),
    });
  }

  /** WebSocket upgrades (the Worker forwards them here). */
  override async fetch(request: Request): Promise<Response> {
    if (request.headers.get("Upgrade")?.toLowerCase() !== "websocket") {
      return Response.json({ error: "bad_request", message: "This address takes WebSocket connections only." }, { status: 426 });
    }
    if (!this.room) return Response.json({ error: "not_found", message: "There is no such game." }, { status: 404 });
    if (this.ctx.getWebSockets().length >= MAX_SOCKETS) {
      return Response.json({ error: "bad_request", message: "Too many open pages on this game." }, { status: 503 });
    }
    const pair = new WebSocketPair();
    const [client, server] = [pair[0], pair[1]];
    this.ctx.acceptWebSocket(server);
    server.serializeAttachment({ reader: undefined, visible: true } satisfies SocketAttachment);
    return new Response(null, { status: 101, webSocket: client });
  }

  override async webSocketMessage(ws: WebSocket, data: string | ArrayBuffer): Promise<void> {
    if (typeof data !== "string" || data.length > 4096) return this.refuse(ws, "Messages are small JSON texts.");
    if (data === "ping") return ws.send("pong");
    let json: unknown;
    try {
      json = JSON.parse(data);
    } catch {
      return this.refuse(ws, "Messages are JSON.");
    }
    const parsed = v.safeParse(socketMessage, json);
    if (!parsed.success) return this.refuse(ws, firstIssue(parsed.issues));
    const message = parsed.output;
    const attachment = ws.deserializeAttachment() as SocketAttachment;
    if (message.type === "hello") {
      const reader = await this.authenticate(message.token ?? null);
      if (typeof reader === "object" && reader !== null) {
        ws.send(JSON.stringify({ type: "error", ...(reader.body as object) }));
        ws.close(4003, "forbidden");
        return;
      }
      ws.serializeAttachment({ ...attachment, reader } satisfies SocketAttachment);
      ws.send(JSON.stringify(this.catchUp(reader, message.version ?? 0)));
      return;
    }
    ws.serializeAttachment({ ...attachment, visible: message.visible } satisfies SocketAttachment);
  }

  override async webSocketClose(ws: WebSocket, code: number): Promise<void> {
    try {
      ws.close(code === 1005 || code === 1006 ? 1000 : code, "bye");
    } catch {
      // already closed
    }
  }

  private refuse(ws: WebSocket, message: string): void {
    ws.send(JSON.stringify({ type: "error", error: "bad_request", message }));
  }

  /** A socket that (re)connects gets the table now and every event it missed that it may see. */
  private catchUp(reader: Reader, since: number) {
    const room = this.room!;
    const page = this.store.loadEvents(since, LOG_PAGE);
    return {
      type: "sync",
      version: room.version,
      events: redactLog(page.events, reader, room.status === "over"),
      moreEvents: page.more,
      game: this.reply(reader),
    };
  }

  /** Writes one accepted move with its new state and events in one transaction; returns rows written. */
  private commit(
    game: GameDefinition,
    seat: Seat,
    move: unknown,
    by: StoredMove["by"],
    key: string | null,
    state: unknown,
    events: GameEvent[],
  ): number {
    const room = this.room!;
    const now = Date.now();
    const next: RoomRow = { ...room, version: room.version + 1, state, status: game.result(state) ? "over" : "playing" };
    const logged: GameEvent[] = next.status === "over" ? [...events, { type: "ended", result: game.result(state) }] : events;
    const reply = key !== null ? buildReply(game, next, this.seats, seat) : null;
    this.store.takeRowsWritten();
    this.ctx.storage.transactionSync(() => {
      this.store.updateGame(next.status, next.version, state);
      this.store.insertMove(next.version, seat, key, move, by, now, reply);
      this.store.insertEvents(next.version, logged, now);
    });
    this.room = next;
    const rows = this.store.takeRowsWritten();
    this.broadcast(logged);
    return rows;
  }

  private reply(reader: Reader): GameReply {
    return buildReply(findGame(this.room!.game)!, this.room!, this.seats, reader);
  }

  /** Sends every open page the new version: its own view and the events it may see. */
  private broadcast(events: readonly GameEvent[]): void {
    const room = this.room!;
    const over = room.status === "over";
    const replies = new Map<Reader, GameReply>();
    for (const ws of this.ctx.getWebSockets()) {
      const { reader } = ws.deserializeAttachment() as SocketAttachment;
      if (reader === undefined) continue;
      let reply = replies.get(reader);
      if (!reply) {
        reply = this.reply(reader);
        replies.set(reader, reply);
      }
      const visible = events.filter((e) => canSee(e.to, reader, over)).map((e) => ({ version: room.version, ...e }));
      try {
        ws.send(JSON.stringify({ type: "update", version: room.version, events: visible, game: reply }));
      } catch {
        // a socket closing under us; its close handler cleans up
      }
    }
  }

  /**
   * No token: a spectator (null). A token: its seat, or an error reply. Every stored hash is
   * compared in constant time, so timing says nothing about which seat nearly matched.
   */
  private async authenticate(token: string | null): Promise<Reader | RoomReply<never>> {
    if (!this.room) return notFound();
    if (token === null) return null;
    const hash = await hashSecret(token);
    const seat = findHash(
      this.seats.map((s) => s.tokenHash),
      hash,
    );
    if (seat < 0) return fail("forbidden", "This link's token does not belong to a seat of this game.");
    return this.seats[seat]!.seat;
  }
}

function notFound(): RoomReply<never> {
  return fail("not_found", "There is no such game.");
}
