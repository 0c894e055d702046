// Gatsby's server-rendering hooks, one file each in gatsby/ssr/ (the patches they wire up: PATCHES.md).
// Registers the typography post-processor the i18n plugin's i18next instance is configured with.
import "./src/content/i18nOptions";

export { wrapRootElement } from "./gatsby/ssr/wrapRootElement";
export { onRenderBody } from "./gatsby/ssr/onRenderBody";
