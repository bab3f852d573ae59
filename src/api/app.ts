/**
 * The HTTP and WebSocket front door (Hono). It checks every input's shape with valibot,
 * finds the game's Durable Object and passes the call on; the room decides everything else.
 */
import { Hono, type Context } from "hono";
import { bodyLimit } from "hono/body-limit";
import { nanoid } from "nanoid";
import * as v from "valibot";
import { optionFields } from "../games/option-fields";
import { findGame, GAMES } from "../games/registry";
import type { GameRoom } from "../room/game-room";
import { newSecret } from "../room/tokens";
import { fail, type ApiError, type ErrorCode, type RoomReply, statusOf } from "./errors";
import { createGameBody, firstIssue, gameId, joinBody, moveBody, versionQuery } from "./schemas";

type AppEnv = { Bindings: Env };
type Ctx = Context<AppEnv>;

export const app = new Hono<AppEnv>();

app.use("/api/*", async (c, next) => {
  await next();
  c.header("Cache-Control", "no-store");
  c.header("Referrer-Policy", "no-referrer");
  c.header("X-Content-Type-Options", "nosniff");
});

app.use(
  "/api/*",
  bodyLimit({ maxSize: 32 * 1024, onError: (c) => errorResponse(c, "payload_too_large", "The request body is too large (32 KiB at most).") }),
);

app.get("/api/catalog", (c) =>
  c.json({
    games: Object.values(GAMES).map((game) => {
      const defaults = v.parse(game.optionsSchema, {});
      return {
        id: game.id,
        name: game.name,
        seats: game.seats,
        defaults,
        rules: game.describeOptions(defaults),
        fields: optionFields(game.optionsSchema),
        presets: game.presets ?? {},
      };
    }),
  }),
);

app.post("/api/games", async (c) => {
  const body = await readBody(c, createGameBody);
  if (body instanceof Response) return body;
  const game = findGame(body.game);
  if (!game) return errorResponse(c, "unknown_game_type", `There is no game called "${body.game}". Games: ${Object.keys(GAMES).join(", ")}.`);
  if (body.seed !== undefined && c.env.ALLOW_SEED !== "1") {
    return errorResponse(c, "seed_not_allowed", "This server does not take fixed seeds (only test and development servers do).");
  }
  if (body.seats < game.seats.min || body.seats > game.seats.max) {
    return errorResponse(c, "bad_request", `${game.name} takes ${game.seats.min} to ${game.seats.max} players.`);
  }
  const options = v.safeParse(game.optionsSchema, body.options ?? {});
  if (!options.success) return errorResponse(c, "bad_request", `Options: ${firstIssue(options.issues)}`);
  const seatProblem = game.checkSeats?.(options.output, body.seats);
  if (seatProblem) return errorResponse(c, "bad_request", seatProblem);
  const id = nanoid(12);
  const reply = await room(c, id).create({
    gameId: id,
    game: game.id,
    seats: body.seats,
    name: body.name,
    options: options.output,
    seed: body.seed ?? newSecret(),
  });
  if (reply.status !== 201) return send(c, reply);
  const created = reply.body as { gameId: string; seat: number; token: string; invite: string };
  const origin = new URL(c.req.url).origin;
  return c.json(
    {
      gameId: id,
      seat: created.seat,
      token: created.token,
      playUrl: playUrl(origin, id, created.token),
      inviteUrl: `${origin}/join/${id}#invite=${created.invite}`,
      spectateUrl: `${origin}/g/${id}`,
    },
    201,
  );
});

app.post("/api/games/:id/join", async (c) => {
  const id = gameIdParam(c);
  if (id instanceof Response) return id;
  const body = await readBody(c, joinBody);
  if (body instanceof Response) return body;
  const reply = await room(c, id).join(body.invite, body.name);
  if (reply.status !== 200) return send(c, reply);
  const joined = reply.body as { seat: number; token: string };
  return c.json({ ...joined, playUrl: playUrl(new URL(c.req.url).origin, id, joined.token) });
});

app.get("/api/games/:id", async (c) => {
  const id = gameIdParam(c);
  if (id instanceof Response) return id;
  const token = bearer(c);
  if (token instanceof Response) return token;
  return send(c, await room(c, id).read(token));
});

app.post("/api/games/:id/moves", async (c) => {
  const id = gameIdParam(c);
  if (id instanceof Response) return id;
  const token = bearer(c);
  if (token instanceof Response) return token;
  if (token === null) return errorResponse(c, "unauthorized", "Moves need your seat's token (Authorization: Bearer …): open your play link.");
  const body = await readBody(c, moveBody);
  if (body instanceof Response) return body;
  return send(c, await room(c, id).move(token, body));
});

app.get("/api/games/:id/log", async (c) => {
  const id = gameIdParam(c);
  if (id instanceof Response) return id;
  const token = bearer(c);
  if (token instanceof Response) return token;
  const after = v.safeParse(versionQuery, c.req.query("after"));
  if (!after.success) return errorResponse(c, "bad_request", firstIssue(after.issues));
  return send(c, await room(c, id).log(token, after.output));
});

app.get("/api/games/:id/replay", async (c) => {
  const id = gameIdParam(c);
  if (id instanceof Response) return id;
  const raw = c.req.query("version");
  const version = raw === undefined ? null : v.safeParse(versionQuery, raw);
  if (version && !version.success) return errorResponse(c, "bad_request", "version must be a version number.");
  return send(c, await room(c, id).replay(version ? version.output : null));
});

app.get("/api/games/:id/socket", async (c) => {
  const id = gameIdParam(c);
  if (id instanceof Response) return id;
  if (c.req.header("Upgrade")?.toLowerCase() !== "websocket") {
    return errorResponse(c, "bad_request", "This address takes WebSocket connections only.", 426);
  }
  return room(c, id).fetch(c.req.raw);
});

app.all("/api/*", (c) => errorResponse(c, "not_found", `No API route ${c.req.method} ${new URL(c.req.url).pathname}.`));

app.onError((err, c) => {
  console.error("unhandled", err);
  return errorResponse(c, "internal", "Something went wrong on our side; nothing was changed. Try again.");
});

/** The room's RPC methods as the Worker calls them (replies are plain JSON, cloned across). */
type RoomRpc = Pick<GameRoom, "create" | "join" | "read" | "move" | "log" | "replay"> & { fetch(request: Request): Promise<Response> };

function room(c: Ctx, id: string): RoomRpc {
  return c.env.GAME_ROOM.get(c.env.GAME_ROOM.idFromName(id)) as unknown as RoomRpc;
}

function playUrl(origin: string, id: string, token: string): string {
  return `${origin}/g/${id}#seat=${token}`;
}

function errorResponse(c: Ctx, error: ErrorCode, message: string, status = statusOf(error)): Response {
  return c.json({ error, message } satisfies ApiError, status as 400);
}

function send(c: Ctx, reply: RoomReply): Response {
  return c.json(reply.body as object, reply.status as 200, reply.headers);
}

function gameIdParam(c: Ctx): string | Response {
  const id = c.req.param("id") ?? "";
  return v.is(gameId, id) ? id : send(c, fail("not_found", "There is no such game."));
}

/** The seat token from `Authorization: Bearer …`; null when absent; an error response when malformed. */
function bearer(c: Ctx): string | null | Response {
  const header = c.req.header("Authorization");
  if (header === undefined) return null;
  const match = /^Bearer ([A-Za-z0-9_-]{1,200})$/.exec(header.trim());
  if (!match) return errorResponse(c, "unauthorized", "The Authorization header must be \"Bearer <token>\" with your seat's token.");
  return match[1]!;
}

async function readBody<T>(c: Ctx, schema: v.GenericSchema<unknown, T>): Promise<T | Response> {
  let json: unknown;
  try {
    json = JSON.parse(await c.req.text());
  } catch {
    return errorResponse(c, "bad_json", "The request body is not valid JSON.");
  }
  const parsed = v.safeParse(schema, json);
  return parsed.success ? parsed.output : errorResponse(c, "bad_request", firstIssue(parsed.issues));
}
