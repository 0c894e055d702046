// Self-hosted fonts: no request leaves the site (see the file for why three files, and which display).
import "./src/styles/fonts.css";
// Registers the typography post-processor the i18n plugin's i18next instance is configured with.
import "./src/content/i18nOptions";
import type { ReactElement } from "react";
import { withServerStyles } from "./gatsby/patches/emotionStyles";

// A popstate that only changes the hash never reaches the router: gatsby/patches/hashOnlyPopstate.ts.
export { onClientEntry, onRouteUpdate } from "./gatsby/patches/hashOnlyPopstate";
// Hydration as a transition, in slices that leave the main thread free: gatsby/patches/hydrateAsTransition.ts.
export { replaceHydrateFunction } from "./gatsby/patches/hydrateAsTransition";

// Emotion adopts the styles the build wrote into the page's <head> without moving them (each move makes
// the browser recalculate the whole page's style): gatsby/patches/emotionStyles.tsx.
export const wrapRootElement = ({ element }: { element: ReactElement }) => withServerStyles(element);
