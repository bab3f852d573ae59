/**
 * Every API error is JSON `{error, message}`: a stable code for programs and one sentence
 * for people. Rooms return these as values (they cross the RPC boundary); the Worker turns
 * them into responses.
 */
export type ErrorCode =
  | "bad_request"
  | "bad_json"
  | "unknown_game_type"
  | "seed_not_allowed"
  | "unauthorized"
  | "forbidden"
  | "not_found"
  | "game_full"
  | "already_exists"
  | "not_started"
  | "game_over"
  | "not_your_turn"
  | "stale_version"
  | "illegal_move"
  | "not_over"
  | "payload_too_large"
  | "no_time_limit"
  | "no_vacation_left"
  | "not_timed_out"
  | "too_many_devices"
  | "too_many_webhooks"
  | "too_many_games"
  | "push_unavailable"
  | "email_not_confirmed"
  | "expired"
  | "send_failed"
  | "too_many_requests"
  | "internal";

const STATUS: Record<ErrorCode, number> = {
  bad_request: 400,
  bad_json: 400,
  unknown_game_type: 400,
  seed_not_allowed: 400,
  unauthorized: 401,
  forbidden: 403,
  not_found: 404,
  game_full: 409,
  already_exists: 409,
  not_started: 409,
  game_over: 409,
  not_your_turn: 409,
  stale_version: 409,
  illegal_move: 422,
  not_over: 409,
  payload_too_large: 413,
  no_time_limit: 409,
  no_vacation_left: 409,
  not_timed_out: 409,
  too_many_devices: 409,
  too_many_webhooks: 409,
  too_many_games: 409,
  push_unavailable: 409,
  email_not_confirmed: 409,
  expired: 410,
  send_failed: 502,
  too_many_requests: 429,
  internal: 500,
};

export interface ApiError {
  error: ErrorCode;
  message: string;
  /** Extra fields some errors carry, e.g. the current version on a stale move. */
  [extra: string]: unknown;
}

/** What a room answers: a status with a JSON body, and optional response headers. */
export interface RoomReply<T = unknown> {
  status: number;
  body: T | ApiError;
  headers?: Record<string, string>;
}

export function fail(error: ErrorCode, message: string, extra: Record<string, unknown> = {}): RoomReply<never> {
  return { status: STATUS[error], body: { error, message, ...extra } };
}

export function ok<T>(body: T, status = 200, headers?: Record<string, string>): RoomReply<T> {
  return headers ? { status, body, headers } : { status, body };
}

export function statusOf(error: ErrorCode): number {
  return STATUS[error];
}
