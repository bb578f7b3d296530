/**
 * `deno task start`: the HTTP app (MCP at `/mcp`, liveness at `/health`) on 127.0.0.1:8000 by
 * default (`HOST`, `PORT`). Without `LAW_OC` it answers from recorded data and says so. Off
 * loopback it refuses to start without `BEOPMANG_AUTH_TOKEN`.
 *
 * @module
 */

import { serveHttp } from "./http.ts";

if (import.meta.main) {
  try {
    const s = await serveHttp();
    const stop = () => {
      s.close().finally(() => Deno.exit(0));
    };
    Deno.addSignalListener("SIGINT", stop);
    Deno.addSignalListener("SIGTERM", stop);
  } catch (e) {
    console.error(`[beopmang] ${e instanceof Error ? e.message : e}`);
    Deno.exit(1);
  }
}
