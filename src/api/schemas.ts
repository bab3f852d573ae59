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
  /** Days per move (1 to 14); null or absent: no time limit. */
  timeLimit: v.optional(
    v.nullable(v.pipe(v.number("timeLimit must be a number of days (1 to 14) or null."), v.integer("timeLimit must be whole days."), v.minValue(1, "timeLimit is at least 1 day."), v.maxValue(14, "timeLimit is at most 14 days."))),
  ),
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

export const vacationBody = v.strictObject({
  days: v.pipe(v.number("days must be a number."), v.integer("days must be whole days."), v.minValue(1, "days is at least 1."), v.maxValue(7, "days is at most 7.")),
});

export const autoplayBody = v.strictObject({
  seat: v.pipe(v.number("seat must be a seat number."), v.integer(), v.minValue(0), v.maxValue(15)),
  on: v.optional(v.boolean("on must be true or false."), true),
});

export const seatBody = v.strictObject({
  seat: v.pipe(v.number("seat must be a seat number."), v.integer(), v.minValue(0), v.maxValue(15)),
});

/** `<profileId>.<secret>`: what POST /api/profiles returns as `token`. */
export const profileToken = v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{20}\.[A-Za-z0-9_-]{32}$/, "That is not a profile token."));

export const attachBody = v.strictObject({
  profile: v.pipe(v.string("profile must be your profile token."), v.maxLength(200), v.regex(/^[A-Za-z0-9_-]{20}\.[A-Za-z0-9_-]{32}$/, "profile must be your profile token.")),
});

const timeZone = v.pipe(
  v.string("timeZone must be an IANA time zone such as \"Europe/Paris\"."),
  v.maxLength(64),
  v.check((tz) => {
    try {
      new Intl.DateTimeFormat("en-GB", { timeZone: tz });
      return true;
    } catch {
      return false;
    }
  }, "timeZone must be an IANA time zone such as \"Europe/Paris\"."),
);

const clockTime = v.pipe(v.string("Times are \"HH:MM\"."), v.regex(/^([01]\d|2[0-3]):[0-5]\d$/, "Times are \"HH:MM\" (24-hour)."));

export const createProfileBody = v.strictObject({ timeZone: v.optional(timeZone) });

export const settingsBody = v.strictObject({
  timeZone: v.optional(timeZone),
  quietStart: v.optional(clockTime),
  quietEnd: v.optional(clockTime),
  reminders: v.optional(v.boolean("reminders must be true or false.")),
  reminderDelayHours: v.optional(v.pipe(v.number("reminderDelayHours must be a number."), v.integer(), v.minValue(1, "reminderDelayHours is at least 1."), v.maxValue(168, "reminderDelayHours is at most 168 (a week)."))),
  digest: v.optional(v.boolean("digest must be true or false.")),
});
export type SettingsBody = v.InferOutput<typeof settingsBody>;

const base64url = (what: string, min: number, max: number) =>
  v.pipe(v.string(`${what} must be base64url text.`), v.regex(/^[A-Za-z0-9_-]+={0,2}$/, `${what} must be base64url text.`), v.minLength(min), v.maxLength(max));

/** A browser PushSubscription as `subscription.toJSON()` gives it. */
export const pushSubscriptionBody = v.object({
  endpoint: v.pipe(v.string("endpoint must be the subscription's URL."), v.url("endpoint must be a URL."), v.maxLength(1000), v.startsWith("https://", "endpoint must be https.")),
  expirationTime: v.optional(v.nullable(v.number())),
  keys: v.object({ p256dh: base64url("keys.p256dh", 80, 100), auth: base64url("keys.auth", 16, 30) }),
});

export const pushRemoveBody = v.strictObject({
  endpoint: v.pipe(v.string("endpoint must be the subscription's URL."), v.maxLength(1000)),
});

export const emailBody = v.strictObject({
  address: v.pipe(v.string("address must be an email address."), v.trim(), v.maxLength(254), v.email("address must be an email address.")),
});

export const webhookBody = v.strictObject({
  kind: v.picklist(["discord", "slack", "ntfy", "json"], "kind must be discord, slack, ntfy or json."),
  url: v.pipe(v.string("url must be the webhook's URL."), v.url("url must be a URL."), v.maxLength(1000)),
});

export const signinBody = v.strictObject({
  code: v.pipe(v.string("code must be the code from the sign-in link."), v.regex(/^[A-Za-z0-9_-]{20}\.[A-Za-z0-9_-]{32}$/, "That is not a sign-in code.")),
});

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
