/**
 * A downloaded file as the client hands it on: an empty body or an HTML page instead of a file
 * is an error, never a file (law.go.kr answers an expired or missing file with a page), and the
 * file's name comes from Content-Disposition when sent.
 *
 * @module
 */

import { classifyBody } from "./classify.ts";
import { DrfError } from "../errors.ts";
import { FILE_TARGET } from "../targets/ids.ts";
import type { AttemptResult } from "./transport.ts";
import type { DrfDownload } from "./request.ts";

/**
 * The file one attempt brought, or the error it is.
 *
 * @example
 * ```ts
 * import { downloaded } from "./download_file.ts";
 * import type { AttemptResult } from "./transport.ts";
 * const raw = new Uint8Array([37, 80, 68, 70]); // "%PDF"
 * const res = { body: "%PDF", raw, bytes: 4, headers: new Headers() } as unknown as AttemptResult;
 * downloaded(res, "https://www.law.go.kr/LSW/flDownload.do?flSeq=1").bytes.length; // 4
 * ```
 */
export function downloaded(res: AttemptResult, maskedUrl: string): DrfDownload {
  const head = new TextDecoder().decode(res.raw.subarray(0, 512)).trimStart().toLowerCase();
  if (res.bytes === 0) {
    throw new DrfError(
      "UPSTREAM_EMPTY",
      "법제처 서버가 빈 파일을 보냈습니다 (empty download).",
      {
        target: FILE_TARGET,
      },
    );
  }
  if (head.startsWith("<!doctype html") || head.startsWith("<html")) {
    classifyBody(res.body, "HTML", FILE_TARGET); // throws for the known error pages
    throw new DrfError(
      "UPSTREAM_MALFORMED",
      "파일 대신 HTML 페이지가 왔습니다. 링크가 만료되었거나 파일이 없습니다 (HTML instead of a file).",
      { target: FILE_TARGET },
    );
  }
  const disposition = res.headers.get("content-disposition") ?? "";
  const m = /filename\*?=(?:UTF-8'')?"?([^";]+)"?/i.exec(disposition);
  let fileName: string | undefined;
  try {
    fileName = m ? decodeURIComponent(m[1]) : undefined;
  } catch {
    fileName = m?.[1];
  }
  return {
    bytes: res.raw,
    contentType: res.headers.get("content-type") ?? undefined,
    fileName,
    url: maskedUrl,
  };
}
