// Taken from the i18n plugin's dist/ file, not its index (why, and the tripwire that checks the
// export is still there: gatsby/patches/i18nPluginDist.ts): the plugin's Link, re-typed (it is typed
// against an older @types/react: tsc TS2739, missing placeholder, onResize…). One module per dist file,
// so each chunk takes only the file it uses, as with a direct import.
import type { GatsbyLinkProps } from "gatsby";
import { Link as I18nLink } from "gatsby-plugin-react-i18next/dist/Link";
import type React from "react";

export const Link = I18nLink as unknown as React.FC<Omit<GatsbyLinkProps<unknown>, "ref"> & { language?: string }>;
