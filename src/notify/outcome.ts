/** How one attempt to send on one channel went. */
export interface SendOutcome {
  ok: boolean;
  status?: number;
  /** Not worth retrying (e.g. refused); a transient failure is retried with backoff. */
  permanent?: boolean;
  /** The target is gone for good (a push subscription answered 404 or 410): remove it. */
  gone?: boolean;
  /** One line for the delivery log shown in the player's settings. */
  detail: string;
}
