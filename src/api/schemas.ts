/** Shapes of the API's request bodies and parameters (valibot), shared with the web page. */
import * as v from "valibot";

/** Bidi overrides and isolates can disguise a name; emoji joiners (also "format" chars) are fine. */
const FORBIDDEN_IN_NAMES = /[\p{Cc}\u202A-\u202E\u2066-\u2069]/u;

export const displayName = v.pipe(
  v.string("A name must be text."),
  v.trim(),
  v.minLength(1, "A name needs at least one character."),
  v.maxGraphemes(40, "A name may have at most 40 characters."),
  v.check((name) => !FORBIDDEN_IN_NAMES.test(name), "A name may not contain control characters."),
);

export const gameId = v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{8,32}$/));

export const createGameBody = v.strictObject({
  game: v.pipe(v.string("game must be a game id such as \"three-thirteen\"."), v.maxLength(40)),
  seats: v.pipe(v.number("seats must be a number."), v.integer("seats must be a whole number."), v.minValue(1), v.maxValue(16)),
  name: displayName,
  options: v.optional(v.record(v.string(), v.unknown(), "options must be an object.")),
  seed: v.optional(v.pipe(v.string("seed must be text."), v.minLength(1), v.maxLength(128))),
});
export type CreateGameBody = v.InferOutput<typeof createGameBody>;

export const joinBody = v.strictObject({
  invite: v.pipe(v.string("invite must be the code from the invite link."), v.minLength(1), v.maxLength(100)),
  name: displayName,
});
export type JoinBody = v.InferOutput<typeof joinBody>;

export const moveBody = v.strictObject({
  move: v.unknown(),
  version: v.pipe(v.number("version must be the version you saw."), v.integer(), v.minValue(0)),
  key: v.pipe(v.string("key must be a unique text per move (for safe retries)."), v.minLength(1), v.maxLength(100)),
});
export type MoveBody = v.InferOutput<typeof moveBody>;

export const versionQuery = v.pipe(
  v.optional(v.string(), "0"),
  v.regex(/^\d{1,9}$/, "after must be a version number."),
  v.transform(Number),
);

/** Messages a live page sends on its WebSocket. */
export const socketMessage = v.variant("type", [
  v.strictObject({
    type: v.literal("hello"),
    token: v.optional(v.pipe(v.string(), v.maxLength(200))),
    version: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0))),
  }),
  v.strictObject({ type: v.literal("visible"), visible: v.boolean() }),
]);
export type SocketMessage = v.InferOutput<typeof socketMessage>;

/** One sentence for the first problem valibot found. */
export function firstIssue(issues: readonly v.BaseIssue<unknown>[]): string {
  const issue = issues[0];
  if (!issue) return "The request is not valid.";
  const path = issue.path?.map((p) => String(p.key)).join(".");
  const message = issue.message.endsWith(".") ? issue.message : `${issue.message}.`;
  return path && !message.toLowerCase().includes(path.toLowerCase()) ? `${path}: ${message}` : message;
}
