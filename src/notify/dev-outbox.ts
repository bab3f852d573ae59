/**
 * Local development only: one object (named "dev") keeps a copy of every email sent while
 * LOCAL_DEV is "1", for the page at /dev/outbox. The real send_email binding still sends
 * (locally miniflare writes each message to a file).
 */
import { DurableObject } from "cloudflare:workers";

export interface KeptMail {
  kind: string;
  at: number;
  from: string;
  to: string;
  subject: string;
  headers: Record<string, string>;
  text: string;
  html: string;
  raw: string;
}

const KEEP = 200;

export class DevOutbox extends DurableObject<Env> {
  constructor(ctx: DurableObjectState, env: Env) {
    super(ctx, env);
    ctx.storage.sql.exec(`CREATE TABLE IF NOT EXISTS mail (id INTEGER PRIMARY KEY AUTOINCREMENT, mail TEXT NOT NULL)`);
  }

  async keep(mail: KeptMail): Promise<void> {
    const sql = this.ctx.storage.sql;
    sql.exec("INSERT INTO mail (mail) VALUES (?)", JSON.stringify(mail));
    sql.exec("DELETE FROM mail WHERE id <= (SELECT MAX(id) FROM mail) - ?", KEEP);
  }

  /** Newest first; `to` filters by recipient. */
  async list(to: string | null): Promise<(KeptMail & { id: number })[]> {
    return this.ctx.storage.sql
      .exec<{ id: number; mail: string }>("SELECT id, mail FROM mail ORDER BY id DESC")
      .toArray()
      .map((r) => ({ id: r.id, ...(JSON.parse(r.mail) as KeptMail) }))
      .filter((m) => to === null || m.to === to);
  }
}
