/**
 * The bare servlet-container error page the recorded upstream sends for a method or path it
 * does not serve (405, 404). Never recorded from law.go.kr, so every answer carrying it is
 * flagged `x-replay-synthetic: 1`.
 *
 * @module
 */

const enc = new TextEncoder();

const REASONS: Readonly<Record<number, string>> = {
  400: "Bad Request",
  403: "Forbidden",
  404: "Not Found",
  405: "Method Not Allowed",
  429: "Too Many Requests",
  500: "Internal Server Error",
  502: "Bad Gateway",
  503: "Service Unavailable",
  504: "Gateway Timeout",
};

/** A bare servlet-container error page for `status`. */
export function statusPage(status: number): Uint8Array<ArrayBuffer> {
  const reason = REASONS[status] ?? "Error";
  return enc.encode(
    `<!doctype html><html lang="en"><head><title>HTTP Status ${status} – ${reason}</title></head>` +
      `<body><h1>HTTP Status ${status} – ${reason}</h1><hr class="line" /><p><b>Type</b> Status Report</p>` +
      `<p><b>Description</b> The server encountered a problem answering this request.</p></body></html>`,
  );
}
