/**
 * The live connection of an open page: a WebSocket that says hello with the last version the
 * page has (the server answers with what was missed), reconnects with backoff, checks itself
 * with ping/pong, and tells the server whether the page is in view.
 */
import type { SocketMessage } from "../../../src/api/schemas";
import type { GameReply, LogEvent } from "./api";

export type LiveStatus = "connecting" | "live" | "offline";

export interface LiveMessage {
  type: "sync" | "update";
  version: number;
  events: LogEvent[];
  moreEvents?: boolean;
  game: GameReply;
}

export interface LiveHandlers {
  message(msg: LiveMessage): void;
  status(status: LiveStatus, retryInMs?: number): void;
  /** The server refused the socket (a wrong token): no retry. */
  refused(message: string): void;
}

const PING_EVERY = 25_000;
const PONG_WITHIN = 10_000;
const MAX_DELAY = 30_000;

export class Live {
  private ws: WebSocket | null = null;
  private attempts = 0;
  private retry: ReturnType<typeof setTimeout> | undefined;
  private ping: ReturnType<typeof setInterval> | undefined;
  private pongDue = 0;
  private stopped = false;

  constructor(
    private readonly gameId: string,
    private readonly token: string | null,
    private readonly version: () => number,
    private readonly on: LiveHandlers,
  ) {}

  start(): void {
    this.stopped = false;
    addEventListener("online", this.now);
    addEventListener("offline", this.lost);
    document.addEventListener("visibilitychange", this.visibility);
    this.connect();
  }

  stop(): void {
    this.stopped = true;
    removeEventListener("online", this.now);
    removeEventListener("offline", this.lost);
    document.removeEventListener("visibilitychange", this.visibility);
    clearTimeout(this.retry);
    clearInterval(this.ping);
    this.ws?.close(1000, "bye");
    this.ws = null;
  }

  private connect(): void {
    clearTimeout(this.retry);
    if (this.stopped) return;
    if (this.ws && this.ws.readyState <= WebSocket.OPEN) return;
    this.on.status(this.attempts === 0 ? "connecting" : "offline");
    const url = `${location.protocol === "https:" ? "wss" : "ws"}://${location.host}/api/games/${encodeURIComponent(this.gameId)}/socket`;
    let ws: WebSocket;
    try {
      ws = new WebSocket(url);
    } catch {
      this.schedule();
      return;
    }
    this.ws = ws;
    ws.onopen = () => {
      this.send({ type: "hello", ...(this.token ? { token: this.token } : {}), version: this.version() });
      this.send({ type: "visible", visible: document.visibilityState === "visible" });
      this.pongDue = 0;
      clearInterval(this.ping);
      this.ping = setInterval(() => this.heartbeat(), PING_EVERY);
    };
    ws.onmessage = (e) => {
      if (e.data === "pong") {
        this.pongDue = 0;
        return;
      }
      let msg: { type?: string; message?: string } & Partial<LiveMessage>;
      try {
        msg = JSON.parse(String(e.data));
      } catch {
        return;
      }
      if (msg.type === "sync" || msg.type === "update") {
        if (msg.type === "sync") {
          this.attempts = 0;
          this.on.status("live");
        }
        this.on.message(msg as LiveMessage);
      } else if (msg.type === "error" && (msg as { error?: string }).error === "forbidden") {
        this.stopped = true;
        this.on.refused(msg.message ?? "This link's token does not belong to a seat of this game.");
      }
    };
    ws.onclose = () => {
      if (this.ws !== ws) return;
      this.ws = null;
      clearInterval(this.ping);
      if (!this.stopped) this.schedule();
    };
  }

  private schedule(): void {
    const delay = Math.min(MAX_DELAY, 1000 * 2 ** this.attempts) * (0.6 + Math.random() * 0.4);
    this.attempts++;
    this.on.status("offline", delay);
    clearTimeout(this.retry);
    this.retry = setTimeout(() => this.connect(), delay);
  }

  private heartbeat(): void {
    const ws = this.ws;
    if (!ws || ws.readyState !== WebSocket.OPEN) return;
    if (this.pongDue && Date.now() > this.pongDue) {
      ws.close();
      return;
    }
    if (!this.pongDue) this.pongDue = Date.now() + PONG_WITHIN;
    ws.send("ping");
  }

  private send(msg: SocketMessage): void {
    if (this.ws?.readyState === WebSocket.OPEN) this.ws.send(JSON.stringify(msg));
  }

  /** Reconnect at once (back online, or the page came back into view). */
  private now = (): void => {
    this.attempts = Math.min(this.attempts, 1);
    this.connect();
  };

  private lost = (): void => {
    this.ws?.close();
  };

  private visibility = (): void => {
    const visible = document.visibilityState === "visible";
    this.send({ type: "visible", visible });
    if (visible) {
      if (!this.ws) this.now();
      else this.heartbeat();
    }
  };
}
