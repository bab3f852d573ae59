/**
 * The service for the browser tests: `node scripts/start.mjs` (which builds the page first) on a
 * free loopback port with a fresh state folder, or an already running one (E2E_BASE_URL).
 */
import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";

export interface Service {
  base: string;
  stop(): void;
  log(): string;
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.unref();
    srv.on("error", reject);
    srv.listen(0, "127.0.0.1", () => {
      const port = (srv.address() as { port: number }).port;
      srv.close(() => resolve(port));
    });
  });
}

async function waitFor(base: string, deadline: number, child?: ChildProcess, output?: () => string): Promise<void> {
  while (Date.now() < deadline) {
    if (child && child.exitCode !== null) throw new Error(`the server exited with code ${child.exitCode}`);
    // wrangler dev reports a broken Worker and waits for a fix rather than exiting.
    if (output && /\[ERROR\]/.test(output())) throw new Error("the server reported an error");
    try {
      const res = await fetch(`${base}/api/catalog`, { signal: AbortSignal.timeout(5_000) });
      if (res.ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  throw new Error(`the server at ${base} did not answer /api/catalog in time`);
}

export async function startService(): Promise<Service> {
  const given = process.env.E2E_BASE_URL;
  if (given) {
    await waitFor(given, Date.now() + 10_000);
    return { base: given, stop() {}, log: () => "" };
  }
  const port = await freePort();
  const dir = mkdtempSync(join(tmpdir(), "thirteens-e2e-"));
  let output = "";
  const child = spawn(process.execPath, ["scripts/start.mjs"], {
    env: { ...process.env, PORT: String(port), PERSIST_DIR: dir },
    stdio: ["ignore", "pipe", "pipe"],
    detached: true,
  });
  child.stdout!.on("data", (d) => (output = (output + d).slice(-20_000)));
  child.stderr!.on("data", (d) => (output = (output + d).slice(-20_000)));
  const base = `http://127.0.0.1:${port}`;
  const stop = () => {
    try {
      process.kill(-child.pid!, "SIGTERM");
    } catch {
      // gone already
    }
    rmSync(dir, { recursive: true, force: true });
  };
  try {
    await waitFor(base, Date.now() + 120_000, child, () => output);
  } catch (err) {
    stop();
    throw new Error(`${(err as Error).message}\n${output}`);
  }
  return { base, stop, log: () => output };
}
