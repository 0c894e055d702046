/**
 * The admin at /admin/, as Decap documents it: a static page (public/admin/index.html) that loads Decap's
 * prebuilt script and then our own, which registers the site's widgets, previews and formats and starts
 * Decap with src/cms/collections.ts (src/cms/cms.tsx). Our script is bundled here by esbuild, apart
 * from the site's webpack build: none of it reaches the public pages, and it takes about two seconds.
 *
 * React, ReactDOM and Decap are their own prebuilt files, loaded first and shared as globals (Decap's
 * bundle reads `window.React` and `window.ReactDOM`), so the admin runs one copy of each. The backend the
 * build chose (src/cms/backend.ts) is inlined as CMS_BACKEND; the Netlify Identity widget is loaded only
 * for git-gateway on Netlify (usesIdentityWidget). A production build writes no source map and strips
 * the copied scripts' `sourceMappingURL` comment: the admin's sources are not published.
 */
import { readFileSync } from "node:fs";
import { copyFile, mkdir, readFile, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import * as esbuild from "esbuild";
import { resolveCmsBackend, usesIdentityWidget, type CmsBackend } from "../../src/cms/backend";
import { escapeHtml } from "../../src/booking/mail/html";

/** Where the admin is served, relative to public/ (src/deploy/headers.ts ADMIN_PATH). */
export const ADMIN_DIR = "admin";

export interface AdminSettings {
  backend?: CmsBackend;
  /** Why no backend could be chosen (CMS_BACKEND, CMS_REPO, CMS_BRANCH): the build stops with it. */
  problem?: string;
  identity: boolean;
}

export function adminSettings(env: Record<string, string | undefined>): AdminSettings {
  const { backend, problem } = resolveCmsBackend(env);
  return { backend, problem, identity: backend ? usesIdentityWidget(backend, env) : false };
}

/** The prebuilt scripts the page loads before ours, in order: the file in node_modules and its name in public/admin/. */
function prebuilt(production: boolean, identity: boolean) {
  const react = production ? "production.min" : "development";
  return [
    ...(identity ? [{ from: "netlify-identity-widget/build/netlify-identity.js", to: "netlify-identity.js" }] : []),
    { from: `react/umd/react.${react}.js`, to: "react.js" },
    { from: `react-dom/umd/react-dom.${react}.js`, to: "react-dom.js" },
    { from: "decap-cms-app/dist/decap-cms-app.js", to: "decap-cms-app.js" },
  ];
}

/** Decap's page: its title, no indexing, the scripts in order (deferred, so they run in that order). */
export function adminPage(title: string, scripts: readonly string[]): string {
  const tags = scripts.map((src) => `<script defer src="${src}"></script>`).join("");
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title><meta name="robots" content="none"><meta name="viewport" content="width=device-width,initial-scale=1"><link rel="icon" href="icon.png">${tags}</head><body></body></html>\n`;
}

/** The comment naming a script's map, on its last line (not the data: URLs inside Decap's CSS strings). */
export const SOURCE_MAP_COMMENT = /\n\/\/# sourceMappingURL=[^\s'"]+\s*$/;

/** The globals the prebuilt files define, for the imports of our script that name them. */
const GLOBALS: Record<string, string> = { react: "React", "react-dom": "ReactDOM", "decap-cms-app": "DecapCmsApp" };

/** esbuild's options for src/cms/cms.tsx. */
export function adminBundleOptions(root: string, outdir: string, production: boolean, settings: AdminSettings): esbuild.BuildOptions {
  return {
    entryPoints: { cms: path.join(root, "src/cms/cms.tsx") },
    outdir,
    bundle: true,
    format: "iife",
    platform: "browser",
    target: "es2020",
    minify: production,
    sourcemap: production ? false : "linked",
    legalComments: "none",
    jsx: "automatic",
    jsxImportSource: "@emotion/react",
    define: {
      "process.env.NODE_ENV": JSON.stringify(production ? "production" : "development"),
      CMS_BACKEND: JSON.stringify(settings.backend ?? null),
      CMS_IDENTITY: JSON.stringify(settings.identity),
    },
    loader: { ".woff2": "file", ".woff": "file", ".png": "file", ".jpg": "file", ".svg": "file" },
    assetNames: "static/[name]-[hash]",
    logLevel: "silent",
    plugins: [
      {
        name: "admin-imports",
        setup(build) {
          // react, react-dom and decap-cms-app: the globals of the prebuilt files (subpaths such as
          // react/jsx-runtime and react-dom/client are bundled and reach the same globals through these).
          build.onResolve({ filter: /^(react|react-dom|decap-cms-app)$/ }, (args) => ({ path: args.path, namespace: "global" }));
          build.onLoad({ filter: /.*/, namespace: "global" }, (args) => ({ contents: `module.exports = window.${GLOBALS[args.path]};`, loader: "js" }));
          // `~package/file` in CSS (webpack's css-loader convention, used by src/styles/fonts.css).
          build.onResolve({ filter: /^~/ }, (args) => build.resolve(args.path.slice(1), { resolveDir: args.resolveDir, kind: args.kind }));
          // `file?inline`: the file as a data: URL (the log-in mark's font, src/cms/cms.tsx).
          build.onResolve({ filter: /\?inline$/ }, async (args) => {
            const resolved = await build.resolve(args.path.slice(0, -"?inline".length), { resolveDir: args.resolveDir, kind: args.kind });
            return resolved.errors.length > 0 ? { errors: resolved.errors } : { path: resolved.path, namespace: "inline" };
          });
          build.onLoad({ filter: /.*/, namespace: "inline" }, async (args) => ({ contents: await readFile(args.path), loader: "dataurl" }));
        },
      },
    ],
  };
}

/**
 * Writes public/admin/ afresh: the page, the icon, the prebuilt scripts and our bundle (cms.js, and
 * cms.css, the preview pane's styles, with its fonts under static/). Throws with the backend problem or
 * esbuild's errors.
 */
export async function buildAdmin(
  root: string,
  {
    production,
    title,
    settings,
    outdir = path.join(root, "public", ADMIN_DIR),
    bundle = true,
  }: { production: boolean; title: string; settings: AdminSettings; outdir?: string; bundle?: boolean },
) {
  if (settings.problem || !settings.backend) throw new Error(settings.problem ?? "admin: no CMS backend chosen (src/cms/backend.ts)");
  await rm(outdir, { recursive: true, force: true });
  await mkdir(outdir, { recursive: true });
  const scripts = prebuilt(production, settings.identity);
  for (const { from, to } of scripts) {
    // By path, not require.resolve: react's `exports` do not list its umd/ files, and Gatsby's compiler of
    // gatsby-node turns `require.resolve` into undefined. All four are the site's own dependencies.
    const source = await readFile(path.join(root, "node_modules", from), "utf8");
    await writeFile(path.join(outdir, to), production ? source.replace(SOURCE_MAP_COMMENT, "\n") : source);
  }
  await copyFile(path.join(root, "content/images/icon.png"), path.join(outdir, "icon.png"));
  await writeFile(path.join(outdir, "index.html"), adminPage(title, [...scripts.map(({ to }) => to), "cms.js"]));
  // `npm run cms` bundles through its watching context instead (watchAdmin).
  if (bundle) await esbuild.build(adminBundleOptions(root, outdir, production, settings));
  return { files: scripts.length + 3 };
}

/** `npm run cms` (gatsby develop): writes public/admin/, then bundles ours at once and again on every save. */
export async function watchAdmin(root: string, { title, settings }: { title: string; settings: AdminSettings }) {
  await buildAdmin(root, { production: false, title, settings, bundle: false });
  const context = await esbuild.context({ ...adminBundleOptions(root, path.join(root, "public", ADMIN_DIR), false, settings), logLevel: "warning" });
  await context.watch();
  return context;
}

/** The admin's tab title: "Content · " and the brand (content/site.json). */
export const adminTitle = (root: string) => `Content · ${(JSON.parse(readFileSync(path.join(root, "content/site.json"), "utf8")) as { brand: string }).brand}`;
