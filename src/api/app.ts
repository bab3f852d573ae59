/**
 * The HTTP and WebSocket front door (Hono). It checks every input's shape with valibot,
 * finds the game's Durable Object and passes the call on; the room decides everything else.
 */
import { Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import { nanoid } from "nanoid";
import * as v from "valibot";
import { optionFields } from "../games/option-fields";
import { findGame, GAMES } from "../games/registry";
import type { GameRoom } from "../room/game-room";
import { newSecret } from "../room/tokens";
import type { GameSnapshot } from "../notify/jobs";
import { devRoutes } from "./dev-routes";
import { emailRoutes } from "./email-routes";
import { bearer, errorResponse, gameIdParam, parseProfileToken, profileBearer, readBody, send, type AppEnv, type Ctx } from "./http";
import { profileRoutes, profileStub } from "./profile-routes";
import { attachBody, autoplayBody, createGameBody, firstIssue, joinBody, moveBody, seatBody, vacationBody, versionQuery } from "./schemas";

export const app = new Hono<AppEnv>();

/**
 * The Worker's own answers: never cached (they hold game state), never sent on as a referrer
 * (play links hold secrets). Its few HTML pages (email links, the dev outbox) run no script and
 * carry only an inline style block, so their policy allows exactly that.
 */
const WORKER_PAGE_CSP =
  "default-src 'none'; style-src 'unsafe-inline'; img-src 'self'; form-action 'self'; base-uri 'none'; frame-ancestors 'none'";

for (const path of ["/api/*", "/dev/*"]) {
  app.use(path, async (c, next) => {
    await next();
    c.header("Cache-Control", "no-store");
    c.header("Referrer-Policy", "no-referrer");
    c.header("X-Content-Type-Options", "nosniff");
    c.header("X-Frame-Options", "DENY");
    if (c.res.headers.get("Content-Type")?.startsWith("text/html")) c.header("Content-Security-Policy", WORKER_PAGE_CSP);
  });
}

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
    timeLimitDays: body.timeLimit ?? null,
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

app.post("/api/games/:id/vacation", async (c) => {
  const id = gameIdParam(c);
  if (id instanceof Response) return id;
  const token = bearer(c);
  if (token instanceof Response) return token;
  const body = await readBody(c, vacationBody);
  if (body instanceof Response) return body;
  return send(c, await room(c, id).vacation(token, body.days));
});

app.post("/api/games/:id/autoplay", async (c) => {
  const id = gameIdParam(c);
  if (id instanceof Response) return id;
  const token = bearer(c);
  if (token instanceof Response) return token;
  const body = await readBody(c, autoplayBody);
  if (body instanceof Response) return body;
  return send(c, await room(c, id).autoplay(token, body.seat, body.on));
});

/** Attaches the seat (its token in Authorization) to a profile (its token in the body): the profile then lists the game and is told about it. */
app.post("/api/games/:id/attach", async (c) => {
  const id = gameIdParam(c);
  if (id instanceof Response) return id;
  const token = bearer(c);
  if (token instanceof Response) return token;
  if (token === null) return errorResponse(c, "unauthorized", "Attaching needs your seat's token (Authorization: Bearer …).");
  const body = await readBody(c, attachBody);
  if (body instanceof Response) return body;
  const profile = parseProfileToken(body.profile)!;
  const stub = profileStub(c, profile.profileId);
  if (!(await stub.verify(profile.secret))) return errorResponse(c, "forbidden", "That profile token is not valid.");
  const reply = await room(c, id).attach(token, profile.profileId);
  if (reply.status !== 200) return send(c, reply);
  const { snapshot } = reply.body as { snapshot: GameSnapshot };
  const tracked = await stub.track(profile.secret, snapshot);
  if (tracked.status !== 200) {
    await room(c, id).attach(token, null);
    return send(c, tracked);
  }
  return c.json({ attached: true, game: snapshot });
});

/** Detaches the seat from whatever profile it was attached to. */
app.delete("/api/games/:id/attach", async (c) => {
  const id = gameIdParam(c);
  if (id instanceof Response) return id;
  const token = bearer(c);
  if (token instanceof Response) return token;
  if (token === null) return errorResponse(c, "unauthorized", "Detaching needs your seat's token (Authorization: Bearer …).");
  const reply = await room(c, id).attach(token, null);
  if (reply.status !== 200) return send(c, reply);
  return c.json({ attached: false });
});

/** A play link for another device of the profile the seat is attached to (profile token as Bearer). */
app.post("/api/profile/games/:id/play", async (c) => {
  const id = gameIdParam(c);
  if (id instanceof Response) return id;
  const auth = profileBearer(c);
  if (auth instanceof Response) return auth;
  const body = await readBody(c, seatBody);
  if (body instanceof Response) return body;
  if (!(await profileStub(c, auth.profileId).verify(auth.secret))) return errorResponse(c, "forbidden", "This profile link's secret is not valid.");
  const reply = await room(c, id).seatToken(auth.profileId, body.seat);
  if (reply.status !== 200) return send(c, reply);
  const issued = reply.body as { seat: number; token: string };
  return c.json({ ...issued, playUrl: playUrl(new URL(c.req.url).origin, id, issued.token) });
});

app.route("/", profileRoutes);
app.route("/", emailRoutes);
app.route("/", devRoutes);

app.all("/api/*", (c) => errorResponse(c, "not_found", `No API route ${c.req.method} ${new URL(c.req.url).pathname}.`));

app.onError((err, c) => {
  console.error("unhandled", err);
  return errorResponse(c, "internal", "Something went wrong on our side; nothing was changed. Try again.");
});

/** The room's RPC methods as the Worker calls them (replies are plain JSON, cloned across). */
type RoomRpc = Pick<GameRoom, "create" | "join" | "read" | "move" | "log" | "replay" | "vacation" | "autoplay" | "attach" | "seatToken"> & {
  fetch(request: Request): Promise<Response>;
};

function room(c: Ctx, id: string): RoomRpc {
  return c.env.GAME_ROOM.get(c.env.GAME_ROOM.idFromName(id)) as unknown as RoomRpc;
}

function playUrl(origin: string, id: string, token: string): string {
  return `${origin}/g/${id}#seat=${token}`;
}

