import type { GatsbySSR } from "gatsby";
import { withPageEmotionCache } from "../patches/emotionStyles";

// Each page is rendered with its own Emotion cache, and its styles go into its <head>: see gatsby/patches/emotionStyles.tsx.
export const wrapRootElement: GatsbySSR["wrapRootElement"] = ({ element, pathname }) => withPageEmotionCache(element, pathname);
