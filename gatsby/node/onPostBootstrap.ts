import path from "node:path";
import type { GatsbyNode } from "gatsby";
import { DEFAULT_LANGUAGE, LANGUAGES } from "../../src/i18n/languages";
import { LEGAL_PATHS } from "../../src/legal/pages";
import { checkLegalPagesLeftAlone } from "../patches/legalPagesI18n";
import { checkLocalized404Pages } from "../patches/localized404MatchPath";
import { watchContent } from "./onCreateNode";

export const onPostBootstrap: GatsbyNode["onPostBootstrap"] = ({ store }) => {
  watchContent(path.join(store.getState().program.directory, "content"));
  // Every page exists now: the page patches' tripwires (gatsby/patches/).
  const pages = [...(store.getState().pages as Map<string, { path: string; matchPath?: string }>).values()];
  checkLocalized404Pages(pages, LANGUAGES, DEFAULT_LANGUAGE);
  const legalPaths = Object.fromEntries(
    Object.values(LEGAL_PATHS).flatMap((paths) => Object.entries(paths).map(([language, pagePath]) => [pagePath, language])),
  );
  checkLegalPagesLeftAlone(pages, legalPaths, LANGUAGES);
};
