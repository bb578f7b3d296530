/**
 * Browser sessions on a server that requires `BEOPMANG_AUTH_TOKEN` (`/signin`, in
 * `signin.ts`, sets them): a cookie holding `expiry.nonce.signature`, an HMAC made with the
 * token as key. The cookie never holds the token, no script can read it, any instance that
 * knows the token can check it (no session store: isolates of one deployment agree), and
 * changing the token ends every session.
 *
 * @module
 */

import { sameSecret } from "./checks.ts";

/** The session cookie's name. */
export const SESSION_COOKIE = "beopmang_session";
/** How long a session lasts. */
export const SESSION_TTL_S = 12 * 60 * 60;

const enc = new TextEncoder();

function b64url(bytes: ArrayBuffer | Uint8Array): string {
  return btoa(String.fromCharCode(...new Uint8Array(bytes)))
    .replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
}

async function sign(token: string, payload: string): Promise<string> {
  const key = await crypto.subtle.importKey(
    "raw",
    enc.encode(token),
    { name: "HMAC", hash: "SHA-256" },
    false,
    ["sign"],
  );
  return b64url(await crypto.subtle.sign("HMAC", key, enc.encode(`beopmang-session:${payload}`)));
}

/**
 * A new session value for `token`, valid for {@link SESSION_TTL_S}.
 *
 * @example
 * ```ts
 * import { mintSession, validSession } from "./session.ts";
 * const value = await mintSession("s3cret");
 * console.assert(await validSession("s3cret", value));
 * ```
 */
export async function mintSession(token: string, now = Date.now()): Promise<string> {
  const exp = Math.floor(now / 1000) + SESSION_TTL_S;
  const nonce = b64url(crypto.getRandomValues(new Uint8Array(12)));
  return `${exp}.${nonce}.${await sign(token, `${exp}.${nonce}`)}`;
}

/**
 * Whether a session value was minted with `token` and has not expired (constant-time).
 *
 * @example
 * ```ts
 * import { validSession } from "./session.ts";
 * console.assert(!(await validSession("s3cret", "1.forged.value")));
 * ```
 */
export async function validSession(
  token: string,
  value: string | undefined,
  now = Date.now(),
): Promise<boolean> {
  const m = value ? /^(\d{1,12})\.([\w-]{1,64})\.([\w-]{1,128})$/.exec(value) : null;
  if (!m || Number(m[1]) * 1000 <= now) return false;
  return await sameSecret(m[3], await sign(token, `${m[1]}.${m[2]}`));
}

/**
 * A cookie's value from a `Cookie` header.
 *
 * @example
 * ```ts
 * import { cookieValue } from "./session.ts";
 * cookieValue("a=1; beopmang_session=x.y.z", "beopmang_session"); // "x.y.z"
 * ```
 */
export function cookieValue(header: string | null, name: string): string | undefined {
  for (const part of (header ?? "").split(";")) {
    const i = part.indexOf("=");
    if (i > 0 && part.slice(0, i).trim() === name) return part.slice(i + 1).trim();
  }
  return undefined;
}
