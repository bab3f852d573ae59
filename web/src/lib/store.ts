/**
 * What the page keeps on this device (localStorage): "my games" with each seat's play link and
 * token, the version each game was last looked at, the player's name, hand orders.
 * Play links hold secrets; they never leave the device except when the player shares them.
 */
import type { Seat } from "../../../src/games/contract";

export interface MyGame {
  id: string;
  game: string;
  gameName: string;
  /** Null: a game only watched. */
  seat: Seat | null;
  token: string | null;
  name: string;
  playUrl: string;
  inviteUrl?: string;
  spectateUrl: string;
  at: number;
  status?: string;
  /** The seat's news goes to this device's profile. */
  notify?: boolean;
}

const GAMES = "thirteens.games";

function read<T>(key: string, fallback: T): T {
  try {
    const raw = localStorage.getItem(key);
    return raw === null ? fallback : (JSON.parse(raw) as T);
  } catch {
    return fallback;
  }
}

function write(key: string, value: unknown): void {
  try {
    if (value === null) localStorage.removeItem(key);
    else localStorage.setItem(key, JSON.stringify(value));
  } catch {
    // storage full or disabled: the page still works for this visit
  }
}

export function myGames(): MyGame[] {
  const list = read<MyGame[]>(GAMES, []);
  return Array.isArray(list) ? list.filter((g) => g && typeof g.id === "string").sort((a, b) => b.at - a.at) : [];
}

export function findMyGame(id: string): MyGame | null {
  return myGames().find((g) => g.id === id) ?? null;
}

export function saveMyGame(game: Partial<MyGame> & { id: string }): MyGame {
  const list = myGames();
  const old = list.find((g) => g.id === game.id);
  const merged = { seat: null, token: null, name: "", game: "", gameName: "", playUrl: "", spectateUrl: "", ...old, ...game, at: Date.now() } as MyGame;
  write(GAMES, [merged, ...list.filter((g) => g.id !== game.id)].slice(0, 100));
  return merged;
}

export function forgetMyGame(id: string): void {
  write(GAMES, myGames().filter((g) => g.id !== id));
  write(`thirteens.seen.${id}`, null);
}

export function lastSeen(id: string): number | null {
  const v = read<number | null>(`thirteens.seen.${id}`, null);
  return typeof v === "number" ? v : null;
}

export function setLastSeen(id: string, version: number): void {
  write(`thirteens.seen.${id}`, version);
}

export function savedName(): string {
  return read<string>("thirteens.name", "");
}

export function saveName(name: string): void {
  write("thirteens.name", name);
}

/** A per-game value a renderer keeps (e.g. the order of a Three-Thirteen hand). */
export function loadLocal<T>(id: string, key: string, fallback: T): T {
  return read<T>(`thirteens.${key}.${id}`, fallback);
}

export function saveLocal(id: string, key: string, value: unknown): void {
  write(`thirteens.${key}.${id}`, value);
}

const PROFILE = "thirteens.profile";

/** This device's profile token (`<profileId>.<secret>`), or null before one is made. */
export function profileToken(): string | null {
  const t = read<string | null>(PROFILE, null);
  return typeof t === "string" && t.includes(".") ? t : null;
}

export function saveProfileToken(token: string | null): void {
  write(PROFILE, token);
}
