/**
 * The shapes the profile API answers with, free of Worker types so that the page imports the
 * very same definitions.
 */
import type { Settings } from "./settings";

export type { Settings };

export const WEBHOOK_KINDS = ["discord", "slack", "ntfy", "json"] as const;
export type WebhookKind = (typeof WEBHOOK_KINDS)[number];
export type Channel = "push" | "webhook" | "email";
export type EmailState = "none" | "pending" | "confirmed" | "unsubscribed";

export interface ProfileView {
  profileId: string;
  createdAt: number;
  settings: Settings;
  email: { address: string; state: EmailState } | null;
  push: { id: number; endpoint: string; createdAt: number; lastOk: number | null; lastError: string | null }[];
  webhooks: { id: number; kind: WebhookKind; url: string; createdAt: number; lastOk: number | null; lastError: string | null }[];
  /** The Web Push application server key (VAPID public key) for PushManager.subscribe; null when push is off. */
  vapidPublicKey: string | null;
  /** What was sent lately, newest first, failures included. */
  deliveries: { at: number; channel: Channel; kind: string; gameId: string | null; ok: boolean; detail: string }[];
  /** Messages waiting: held by quiet hours, or retried after a failure. */
  pending: { channel: Channel; kind: string; gameId: string | null; dueAt: number; attempts: number; lastError: string | null }[];
}

export interface ListedGame {
  gameId: string;
  seat: number;
  game: string;
  gameName: string;
  status: "waiting" | "playing" | "over";
  opponents: string[];
  yourTurn: boolean;
  waitingSince: number | null;
  waitedMs: number | null;
  deadline: number | null;
  summary?: string;
  url: string;
  updatedAt: number;
}
