/**
 * Quiet hours in the player's own time zone: pure functions of the time now. Notifications
 * that fall inside the quiet hours wait until they end ("in the morning").
 */

/** Whether `timeZone` is an IANA zone this runtime knows. */
export function validTimeZone(timeZone: string): boolean {
  try {
    new Intl.DateTimeFormat("en-GB", { timeZone });
    return true;
  } catch {
    return false;
  }
}

/** "HH:MM" to minutes after midnight. */
export function minutesOf(hhmm: string): number {
  const [h, m] = hhmm.split(":").map(Number) as [number, number];
  return h * 60 + m;
}

/** Minutes after local midnight at `now` in `timeZone` (with seconds as a fraction). */
export function localMinutes(now: number, timeZone: string): number {
  const parts = new Intl.DateTimeFormat("en-GB", { timeZone, hour: "2-digit", minute: "2-digit", second: "2-digit", hourCycle: "h23" }).formatToParts(now);
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  return get("hour") * 60 + get("minute") + get("second") / 60;
}

/** The next moment (after `now`) when the local clock in `timeZone` shows `hhmm`. */
export function nextLocalTime(now: number, timeZone: string, hhmm: string): number {
  const here = localMinutes(now, timeZone);
  let wait = minutesOf(hhmm) - here;
  if (wait <= 0) wait += 24 * 60;
  return Math.round(now + wait * 60_000);
}

/** A digest sent late (its alarm ran behind) must not be followed by another within hours. */
const DIGEST_GAP_MS = 20 * 60 * 60_000;

/**
 * When the daily digest after one sent at `sentAt` is due: the first local `hhmm` at least 20
 * hours later, so there is never more than one a day, across late alarms and clock changes.
 */
export function nextDigestAt(sentAt: number, timeZone: string, hhmm: string): number {
  return nextLocalTime(sentAt + DIGEST_GAP_MS, timeZone, hhmm);
}

/**
 * When the quiet hours around `now` end, or null when `now` is not inside them. Hours that
 * cross midnight (22:00 to 08:00) are the usual case; equal start and end means no quiet hours.
 */
export function quietUntil(now: number, timeZone: string, start: string, end: string): number | null {
  const s = minutesOf(start);
  const e = minutesOf(end);
  if (s === e) return null;
  const m = localMinutes(now, timeZone);
  const inside = s < e ? m >= s && m < e : m >= s || m < e;
  return inside ? nextLocalTime(now, timeZone, end) : null;
}
