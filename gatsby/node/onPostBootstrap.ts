import path from "node:path";
import type { GatsbyNode } from "gatsby";
import { watchContent } from "./onCreateNode";

export const onPostBootstrap: GatsbyNode["onPostBootstrap"] = ({ store }) => {
  watchContent(path.join(store.getState().program.directory, "content"));
};
