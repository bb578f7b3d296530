/**
 * Which links an annex download may follow. Links come from upstream answers (and, in demo mode
 * and tests, from recordings), so they are not trusted: a file is fetched only from the
 * configured upstream's own host. Links to law.go.kr are re-pointed at the configured upstream
 * (so that a proxy base URL, the replay and demo mode serve the files too); anything else — another
 * host, a loopback or private address, another scheme — is refused, and so is a redirect that
 * leaves the upstream's host.
 *
 * @module
 */

import { DrfError } from "../errors.ts";
import { FILE_TARGET } from "../targets/ids.ts";

const LAW_GO_KR = /(^|\.)law\.go\.kr$/i;

function refused(what: string): DrfError {
  return new DrfError(
    "UPSTREAM_MALFORMED",
    `별표·서식 파일 링크가 설정된 법제처 서버 밖(${what})을 가리켜 받지 않았습니다 ` +
      "(annex link leaves the configured upstream host; refused).",
    { target: FILE_TARGET },
    false,
  );
}

/** A short, key-free description of where a URL points. */
function where(u: URL): string {
  return `${u.protocol}//${u.host}`.slice(0, 80);
}

/**
 * The URL a download link resolves to against the upstream `base`: relative links resolve
 * against its origin, law.go.kr links are re-pointed at it; any other host throws.
 */
export function downloadUrl(link: string, base: URL): URL {
  let abs: URL;
  try {
    abs = new URL(link, base.origin);
  } catch {
    throw refused("invalid link");
  }
  if (abs.protocol !== "http:" && abs.protocol !== "https:") throw refused(abs.protocol);
  if (abs.host === base.host && abs.protocol === base.protocol) return abs;
  if (LAW_GO_KR.test(abs.hostname)) return new URL(abs.pathname + abs.search, base.origin);
  throw refused(where(abs));
}

/** Whether a redirect target stays on the upstream's own host (and scheme). */
export function sameUpstream(to: URL, base: URL): boolean {
  return to.host === base.host && to.protocol === base.protocol;
}

/** The error for a redirect that leaves the upstream's host. */
export function redirectRefused(to: URL): DrfError {
  return refused(`redirect to ${where(to)}`);
}
