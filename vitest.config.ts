import { cloudflareTest } from "@cloudflare/vitest-pool-workers";
import { defineConfig } from "vitest/config";
import { generateVapidKeys } from "./scripts/vapid-keys.mjs";
import { control, outbound } from "./test/fake-net/fake-net.mjs";

/** Fresh VAPID keys for each test run; the fake push service checks the JWT against them. */
const vapid = await generateVapidKeys();

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: "unit",
          include: ["test/unit/**/*.test.ts"],
          environment: "node",
          testTimeout: 120_000,
        },
      },
      {
        plugins: [
          cloudflareTest({
            main: "./src/index.ts",
            wrangler: { configPath: "./wrangler.toml" },
            miniflare: {
              bindings: {
                ALLOW_SEED: "1",
                LOCAL_DEV: "1",
                VAPID_PUBLIC_KEY: vapid.publicKey,
                VAPID_PRIVATE_KEY: vapid.privateKey,
                VAPID_SUBJECT: "mailto:tests@thirteens.test",
              },
              // Every fetch the worker makes to the outside goes to a fake internet in Node
              // (a push service that verifies and decrypts, webhook receivers); tests drive it
              // through the FAKE_NET binding. See test/fake-net/fake-net.mjs.
              outboundService: outbound,
              serviceBindings: { FAKE_NET: control },
            },
          }),
        ],
        test: {
          name: "worker",
          include: ["test/worker/**/*.test.ts"],
          testTimeout: 180_000,
        },
      },
      {
        // Browser tests (Chromium, a local server): `npm run test:e2e`; not part of `npm test`.
        test: {
          name: "e2e",
          include: ["test/e2e/**/*.test.ts"],
          environment: "node",
          testTimeout: 300_000,
          hookTimeout: 180_000,
        },
      },
    ],
  },
});
