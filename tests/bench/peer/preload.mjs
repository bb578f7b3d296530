// Loaded into korean-law-mcp with `node --import <this file>`: its DRF base URL is hard-wired to
// www.law.go.kr (build/lib/law-url-config.js) and every law.go.kr request goes through the global
// `fetch` (build/lib/fetch-with-retry.js, law-antibot.js); http(s).request is used only for the
// NTS proxy path, which is off without LAW_EXTERNAL_HTTPS_PROXY. So rewriting fetch is enough to
// point it at the replay, without touching its files.
const origin = process.env.BENCH_REPLAY_ORIGIN;
if (!origin) throw new Error("BENCH_REPLAY_ORIGIN is not set");
const host = /^https?:\/\/(?:www\.)?law\.go\.kr(?=[/:?#]|$)(?::\d+)?/i;
const realFetch = globalThis.fetch;
globalThis.fetch = function benchFetch(input, init) {
  const url = typeof input === "string" ? input : input instanceof URL ? input.href : input.url;
  if (host.test(url)) {
    const to = url.replace(host, origin);
    input = typeof input === "string" || input instanceof URL ? to : new Request(to, input);
  }
  return realFetch(input, init);
};
