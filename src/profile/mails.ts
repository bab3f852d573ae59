/** The emails a profile sends, in words: confirmation, sign-in link, one event, the daily digest. */
import type { Mail } from "../notify/email";
import { duration, type Message } from "../notify/render";
import type { ListedGame } from "./games-list";

export function confirmationMail(to: string, confirmUrl: string, unsubscribeUrl: string): Mail {
  return {
    kind: "confirm",
    to,
    subject: "Confirm your email for Thirteens",
    paragraphs: [
      "Someone (we hope you) asked Thirteens to email this address when a card game waits on them.",
      "Nothing more will be sent until you confirm. If it was not you, ignore this email.",
    ],
    links: [["Confirm this address", confirmUrl]],
    unsubscribeUrl,
  };
}

export function signinMail(to: string, signinUrl: string, unsubscribeUrl: string): Mail {
  return {
    kind: "signin",
    to,
    subject: "Open your Thirteens games on another device",
    paragraphs: ["Open this link on the device where you want your games and notifications. It works once, within an hour."],
    links: [["Open Thirteens", signinUrl]],
    unsubscribeUrl,
  };
}

export function eventMail(to: string, message: Message, origin: string, unsubscribeUrl: string): Mail {
  return {
    kind: message.kind,
    to,
    subject: message.title,
    paragraphs: [message.body],
    links: [["Open the game", new URL(message.path, origin).href]],
    unsubscribeUrl,
  };
}

export function digestMail(to: string, games: readonly ListedGame[], origin: string, unsubscribeUrl: string, now: number): Mail {
  const lines = games.map(
    (g) =>
      `${g.gameName}${g.opponents.length ? ` against ${g.opponents.join(", ")}` : ""}: waiting on you for ${duration(g.waitedMs ?? 0)}` +
      (g.deadline !== null && g.deadline > now ? `, ${duration(g.deadline - now)} left` : "") +
      ".",
  );
  return {
    kind: "digest",
    to,
    subject: games.length === 1 ? "1 game waits on you" : `${games.length} games wait on you`,
    paragraphs: ["Your daily Thirteens digest.", ...lines],
    links: games.map((g) => [`Open ${g.gameName}`, new URL(g.url, origin).href] as [string, string]),
    unsubscribeUrl,
  };
}
