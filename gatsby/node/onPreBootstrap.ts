import path from "node:path";
import type { GatsbyNode } from "gatsby";
import { backendWarning, resolveCmsBackend } from "../../src/cms/backend";
import { warnAboutDeploySettings } from "../../src/booking/config";
import { checkContent, describeProblems } from "../../src/content/check";
import { describePlaceholders, launchPlaceholders } from "../../src/content/launch";
import { restoreMatchPathFiles } from "../patches/restoreMatchPathFiles";

export const onPreBootstrap: GatsbyNode["onPreBootstrap"] = ({ store, reporter }) => {
  // Content is checked against src/content/schema/ before anything reads it: a broken file stops the
  // build with the file, the field and what was expected, one problem per line (not a GraphQL trace).
  // `gatsby develop` only reports them, so that the admin at /admin/ stays up to fix them.
  const contentDir = path.join(store.getState().program.directory, "content");
  const problems = checkContent(contentDir);
  if (problems.length > 0) reporter.panicOnBuild(describeProblems(problems));
  // What is still a placeholder (npm run check:launch): a reminder at every build, never a failure.
  else {
    const placeholders = launchPlaceholders(contentDir, process.env);
    if (placeholders.length > 0) reporter.warn(describePlaceholders(placeholders));
  }
  // On Netlify, say now that the contact function will answer 502 (SMTP_URL, CONTACT_TO), not after launch.
  warnAboutDeploySettings(process.env, (message) => reporter.warn(message));
  // Off Netlify, an admin on git-gateway (the default) cannot log anyone in: say what to set.
  const adminWarning = backendWarning(process.env, resolveCmsBackend(process.env).backend);
  if (adminWarning) reporter.warn(adminWarning);
  // A cached build needs back the localized 404 files the Netlify adapter moved last time (see the file).
  const restored = restoreMatchPathFiles(store.getState().program.directory);
  if (restored.length > 0) reporter.info(`restored for the cached build: ${restored.join(", ")}`);
};
