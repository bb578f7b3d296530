/**
 * The REPL in a pseudo-terminal (tmux): search → read → help round trip, history written.
 */

import assert from "node:assert/strict";
import { defaultFixturesDir, startReplayServer } from "../lab/mod.ts";
import { TEST_OC } from "../_support.ts";
import { CLI, ROOT } from "./_run.ts";

function tmuxPath(): string | undefined {
  for (const p of ["/usr/bin/tmux", "/usr/local/bin/tmux", "/bin/tmux"]) {
    try {
      if (Deno.statSync(p).isFile) return p;
    } catch { /* not here */ }
  }
  return undefined;
}

const TMUX = tmuxPath();
if (!TMUX) {
  console.warn("tmux not found: skipping the REPL pseudo-terminal test (apt-get install tmux)");
}

async function tmux(...args: string[]): Promise<string> {
  const out = await new Deno.Command(TMUX!, { args, stdout: "piped", stderr: "piped" }).output();
  return new TextDecoder().decode(out.stdout);
}

async function waitFor(session: string, needle: string, ms = 20_000): Promise<string> {
  const end = Date.now() + ms;
  let screen = "";
  while (Date.now() < end) {
    screen = await tmux("capture-pane", "-p", "-J", "-S", "-300", "-t", session);
    if (screen.includes(needle)) return screen;
    await new Promise((r) => setTimeout(r, 150));
  }
  throw new Error(`timed out waiting for ${JSON.stringify(needle)}; screen:\n${screen}`);
}

Deno.test({
  name: "repl: search → read → help in a pseudo-terminal, history kept",
  ignore: !TMUX,
  async fn() {
    await using replay = await startReplayServer({ fixturesDir: defaultFixturesDir() });
    const dir = await Deno.makeTempDir();
    const history = `${dir}/history`;
    const session = `beopmang-repl-${Deno.pid}`;
    const env = [
      `LAW_OC=${TEST_OC}`,
      `LAW_API_BASE_URL=${replay.baseUrl}`,
      "BEOPMANG_CACHE=off",
      `BEOPMANG_HISTORY=${history}`,
      "NO_COLOR=1",
    ].map((e) => `'${e}'`).join(" ");
    await tmux(
      "new-session",
      "-d",
      "-s",
      session,
      "-x",
      "200",
      "-y",
      "50",
      "-c",
      ROOT,
      `env ${env} '${Deno.execPath()}' run -A '${CLI}'; echo REPL-EXIT-$?; sleep 30`,
    );
    try {
      await waitFor(session, "법망> ");
      await tmux("send-keys", "-t", session, "-l", "건축법");
      await tmux("send-keys", "-t", session, "Enter");
      await waitFor(session, "법령ID 001823");
      // Tab completes a tool name from its prefix.
      await tmux("send-keys", "-t", session, "-l", "get_law_te");
      await tmux("send-keys", "-t", session, "Tab");
      await tmux("send-keys", "-t", session, "-l", ' --name 건축법 --articles "제4조의2"');
      await tmux("send-keys", "-t", session, "Enter");
      const read = await waitFor(session, "제4조의2(건축위원회의 건축 심의 등)");
      assert.ok(read.includes("get_law_text --name 건축법"), read);
      await tmux("send-keys", "-t", session, "-l", "help get_annexes");
      await tmux("send-keys", "-t", session, "Enter");
      await waitFor(session, "get_annexes — ");
      await tmux("send-keys", "-t", session, "-l", "exit");
      await tmux("send-keys", "-t", session, "Enter");
      await waitFor(session, "REPL-EXIT-0");
      const lines = (await Deno.readTextFile(history)).trim().split("\n");
      assert.deepEqual(lines, [
        "건축법",
        'get_law_text --name 건축법 --articles "제4조의2"',
        "help get_annexes",
      ]);
    } finally {
      await tmux("kill-session", "-t", session);
      await Deno.remove(dir, { recursive: true });
    }
  },
});
