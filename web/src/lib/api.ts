/** The page's side of docs/API.md: typed calls, and every failure as one sentence. */
import type { ApiError } from "../../../src/api/errors";
import type { CreateGameBody, JoinBody } from "../../../src/api/schemas";
import type { OptionField } from "../../../src/games/option-fields";
import type { GameEvent, Seat } from "../../../src/games/contract";
import type { GameReply } from "../../../src/room/reply-types";

export type { GameReply };

import type { ListedGame, ProfileView, Settings } from "../../../src/profile/api-types";

export type { ListedGame, ProfileView, Settings };

export interface ProfileCreated {
  profileId: string;
  token: string;
  deviceUrl: string;
}

export interface CatalogGame {
  id: string;
  name: string;
  seats: { min: number; max: number };
  defaults: Record<string, unknown>;
  rules: string[];
  fields: OptionField[];
  presets: Record<string, { label: string; options: Record<string, unknown> }>;
}

export interface Created {
  gameId: string;
  seat: Seat;
  token: string;
  playUrl: string;
  inviteUrl: string;
  spectateUrl: string;
}

/** An event as the log and the socket hand it out: tagged with its version. */
export type LogEvent = GameEvent & { version: number };

export interface LogPage {
  events: LogEvent[];
  more: boolean;
  version: number;
}

export interface Replay {
  seed: string;
  firstVersion: number;
  lastVersion: number;
  version: number;
  moves: { version: number; seat: Seat; move: unknown; by: string }[];
  state: unknown;
}

export type Result<T> = { ok: true; data: T; status: number } | { ok: false; status: number; error: ApiError };

const OFFLINE: ApiError = { error: "internal", message: "The server could not be reached; check your connection and try again." };

export async function call<T>(method: string, path: string, body?: unknown, token?: string | null): Promise<Result<T>> {
  let res: Response;
  try {
    res = await fetch(path, {
      method,
      headers: { ...(body !== undefined ? { "Content-Type": "application/json" } : {}), ...(token ? { Authorization: `Bearer ${token}` } : {}) },
      body: body === undefined ? undefined : JSON.stringify(body),
      cache: "no-store",
    });
  } catch {
    return { ok: false, status: 0, error: OFFLINE };
  }
  let json: unknown = null;
  try {
    json = await res.json();
  } catch {
    // not JSON: handled below
  }
  if (res.ok && json !== null) return { ok: true, data: json as T, status: res.status };
  const error =
    json && typeof json === "object" && "message" in json ? (json as ApiError) : { error: "internal" as const, message: `The server answered ${res.status}; try again.` };
  return { ok: false, status: res.status, error };
}

export const api = {
  catalog: () => call<{ games: CatalogGame[] }>("GET", "/api/catalog"),
  create: (body: CreateGameBody) => call<Created>("POST", "/api/games", body),
  join: (id: string, body: JoinBody) => call<{ seat: Seat; token: string; playUrl: string }>("POST", `/api/games/${id}/join`, body),
  game: (id: string, token: string | null) => call<GameReply>("GET", `/api/games/${id}`, undefined, token),
  move: (id: string, token: string, move: unknown, version: number, key: string) =>
    call<GameReply>("POST", `/api/games/${id}/moves`, { move, version, key }, token),
  log: (id: string, token: string | null, after: number) => call<LogPage>("GET", `/api/games/${id}/log?after=${after}`, undefined, token),
  replay: (id: string, version?: number) => call<Replay>("GET", `/api/games/${id}/replay${version === undefined ? "" : `?version=${version}`}`),
  vacation: (id: string, token: string, days: number) => call<GameReply>("POST", `/api/games/${id}/vacation`, { days }, token),
  autoplay: (id: string, token: string, seat: Seat, on: boolean) => call<GameReply>("POST", `/api/games/${id}/autoplay`, { seat, on }, token),
  attach: (id: string, seatToken: string, profile: string) => call<{ attached: true; game: ListedGame }>("POST", `/api/games/${id}/attach`, { profile }, seatToken),
  detach: (id: string, seatToken: string) => call<{ attached: false }>("DELETE", `/api/games/${id}/attach`, undefined, seatToken),
};

/** The `/api/profile…` routes, each with the profile token of this device. */
export const profileApi = {
  create: (timeZone: string) => call<ProfileCreated>("POST", "/api/profiles", { timeZone }),
  signin: (code: string) => call<ProfileCreated>("POST", "/api/profile/signin", { code }),
  get: (t: string) => call<ProfileView>("GET", "/api/profile", undefined, t),
  settings: (t: string, s: Partial<Settings>) => call<ProfileView>("PATCH", "/api/profile/settings", s, t),
  games: (t: string) => call<{ games: ListedGame[] }>("GET", "/api/profile/games", undefined, t),
  play: (t: string, id: string, seat: number) => call<{ seat: Seat; token: string; playUrl: string }>("POST", `/api/profile/games/${id}/play`, { seat }, t),
  email: (t: string, address: string) => call<ProfileView>("POST", "/api/profile/email", { address }, t),
  removeEmail: (t: string) => call<ProfileView>("DELETE", "/api/profile/email", undefined, t),
  signinLink: (t: string) => call<{ sentTo: string }>("POST", "/api/profile/signin-link", undefined, t),
  push: (t: string, sub: PushSubscriptionJSON) => call<{ id: number }>("POST", "/api/profile/push", sub, t),
  removePush: (t: string, id: number) => call<{ removed: boolean }>("DELETE", `/api/profile/push/${id}`, undefined, t),
  webhook: (t: string, kind: string, url: string) => call<{ id: number; secret?: string }>("POST", "/api/profile/webhooks", { kind, url }, t),
  removeWebhook: (t: string, id: number) => call<{ removed: boolean }>("DELETE", `/api/profile/webhooks/${id}`, undefined, t),
  testWebhook: (t: string, id: number) => call<{ ok: boolean; status?: number; detail: string }>("POST", `/api/profile/webhooks/${id}/test`, undefined, t),
};

/** A key for one intended move, so a retry after a lost answer is applied once. */
export function moveKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(12));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, "0")).join("");
}
