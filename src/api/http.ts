/** Small helpers every route file shares: error replies, room replies, bodies and bearer tokens. */
import type { Context } from "hono";
import * as v from "valibot";
import { fail, type ApiError, type ErrorCode, type RoomReply, statusOf } from "./errors";
import { firstIssue, gameId, profileToken } from "./schemas";

export type AppEnv = { Bindings: Env };
export type Ctx = Context<AppEnv>;

export function errorResponse(c: Ctx, error: ErrorCode, message: string, status = statusOf(error)): Response {
  return c.json({ error, message } satisfies ApiError, status as 400);
}

export function send(c: Ctx, reply: RoomReply): Response {
  return c.json(reply.body as object, reply.status as 200, reply.headers);
}

export function gameIdParam(c: Ctx): string | Response {
  const id = c.req.param("id") ?? "";
  return v.is(gameId, id) ? id : send(c, fail("not_found", "There is no such game."));
}

/** The seat token from `Authorization: Bearer …`; null when absent; an error response when malformed. */
export function bearer(c: Ctx): string | null | Response {
  const header = c.req.header("Authorization");
  if (header === undefined) return null;
  const match = /^Bearer ([A-Za-z0-9_-]{1,200})$/.exec(header.trim());
  if (!match) return errorResponse(c, "unauthorized", "The Authorization header must be \"Bearer <token>\" with your seat's token.");
  return match[1]!;
}

export async function readBody<T>(c: Ctx, schema: v.GenericSchema<unknown, T>): Promise<T | Response> {
  let json: unknown;
  try {
    json = JSON.parse(await c.req.text());
  } catch {
    return errorResponse(c, "bad_json", "The request body is not valid JSON.");
  }
  const parsed = v.safeParse(schema, json);
  return parsed.success ? parsed.output : errorResponse(c, "bad_request", firstIssue(parsed.issues));
}

/** The profile token from `Authorization: Bearer <profileId>.<secret>`; an error response when absent or malformed. */
export function profileBearer(c: Ctx): { profileId: string; secret: string } | Response {
  const header = c.req.header("Authorization");
  const token = header === undefined ? null : /^Bearer (\S{1,200})$/.exec(header.trim())?.[1];
  const parsed = token ? parseProfileToken(token) : null;
  if (!parsed) return errorResponse(c, "unauthorized", "Profile requests need \"Authorization: Bearer <profile token>\" (the token from POST /api/profiles).");
  return parsed;
}

export function parseProfileToken(token: string): { profileId: string; secret: string } | null {
  if (!v.is(profileToken, token)) return null;
  const [profileId, secret] = token.split(".") as [string, string];
  return { profileId, secret };
}
