/** A small client for the service, used by the worker tests (inside the real runtime). */
import { SELF } from "cloudflare:test";

export const ORIGIN = "http://thirteens.test";

export interface Created {
  gameId: string;
  seat: number;
  token: string;
  playUrl: string;
  inviteUrl: string;
  spectateUrl: string;
}

export async function call(method: string, path: string, body?: unknown, token?: string, headers: Record<string, string> = {}) {
  const res = await SELF.fetch(`${ORIGIN}${path}`, {
    method,
    headers: {
      ...(body !== undefined ? { "Content-Type": "application/json" } : {}),
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
      ...headers,
    },
    body: body === undefined ? undefined : typeof body === "string" ? body : JSON.stringify(body),
  });
  const text = await res.text();
  let json: any = null;
  try {
    json = JSON.parse(text);
  } catch {
    json = { raw: text };
  }
  return { status: res.status, body: json, headers: res.headers };
}

export function inviteOf(created: Created): string {
  return new URL(created.inviteUrl).hash.replace(/^#invite=/, "");
}

export async function createGame(input: { game?: string; seats?: number; name?: string; options?: unknown; seed?: string } = {}) {
  const res = await call("POST", "/api/games", {
    game: input.game ?? "three-thirteen",
    seats: input.seats ?? 2,
    name: input.name ?? "Ann",
    ...(input.options !== undefined ? { options: input.options } : {}),
    ...(input.seed !== undefined ? { seed: input.seed } : {}),
  });
  if (res.status !== 201) throw new Error(`create failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body as Created;
}

/** Creates a game and fills every seat; returns the id and each seat's token in seat order. */
export async function startGame(input: { game?: string; seats?: number; options?: unknown; seed?: string } = {}) {
  const seats = input.seats ?? 2;
  const created = await createGame({ ...input, seats });
  const tokens = [created.token];
  for (let i = 1; i < seats; i++) {
    const joined = await call("POST", `/api/games/${created.gameId}/join`, { invite: inviteOf(created), name: `Player ${i + 1}` });
    if (joined.status !== 200) throw new Error(`join failed: ${joined.status} ${JSON.stringify(joined.body)}`);
    tokens.push(joined.body.token);
  }
  return { gameId: created.gameId, tokens, created };
}

export async function read(gameId: string, token?: string) {
  return call("GET", `/api/games/${gameId}`, undefined, token);
}

let keyCounter = 0;
export async function move(gameId: string, token: string, mv: unknown, version: number, key = `k${++keyCounter}-${Date.now()}`) {
  return call("POST", `/api/games/${gameId}/moves`, { move: mv, version, key }, token);
}

/** A live reader: collects every message its socket receives. */
export async function openSocket(gameId: string, token?: string, version = 0) {
  const res = await SELF.fetch(`${ORIGIN}/api/games/${gameId}/socket`, { headers: { Upgrade: "websocket" } });
  const ws = res.webSocket;
  if (!ws) throw new Error(`no websocket: ${res.status} ${await res.text()}`);
  ws.accept();
  const messages: any[] = [];
  const waiters: (() => void)[] = [];
  ws.addEventListener("message", (event) => {
    messages.push(JSON.parse(event.data as string));
    waiters.splice(0).forEach((w) => w());
  });
  ws.send(JSON.stringify({ type: "hello", ...(token ? { token } : {}), version }));
  return {
    ws,
    messages,
    /**
     * Waits until `predicate` holds for some received message. The timeout only decides how
     * long a failure takes to show: it is generous because CI machines can be slow.
     */
    async waitFor(predicate: (m: any) => boolean, ms = 30_000): Promise<any> {
      const deadline = Date.now() + ms;
      for (;;) {
        const found = messages.find(predicate);
        if (found) return found;
        if (Date.now() > deadline) throw new Error(`timed out; got ${JSON.stringify(messages.map((m) => [m.type, m.version]))}`);
        await new Promise<void>((resolve) => {
          waiters.push(resolve);
          setTimeout(resolve, 50);
        });
      }
    },
    close() {
      ws.close(1000, "done");
    },
  };
}
