/** A player's notification settings, with their defaults. */
export interface Settings {
  /** IANA time zone from the browser, for quiet hours and the digest. */
  timeZone: string;
  /** Quiet hours, local "HH:MM"; notifications inside them wait until `quietEnd`. Equal: none. */
  quietStart: string;
  quietEnd: string;
  /** Reminders for a game that waits on you. */
  reminders: boolean;
  /** The first reminder comes this many hours after the game started waiting on you. */
  reminderDelayHours: number;
  /** Email: one daily digest (at the end of the quiet hours) instead of one email per event. */
  digest: boolean;
}

export const DEFAULT_SETTINGS: Settings = {
  timeZone: "UTC",
  quietStart: "22:00",
  quietEnd: "08:00",
  reminders: true,
  reminderDelayHours: 24,
  digest: false,
};

export const HOUR_MS = 60 * 60 * 1000;
