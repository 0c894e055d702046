import type { ReactElement } from "react";
import { withServerStyles } from "../patches/emotionStyles";

// Emotion adopts the styles the build wrote into the page's <head> without moving them (each move makes
// the browser recalculate the whole page's style): gatsby/patches/emotionStyles.tsx.
export const wrapRootElement = ({ element }: { element: ReactElement }) => withServerStyles(element);
