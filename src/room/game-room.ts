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
import { logForm } from "../games/event-log";
import { findGame } from "../games/registry";
import type { DeliveredJob, GameSnapshot, JobKind, NotifyJob } from "../notify/jobs";
import { deliverOutbox } from "./deliver";
import { buildReply, liveEventsFor, redactLog, type ClockView, type GameReply, type Reader } from "./reply";
import { DAY_MS, defaultMeta, SeatStore, type SeatMeta } from "./seat-store";
import { RoomStorage, type RoomRow, type SeatRow, type StoredMove } from "./storage";
import { findHash, hashSecret, newSecret, sameHash } from "./tokens";
import { planTurn, type TurnPlan } from "./turn-plan";
import { Running } from "./running";

export interface CreateInput {
  gameId: string;
  game: string;
  seats: number;
  name: string;
  options: unknown;
  seed: string;
  /** Days per move (1 to 14), or none. */
  timeLimitDays?: number | null;
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

/** What a profile asks before a reminder: must this seat still act, and is it looking already? */
export interface Presence {
  status: RoomRow["status"];
  version: number;
  mustAct: boolean;
  /** The seat has the game open and in view right now. */
  visible: boolean;
  pausedUntil: number | null;
  deadline: number | null;
}

const LOG_PAGE = 1000;
const MAX_SOCKETS = 256;
/** Moves the auto-player makes in one go before it lets other work in (the alarm goes on). */
const AUTO_BATCH = 300;
/** Fallback moves one timeout may play for a seat to finish its turn (e.g. draw, then discard). */
const TIMEOUT_STEPS = 50;
/** Timeouts in a row after which the other players may hand the seat to the auto-player. */
export const TIMEOUTS_FOR_AUTOPLAY = 3;
/** Tokens a seat's profile may get for its other devices. */
const MAX_EXTRA_TOKENS = 10;
/** Vacation days one request may take. */
export const MAX_VACATION_DAYS = 7;

export class GameRoom extends DurableObject<Env> {
  private readonly store: RoomStorage;
  private readonly seatStore: SeatStore;
  private room: RoomRow | null;
  private seats: SeatRow[];
  private limitMs: number | null;
  private meta: SeatMeta[];
  /** The alarm as last set by this instance (undefined: not known since it woke). */
  private alarmAt: number | null | undefined = undefined;
  /** The auto-player has more moves to make than one batch. */
  private autoPending = false;
  /** The alarm handler while it runs (tests wait for it). */
  private readonly alarmRun = new Running();
  /** Seat tokens issued to the seat's profile for its other devices. */
  private extraTokens: { seat: Seat; hash: string }[] = [];

  constructor(ctx: DurableObjectState, env: Env) {
    super(ctx, env);
    this.store = new RoomStorage(ctx.storage.sql);
    this.seatStore = new SeatStore(ctx.storage.sql, (rows) => this.store.count(rows));
    this.room = this.store.loadRoom();
    this.seats = this.room ? this.store.loadSeats() : [];
    this.limitMs = this.room ? this.seatStore.loadLimit() : null;
    this.meta = this.room ? this.seatStore.loadMeta(this.room.seatCount) : [];
    this.extraTokens = this.room ? this.seatStore.loadTokens() : [];
    // Keep-alive pings from open pages are answered without waking a hibernating room.
    ctx.setWebSocketAutoResponse(new WebSocketRequestResponsePair("ping", "pong"));
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
    const limitMs = input.timeLimitDays ? input.timeLimitDays * DAY_MS : null;
    this.ctx.storage.transactionSync(() => {
      this.store.insertRoom(room);
      this.store.insertSeat(0, input.name, tokenHash, now);
      this.store.insertEvents(0, [{ type: "created", seat: 0, name: input.name, seats: input.seats, timeLimitMs: limitMs }], now);
      if (limitMs !== null) this.seatStore.saveLimit(limitMs);
    });
    this.room = room;
    this.seats = [{ seat: 0, name: input.name, tokenHash }];
    this.limitMs = limitMs;
    this.meta = Array.from({ length: input.seats }, (_, seat) => defaultMeta(seat));
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
    const game = findGame(room.game)!;
    let plan: TurnPlan | null = null;
    if (seat + 1 === room.seatCount) {
      // The last seat starts the game in the same transaction, so a game is never full but unstarted.
      next.state = game.setup({ options: room.options, seats: room.seatCount, seed: room.seed });
      next.status = game.result(next.state) ? "over" : "playing";
      events.push({ type: "started", seats: room.seatCount });
      plan = planTurn({
        before: [], after: next.status === "playing" ? game.toAct(next.state) : [], started: true, ended: next.status === "over",
        mover: null, by: "start", timedOut: false, meta: this.meta, limitMs: this.limitMs, now,
      });
    }
    const seats = [...this.seats, { seat, name, tokenHash }];
    this.ctx.storage.transactionSync(() => {
      this.store.insertSeat(seat, name, tokenHash, now);
      if (next.state === null) this.store.updateVersion(next.version);
      else this.store.updateGame(next.status, next.version, next.state);
      this.store.insertEvents(next.version, events, now);
      if (plan) this.applyPlan(plan, game, next, seats, now, null);
    });
    this.room = next;
    this.seats = seats;
    this.broadcast(events);
    this.runAuto(game);
    this.scheduleAlarm();
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
    const { rows, reply } = this.commit(game, seat, parsed.output, "player", input.key, outcome.state, outcome.events, false);
    const version = this.room!.version;
    this.runAuto(game);
    this.scheduleAlarm();
    // The reply stored with the move is the answer, unless the auto-player has moved since.
    const answer = this.room!.version === version ? reply! : { ...this.reply(seat), events: reply!.events };
    return ok(answer, 200, { "x-rows-written": String(rows) });
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

  /**
   * Attaches a seat to a player's profile (the Worker has checked the profile's secret), or
   * detaches it (profileId null). Returns the game as the profile lists it, and the profile
   * the seat belonged to before.
   */
  async attach(token: string, profileId: string | null): Promise<RoomReply<{ snapshot: GameSnapshot; previous: string | null }>> {
    const seat = await this.authenticate(token);
    if (typeof seat === "object" && seat !== null) return seat;
    if (seat === null) return fail("unauthorized", "Attaching a seat needs its token.");
    const room = this.room!;
    const game = findGame(room.game)!;
    const old = this.meta[seat] ?? defaultMeta(seat);
    const previous = old.profileId;
    const now = Date.now();
    const next: SeatMeta = { ...old, profileId };
    this.ctx.storage.transactionSync(() => {
      this.seatStore.saveMeta(next);
      if (previous !== profileId) this.seatStore.dropTokens(seat); // the old profile's devices lose the seat
      if (previous !== null && previous !== profileId) {
        this.seatStore.enqueue(previous, { ...this.snapshot(game, room, this.seats, seat), kind: "detached", at: now }, now);
      }
    });
    this.meta = this.withMeta([next]);
    if (previous !== profileId) this.extraTokens = this.extraTokens.filter((t) => t.seat !== seat);
    this.scheduleAlarm();
    return ok({ snapshot: this.snapshot(game, room, this.seats, seat), previous });
  }

  /**
   * A new token for `seat`, for another device of the profile the seat is attached to (the
   * Worker has checked the profile's secret). Attaching the seat elsewhere revokes these.
   */
  async seatToken(profileId: string, seat: Seat): Promise<RoomReply<{ seat: Seat; token: string }>> {
    if (!this.room) return notFound();
    if (this.meta[seat]?.profileId !== profileId) return fail("forbidden", "That seat is not attached to this profile.");
    if (this.extraTokens.filter((t) => t.seat === seat).length >= MAX_EXTRA_TOKENS) {
      return fail("too_many_devices", `A seat opens on ${MAX_EXTRA_TOKENS} more devices at most; attach it again to start over.`);
    }
    const token = newSecret();
    const hash = await hashSecret(token);
    if (this.meta[seat]?.profileId !== profileId) return fail("forbidden", "That seat is not attached to this profile.");
    this.seatStore.addToken(seat, hash, Date.now());
    this.extraTokens = [...this.extraTokens, { seat, hash }];
    return ok({ seat, token });
  }

  /** Pauses the seat's own clock for `days` days (from a few days' allowance per game), shown to all. */
  async vacation(token: string | null, days: number): Promise<RoomReply<GameReply>> {
    const seat = await this.authenticate(token);
    if (typeof seat === "object" && seat !== null) return seat;
    if (seat === null) return fail("unauthorized", "Vacation needs your seat's token.");
    const room = this.room!;
    if (room.status === "waiting") return fail("not_started", "The game starts when every seat is taken.");
    if (room.status === "over") return fail("game_over", "This game is over.");
    if (this.limitMs === null) return fail("no_time_limit", "This game has no time limit, so there is no clock to pause.");
    const old = this.meta[seat]!;
    const ms = days * DAY_MS;
    if (ms > old.vacationLeft) {
      return fail("no_vacation_left", `You have ${Math.floor(old.vacationLeft / DAY_MS)} vacation days left in this game.`, { vacationLeftMs: old.vacationLeft });
    }
    const now = Date.now();
    const pausedUntil = Math.max(now, old.pausedUntil ?? 0) + ms;
    const next: SeatMeta = { ...old, vacationLeft: old.vacationLeft - ms, pausedUntil, deadline: old.deadline === null ? null : old.deadline + ms };
    this.recordEvents([{ type: "vacation", seat, days, until: pausedUntil }], () => this.seatStore.saveMeta(next));
    this.meta = this.withMeta([next]);
    this.scheduleAlarm();
    return ok(this.reply(seat));
  }

  /**
   * Hands `target` to the auto-player (`on`), which plays the game's fallback move for it at
   * once from then on. Another player may do so after the seat's time ran out 3 times in a row;
   * the seat's own player may hand it over or take it back at any time.
   */
  async autoplay(token: string | null, target: Seat, on: boolean): Promise<RoomReply<GameReply>> {
    const seat = await this.authenticate(token);
    if (typeof seat === "object" && seat !== null) return seat;
    if (seat === null) return fail("unauthorized", "This needs your seat's token.");
    const room = this.room!;
    if (room.status === "waiting") return fail("not_started", "The game starts when every seat is taken.");
    if (room.status === "over") return fail("game_over", "This game is over.");
    if (target >= room.seatCount) return fail("bad_request", `There is no seat ${target} in this game.`);
    const old = this.meta[target]!;
    if (seat !== target) {
      if (!on) return fail("forbidden", "Only the seat's own player can take it back from the auto-player.");
      if (old.timeouts < TIMEOUTS_FOR_AUTOPLAY) {
        return fail("not_timed_out", `Seat ${target} may be handed to the auto-player after its time ran out ${TIMEOUTS_FOR_AUTOPLAY} times in a row (so far ${old.timeouts}).`);
      }
    }
    if (old.auto === on) return ok(this.reply(seat));
    const game = findGame(room.game)!;
    const now = Date.now();
    const toAct = room.state !== null ? game.toAct(room.state) : [];
    const next: SeatMeta = {
      ...old,
      auto: on,
      timeouts: on ? old.timeouts : 0,
      deadline: on || this.limitMs === null || !toAct.includes(target) ? null : Math.max(now, old.pausedUntil ?? 0) + this.limitMs,
      waitingSince: on || !toAct.includes(target) ? null : now,
    };
    this.recordEvents([{ type: "autoplay", seat: target, on, by: seat }], () => {
      this.seatStore.saveMeta(next);
      if (next.profileId !== null && seat !== target) {
        this.meta = this.withMeta([next]);
        const kind: JobKind = "autoplay";
        this.seatStore.enqueue(next.profileId, { ...this.snapshot(game, this.room!, this.seats, target), kind, at: now, actor: this.seats[seat]!.name }, now);
      }
    });
    this.meta = this.withMeta([next]);
    this.runAuto(game);
    this.scheduleAlarm();
    return ok(this.reply(seat));
  }

  /** For a profile about to send a reminder: does the game still wait on `seat`, and is it looking? */
  async presence(seat: Seat): Promise<Presence | null> {
    const room = this.room;
    if (!room || seat >= room.seatCount) return null;
    const game = findGame(room.game)!;
    const meta = this.meta[seat] ?? defaultMeta(seat);
    const now = Date.now();
    return {
      status: room.status,
      version: room.version,
      mustAct: room.status === "playing" && game.toAct(room.state).includes(seat) && !meta.auto,
      visible: this.isVisible(seat),
      pausedUntil: meta.pausedUntil !== null && meta.pausedUntil > now ? meta.pausedUntil : null,
      deadline: meta.deadline,
    };
  }

  /** Plays the fallback move for seats whose time ran out, continues the auto-player, delivers the outbox. */
  override async alarm(): Promise<void> {
    await this.alarmRun.run(this.runAlarm());
  }

  private async runAlarm(): Promise<void> {
    this.alarmAt = null;
    if (!this.room) return;
    const game = findGame(this.room.game)!;
    try {
      this.runTimeouts(game, Date.now());
      this.runAuto(game);
    } catch (err) {
      console.error("room alarm: timeouts", err);
    }
    await deliverOutbox(this.seatStore, (seat) => this.isVisible(seat), (profileId, jobs) => this.sendToProfile(profileId, jobs));
    this.scheduleAlarm();
  }

  private async sendToProfile(profileId: string, jobs: DeliveredJob[]): Promise<void> {
    const stub = this.env.PROFILE.get(this.env.PROFILE.idFromName(profileId));
    await stub.receive(jobs);
  }

  /** Adds room events (not moves) as a new version, with `write` in the same transaction, and tells every open page. */
  private recordEvents(events: GameEvent[], write: () => void): void {
    const room = this.room!;
    const next: RoomRow = { ...room, version: room.version + 1 };
    this.ctx.storage.transactionSync(() => {
      this.store.updateVersion(next.version);
      this.store.insertEvents(next.version, events, Date.now());
      write();
    });
    this.room = next;
    this.broadcast(events);
  }

  private runTimeouts(game: GameDefinition, now: number): void {
    for (let guard = 0; guard < this.meta.length * 2; guard++) {
      const room = this.room!;
      if (room.status !== "playing") return;
      const late = game
        .toAct(room.state)
        .map((seat) => this.meta[seat]!)
        .filter((m) => !m.auto && m.deadline !== null && m.deadline <= now)
        .sort((a, b) => a.deadline! - b.deadline!)[0];
      if (!late) return;
      if (!this.playFor(game, late.seat, "timeout")) {
        // The game could not play for the seat: try again after another full time limit, not in a loop.
        const retry: SeatMeta = { ...late, deadline: now + (this.limitMs ?? DAY_MS) };
        this.seatStore.saveMeta(retry);
        this.meta = this.withMeta([retry]);
      }
    }
  }

  /** Plays the game's fallback moves for `seat` until its turn is done; false when the game refused them. */
  private playFor(game: GameDefinition, seat: Seat, by: "timeout" | "auto"): boolean {
    for (let step = 0; step < TIMEOUT_STEPS; step++) {
      const room = this.room!;
      if (room.status !== "playing" || !game.toAct(room.state).includes(seat)) return true;
      let outcome;
      let move: unknown;
      try {
        move = game.fallbackMove(room.state, seat);
        outcome = game.applyMove(room.state, seat, move);
      } catch (err) {
        console.error(`fallback move failed in ${room.gameId} for seat ${seat}`, err);
        return false;
      }
      if (!outcome.ok) {
        console.error(`fallback move refused in ${room.gameId} for seat ${seat}: ${outcome.reason}`);
        return false;
      }
      const first = step === 0 && by === "timeout";
      const events: GameEvent[] = first ? [{ type: "timeout", seat }, ...outcome.events] : outcome.events;
      this.commit(game, seat, move, by, null, outcome.state, events, first);
    }
    return true;
  }

  /** Plays every auto-player seat that must act, up to a batch; the alarm continues a longer run. */
  private runAuto(game: GameDefinition): void {
    this.autoPending = false;
    if (!this.meta.some((m) => m.auto)) return;
    let moves = 0;
    while (this.room!.status === "playing") {
      const seat = game.toAct(this.room!.state).find((s) => this.meta[s]?.auto);
      if (seat === undefined) return;
      if (moves++ >= AUTO_BATCH) {
        this.autoPending = true;
        return;
      }
      if (!this.playFor(game, seat, "auto")) return;
    }
  }

  /** One alarm at the earliest thing due: a deadline, an outbox job, or more auto-player moves. */
  private scheduleAlarm(): void {
    const room = this.room;
    if (!room) return;
    const times: number[] = [];
    if (this.autoPending) times.push(Date.now());
    const outbox = this.seatStore.nextDue();
    if (outbox !== null) times.push(outbox);
    if (room.status === "playing") {
      const game = findGame(room.game)!;
      for (const seat of game.toAct(room.state)) {
        const m = this.meta[seat];
        if (m && !m.auto && m.deadline !== null) times.push(m.deadline);
      }
    }
    const at = times.length ? Math.min(...times) : null;
    if (at === this.alarmAt) return;
    this.alarmAt = at;
    const done = at === null ? this.ctx.storage.deleteAlarm() : this.ctx.storage.setAlarm(at);
    done.catch((err) => console.error("room: setting the alarm failed", err));
  }

  /** Whether `seat` has this game open and in view on some page now. */
  private isVisible(seat: Seat): boolean {
    for (const ws of this.ctx.getWebSockets()) {
      const a = ws.deserializeAttachment() as SocketAttachment | null;
      if (a && a.reader === seat && a.visible) return true;
    }
    return false;
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

  /**
   * Writes one accepted move with its new state and events in one transaction, together with
   * the seats' clocks and the notification jobs it causes (the outbox); returns rows written.
   * Nothing here sends anything: the alarm delivers the outbox later. A keyed move also gets
   * the mover's reply, stored with it for retries.
   */
  private commit(
    game: GameDefinition,
    seat: Seat,
    move: unknown,
    by: StoredMove["by"],
    key: string | null,
    state: unknown,
    events: GameEvent[],
    timedOut: boolean,
  ): { rows: number; reply: GameReply | null } {
    const room = this.room!;
    const now = Date.now();
    const result = game.result(state);
    const next: RoomRow = { ...room, version: room.version + 1, state, status: result ? "over" : "playing" };
    const logged: GameEvent[] = result ? [...events, { type: "ended", result }] : events;
    const plan = planTurn({
      before: room.status === "playing" ? game.toAct(room.state) : [],
      after: next.status === "playing" ? game.toAct(state) : [],
      started: false, ended: next.status === "over", mover: seat, by, timedOut, meta: this.meta, limitMs: this.limitMs, now,
    });
    const metaAfter = this.withMeta(plan.meta);
    const mine = liveEventsFor(logged, next.version, seat, next.status === "over");
    const reply = key !== null ? { ...buildReply(game, next, this.seats, seat, this.clockView(metaAfter)), events: mine } : null;
    this.store.takeRowsWritten();
    this.ctx.storage.transactionSync(() => {
      this.store.updateGame(next.status, next.version, state);
      this.store.insertMove(next.version, seat, key, move, by, now, reply && { ...reply, events: mine.map(logForm) });
      this.store.insertEvents(next.version, logged, now);
      this.applyPlan(plan, game, next, this.seats, now, by === "player" ? seat : null);
    });
    this.room = next;
    const rows = this.store.takeRowsWritten();
    this.broadcast(logged);
    return { rows, reply };
  }

  /** Inside a transaction: the seats' new clocks and one outbox job per told seat. Updates the cached rows. */
  private applyPlan(plan: TurnPlan, game: GameDefinition, room: RoomRow, seats: readonly SeatRow[], now: number, actor: Seat | null): void {
    for (const m of plan.meta) this.seatStore.saveMeta(m);
    this.meta = this.withMeta(plan.meta);
    for (const { seat, kind } of plan.jobs) {
      const profileId = this.meta[seat]?.profileId;
      if (!profileId) continue;
      const job: NotifyJob = {
        ...this.snapshot(game, room, seats, seat),
        kind,
        at: now,
        ...(actor !== null && actor !== seat ? { actor: seats[actor]?.name ?? `Seat ${actor + 1}` } : {}),
      };
      this.seatStore.enqueue(profileId, job, now);
    }
  }

  private withMeta(changed: readonly SeatMeta[]): SeatMeta[] {
    const all = [...this.meta];
    for (const m of changed) all[m.seat] = m;
    return all;
  }

  /** The game as a seat's profile lists it. */
  private snapshot(game: GameDefinition, room: RoomRow, seats: readonly SeatRow[], seat: Seat): GameSnapshot {
    const toAct = room.status === "playing" && room.state !== null ? game.toAct(room.state) : [];
    const result = room.status === "over" && room.state !== null ? game.result(room.state) : null;
    const meta = this.meta[seat] ?? defaultMeta(seat);
    return {
      gameId: room.gameId,
      seat,
      game: room.game,
      gameName: game.name,
      status: room.status,
      version: room.version,
      opponents: seats.filter((s) => s.seat !== seat).map((s) => s.name),
      yourTurn: toAct.includes(seat),
      waitingSince: toAct.includes(seat) ? meta.waitingSince : null,
      deadline: toAct.includes(seat) ? meta.deadline : null,
      ...(result ? { summary: result.summary } : {}),
    };
  }

  private clockView(meta: readonly SeatMeta[] = this.meta): ClockView {
    return {
      limitMs: this.limitMs,
      seats: meta.map((m) => ({
        seat: m.seat,
        deadline: m.deadline,
        pausedUntil: m.pausedUntil !== null && m.pausedUntil > Date.now() ? m.pausedUntil : null,
        vacationLeftMs: m.vacationLeft,
        timeouts: m.timeouts,
        auto: m.auto,
      })),
    };
  }

  private reply(reader: Reader): GameReply {
    return buildReply(findGame(this.room!.game)!, this.room!, this.seats, reader, this.clockView());
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
      const visible = liveEventsFor(events, room.version, reader, over);
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
    const found = findHash([...this.seats.map((s) => s.tokenHash), ...this.extraTokens.map((t) => t.hash)], hash);
    if (found < 0) return fail("forbidden", "This link's token does not belong to a seat of this game.");
    return found < this.seats.length ? this.seats[found]!.seat : this.extraTokens[found - this.seats.length]!.seat;
  }
}

function notFound(): RoomReply<never> {
  return fail("not_found", "There is no such game.");
}
