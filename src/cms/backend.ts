/**
 * Where the admin on the live site saves, chosen when the site is built (gatsby-config.ts passes the
 * result to gatsby/admin/build.ts, which inlines it into the admin's bundle). On a laptop Decap uses the
 * local backend whatever this says (`local_backend` in config.ts, `npm run cms`).
 *
 * - `github` (recommended): editors log in with their GitHub account. On a build on Netlify (NETLIFY=true)
 *   through Netlify's GitHub OAuth provider (api.netlify.com signs the OAuth exchange with the site's
 *   client secret); anywhere else through our own server (src/server/oauth.ts: /api/auth and
 *   /api/callback at SITE_URL). CMS_AUTH=netlify or CMS_AUTH=self overrides the choice.
 *   docs/editing.md, "On the live site (Netlify)". Each save is a commit by that editor.
 * - `git-gateway` (legacy, the default so that existing sites keep working): Netlify Identity logs
 *   editors in and Git Gateway commits for them. Netlify deprecates both for new sites.
 */
import { DEFAULT_SITE_URL } from "../i18n/siteUrl";

export type CmsBackend = { name: "git-gateway"; branch: string } | { name: "github"; repo: string; branch: string; base_url: string; auth_endpoint: string };

export const CMS_BACKENDS = ["github", "git-gateway"] as const;
export const DEFAULT_CMS_BACKEND = "git-gateway";
export const DEFAULT_CMS_BRANCH = "main";
/** Netlify's OAuth provider: Decap opens `${base_url}/${auth_endpoint}?provider=github&site_id=…`. */
export const NETLIFY_OAUTH = { base_url: "https://api.netlify.com", auth_endpoint: "auth" } as const;
/** Our own server's (src/server/oauth.ts AUTH_ROUTE, without its slash: Decap adds one). */
export const SELF_OAUTH_ENDPOINT = "api/auth";
export const CMS_AUTHS = ["netlify", "self"] as const;

/**
 * Where the GitHub log-in happens. Decap accepts the token only from a window whose origin is exactly
 * base_url, so ours is the site's origin (SITE_URL), where the admin is opened.
 */
export function oauthProvider(env: Record<string, string | undefined>): { base_url: string; auth_endpoint: string } {
  const choice = env.CMS_AUTH?.trim() || (env.NETLIFY === "true" ? "netlify" : "self");
  if (choice === "netlify") return { ...NETLIFY_OAUTH };
  if (choice !== "self") throw new CmsBackendError(`CMS_AUTH is "${choice}"; set it to ${CMS_AUTHS.map((name) => `"${name}"`).join(" or ")}`);
  return { base_url: new URL(env.SITE_URL?.trim() || DEFAULT_SITE_URL).origin, auth_endpoint: SELF_OAUTH_ENDPOINT };
}

/**
 * Git Gateway lives on Netlify: a build elsewhere with it (the default) gets an admin whose log-in
 * cannot work. Not an error (a laptop's build uses the local backend), a warning naming what to set.
 */
export function backendWarning(env: Record<string, string | undefined>, backend: CmsBackend | undefined): string | undefined {
  if (backend?.name !== "git-gateway" || env.NETLIFY === "true") return undefined;
  return 'Admin (Decap CMS): this build is not on Netlify, and its backend is git-gateway (Netlify Identity), which only works on Netlify: editors could not log in on your own server. Set CMS_BACKEND=github and CMS_REPO=owner/name, and the GitHub OAuth app\'s GITHUB_OAUTH_CLIENT_ID / GITHUB_OAUTH_CLIENT_SECRET on the server (docs/deploy.md, "Self-hosting").';
}

const REPO = /^[A-Za-z0-9-]+\/[A-Za-z0-9._-]+$/;
// A branch name as git allows it, without the characters that would need escaping in a URL.
const BRANCH = /^(?!\/|.*\/\/|.*\.\.|.*\/$|.*\.lock$)[A-Za-z0-9._/-]+$/;

export class CmsBackendError extends Error {
  constructor(message: string) {
    super(`Admin (Decap CMS) backend: ${message}. See docs/editing.md, "On the live site (Netlify)".`);
    this.name = "CmsBackendError";
  }
}

const isBackendName = (name: string): name is (typeof CMS_BACKENDS)[number] => (CMS_BACKENDS as readonly string[]).includes(name);

/** The backend for the environment the build runs in (CMS_BACKEND, CMS_REPO, CMS_BRANCH). */
export function cmsBackend(env: Record<string, string | undefined>): CmsBackend {
  const name = env.CMS_BACKEND?.trim() || DEFAULT_CMS_BACKEND;
  const branch = env.CMS_BRANCH?.trim() || DEFAULT_CMS_BRANCH;
  if (!isBackendName(name)) {
    throw new CmsBackendError(`CMS_BACKEND is "${name}"; set it to ${CMS_BACKENDS.map((b) => `"${b}"`).join(" or ")}`);
  }
  if (!BRANCH.test(branch)) throw new CmsBackendError(`CMS_BRANCH "${branch}" is not a branch name`);
  if (name === "git-gateway") return { name, branch };
  const repo = env.CMS_REPO?.trim();
  if (!repo) throw new CmsBackendError(`CMS_BACKEND=github needs CMS_REPO, the GitHub repository the site is built from, as owner/name`);
  if (!REPO.test(repo)) throw new CmsBackendError(`CMS_REPO "${repo}" is not of the form owner/name`);
  return { name: "github", repo, branch, ...oauthProvider(env) };
}

/** The same choice as a result instead of an exception, for gatsby-config.ts (see the note there). */
export function resolveCmsBackend(
  env: Record<string, string | undefined>,
): { backend: CmsBackend; problem?: undefined } | { backend?: undefined; problem: string } {
  try {
    return { backend: cmsBackend(env) };
  } catch (error) {
    if (error instanceof CmsBackendError) return { problem: error.message };
    throw error;
  }
}

/**
 * Only git-gateway logs in through Netlify Identity, and only on Netlify: its widget is left out of the admin
 * otherwise, so a site on its own server offers no Netlify Identity log-in (its editors log in with GitHub,
 * as its Privacy Policy says; backendWarning names what to set).
 */
export const usesIdentityWidget = (backend: CmsBackend, env: Record<string, string | undefined> = process.env) =>
  backend.name === "git-gateway" && env.NETLIFY === "true";
