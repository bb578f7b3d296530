/**
 * A fresh machine: once the dependencies are installed, nothing needs the network. A fresh Deno
 * cache is filled once (`deno cache` of the published entries, the only step allowed to reach
 * npm), then the published-set checks run with `--cached-only`, a CA file named in
 * NODE_EXTRA_CA_CERTS and a dead proxy (`HTTPS_PROXY=http://127.0.0.1:9`), so any registry
 * request fails loudly. The same run without the lock file must fail: that is what the lock buys.
 */

import assert from "node:assert/strict";
import { checkPublished, run } from "./_published.ts";
import { childEnv } from "../_support.ts";

const DEAD = "http://127.0.0.1:9";

Deno.test({
  name: "published set runs from a freshly filled cache with --cached-only behind a dead proxy",
  sanitizeResources: false,
  sanitizeOps: false,
  async fn() {
    const denoDir = await Deno.makeTempDir({ prefix: "beopmang-fresh-cache-" });
    try {
      const ca = Deno.env.get("NODE_EXTRA_CA_CERTS") ?? "/etc/ssl/certs/ca-certificates.crt";
      const offline = {
        DENO_DIR: denoDir,
        NODE_EXTRA_CA_CERTS: ca,
        HTTPS_PROXY: DEAD,
        https_proxy: DEAD,
        HTTP_PROXY: DEAD,
        http_proxy: DEAD,
        NO_PROXY: "",
        no_proxy: "",
      };
      await checkPublished({
        env: offline,
        flags: ["--cached-only"],
        async prepare({ pkg, importMap, lock }) {
          const fill = await run(Deno.execPath(), [
            "cache",
            "--no-config",
            "--import-map",
            importMap,
            "--lock",
            lock,
            "--frozen",
            `${pkg}/cli/main.ts`,
            `${pkg}/mcp/stdio.ts`,
            `${pkg}/mcp/http.ts`,
          ], { clearEnv: true, env: childEnv({ DENO_DIR: denoDir, NO_COLOR: "1" }) });
          assert.equal(fill.code, 0, fill.stderr);
        },
      });
      // Without the lock, Deno wants registry metadata the cache does not hold (unpdf's
      // optional @napi-rs/canvas): the same offline run must fail, and say so. (Since the annex
      // readers load on first use, the CLI's statute answers get through and it is the MCP
      // server, whose graph names unpdf, that fails.)
      await assert.rejects(
        checkPublished({ env: offline, flags: ["--cached-only"], noLock: true }),
        /napi-rs|cached-only|not found in cache|127\.0\.0\.1:9/i,
      );
    } finally {
      await Deno.remove(denoDir, { recursive: true }).catch(() => {});
    }
  },
});
