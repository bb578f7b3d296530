/**
 * Sources built from the fixture slice (tests/fixtures/library): a plain directory, a two-commit
 * git checkout dated like the bundle's, a GitHub-style .tar.gz, and the CLI as a subprocess.
 */

const fromFileUrl = (u: URL) => decodeURIComponent(u.pathname);

export const FIXTURE = fromFileUrl(new URL("../fixtures/library/", import.meta.url));
export const HEAD_DIR = `${FIXTURE}head`;
export const IN_FORCE_DIR = `${FIXTURE}in-force`;
export const CLI = fromFileUrl(new URL("../../lib/library/cli.ts", import.meta.url));
/** The bundle's date: what its commit 1 holds is in force on it. */
export const BUNDLE_DAY = "2026-06-05";

let root: string | undefined;

/** A fresh directory under this test file's own temp root, removed when the file's tests end. */
export function tempDir(prefix = "lib-"): string {
  if (!root) {
    root = Deno.makeTempDirSync({ prefix: "beopmang-library-test-" });
    const dir = root;
    globalThis.addEventListener("unload", () => {
      try {
        Deno.removeSync(dir, { recursive: true });
      } catch { /* already gone */ }
    });
  }
  return Deno.makeTempDirSync({ dir: root, prefix });
}

async function run(cmd: string, args: string[], cwd?: string, env?: Record<string, string>) {
  const out = await new Deno.Command(cmd, { args, cwd, env, stdout: "piped", stderr: "piped" })
    .output();
  if (!out.success) {
    throw new Error(`${cmd} ${args.join(" ")}: ${new TextDecoder().decode(out.stderr)}`);
  }
  return new TextDecoder().decode(out.stdout);
}

async function copyTree(from: string, to: string): Promise<void> {
  for await (const e of Deno.readDir(from)) {
    const a = `${from}/${e.name}`, b = `${to}/${e.name}`;
    if (e.isDirectory) {
      await Deno.mkdir(b, { recursive: true });
      await copyTree(a, b);
    } else await Deno.copyFile(a, b);
  }
}

/** A temp dir holding a plain copy of the slice's newest files (`kr/…`). */
export async function plainCopy(): Promise<string> {
  const dir = tempDir("plain-");
  await copyTree(HEAD_DIR, dir);
  return dir;
}

/** A git checkout: commit 1 "in force on 2026-06-05", commit 2 (HEAD) "promulgated up to …". */
export async function gitCheckout(): Promise<string> {
  const dir = tempDir("git-");
  await run("git", ["init", "-q", "-b", "main", dir]);
  await copyTree(HEAD_DIR, dir);
  await copyTree(IN_FORCE_DIR, dir);
  const env = (date: string) => ({
    GIT_AUTHOR_NAME: "t",
    GIT_AUTHOR_EMAIL: "t@example.invalid",
    GIT_COMMITTER_NAME: "t",
    GIT_COMMITTER_EMAIL: "t@example.invalid",
    GIT_AUTHOR_DATE: date,
    GIT_COMMITTER_DATE: date,
  });
  await run("git", ["add", "-A"], dir);
  await run(
    "git",
    ["commit", "-q", "-m", "in force on 2026-06-05"],
    dir,
    env("2026-06-04T12:00:00+09:00"),
  );
  await copyTree(HEAD_DIR, dir);
  await run("git", ["add", "-A"], dir);
  await run(
    "git",
    ["commit", "-q", "-m", "promulgated up to 2026-06-05"],
    dir,
    env("2026-06-05T12:00:00+09:00"),
  );
  return dir;
}

/** A GitHub-archive-style tarball (`legalize-kr-main/kr/…`) of the checkout's HEAD. */
export async function tarball(checkout: string): Promise<string> {
  const file = `${tempDir("tgz-")}/legalize-kr-main.tar.gz`;
  await run("sh", [
    "-c",
    `git -C "$1" archive --prefix=legalize-kr-main/ HEAD | gzip > "$2"`,
    "sh",
    checkout,
    file,
  ]);
  return file;
}

/** Runs `lib/library/cli.ts` as a subprocess. */
export async function cli(args: string[], env: Record<string, string> = {}) {
  const out = await new Deno.Command(Deno.execPath(), {
    args: ["run", "-A", CLI, ...args],
    env,
    stdout: "piped",
    stderr: "piped",
  }).output();
  const dec = new TextDecoder();
  return { code: out.code, stdout: dec.decode(out.stdout), stderr: dec.decode(out.stderr) };
}
