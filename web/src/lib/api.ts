/** The page's side of docs/API.md: typed calls, and every failure as one sentence. */
import type { ApiError } from "../../../src/api/errors";
import type { CreateGameBody, JoinBody } from "../../../src/api/schemas";
import type { OptionField } from "../../../src/games/option-fields";
import type { GameEvent, Seat } from "../../../src/games/contract";
import type { GameReply } from "../../../src/room/reply";

export type { GameReply };

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
};

/** A key for one intended move, so a retry after a lost answer is applied once. */
export function moveKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(12));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, "0")).join("");
}
