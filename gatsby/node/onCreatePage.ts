import type { GatsbyNode } from "gatsby";
import { dedoubleMatchPath } from "../patches/localized404MatchPath";

export const onCreatePage: GatsbyNode["onCreatePage"] = ({ page, actions }) => {
  // The localized 404 pages' matchPath, prefixed twice by the i18n plugin: gatsby/patches/localized404MatchPath.ts.
  dedoubleMatchPath(page, actions);
};
