/**
 * The words of a notification, the same for every channel: a title, one or two sentences,
 * and the page to open. Channels only change the wrapping (push JSON, email, webhook formats).
 */
import type { NotifyJob } from "./jobs";

export type MessageKind = NotifyJob["kind"] | "reminder" | "test" | "digest";

/** A room's job, or a reminder the profile makes from its games list. */
export type Renderable = Omit<NotifyJob, "kind"> & { kind: NotifyJob["kind"] | "reminder" };

export interface Message {
  kind: MessageKind;
  gameId: string | null;
  seat: number | null;
  title: string;
  body: string;
  /** Path on the service's origin, e.g. "/g/abc". */
  path: string;
  /** Notifications with the same tag replace each other on a device (one per game). */
  tag: string;
  at: number;
}

export function renderJob(job: Renderable, now = job.at): Message {
  const against = job.opponents.length ? `Against ${list(job.opponents)}.` : "";
  const left = job.deadline !== null && job.deadline > now ? ` Time left: ${duration(job.deadline - now)}.` : "";
  const kind: MessageKind = job.kind;
  let title: string;
  let body: string;
  switch (kind) {
    case "your_turn":
      title = `Your turn: ${job.gameName}`;
      body = `${job.actor ? `${job.actor} moved. ` : ""}${against}${left}`;
      break;
    case "choice":
      title = `A choice waits on you: ${job.gameName}`;
      body = `Several players choose at once. ${against}${left}`;
      break;
    case "started":
      title = `${job.gameName} has started`;
      body = `${against} You will be told when it is your turn.`;
      break;
    case "ended":
      title = `${job.gameName} is over`;
      body = `${job.summary ?? "The game is over."} ${against}`;
      break;
    case "played_for_you":
      title = `Your time ran out: ${job.gameName}`;
      body = `The game played a move for you. ${against}`;
      break;
    case "autoplay":
      title = `${job.gameName}: the auto-player has your seat`;
      body = `${job.actor ?? "Another player"} handed your seat to the auto-player after your time ran out three times. Open the game to take it back.`;
      break;
    case "reminder":
      title = `Still your turn: ${job.gameName}`;
      body = `The game has waited on you for ${duration(now - (job.waitingSince ?? job.at))}.${left} ${against}`;
      break;
    default:
      title = job.gameName;
      body = against;
  }
  return { kind, gameId: job.gameId, seat: job.seat, title, body: body.replace(/\s+/g, " ").trim(), path: `/g/${job.gameId}`, tag: `g-${job.gameId}`, at: now };
}

export function testMessage(now: number): Message {
  return { kind: "test", gameId: null, seat: null, title: "Thirteens test", body: "Notifications reach you here.", path: "/", tag: "test", at: now };
}

function list(names: readonly string[]): string {
  if (names.length <= 1) return names.join("");
  return `${names.slice(0, -1).join(", ")} and ${names.at(-1)}`;
}

/** "3 days", "5 hours", "20 minutes": the largest whole unit. */
export function duration(ms: number): string {
  const minutes = Math.max(1, Math.round(ms / 60_000));
  if (minutes < 90) return plural(minutes, "minute");
  const hours = Math.round(minutes / 60);
  if (hours < 48) return plural(hours, "hour");
  return plural(Math.round(hours / 24), "day");
}

function plural(n: number, unit: string): string {
  return `${n} ${unit}${n === 1 ? "" : "s"}`;
}
