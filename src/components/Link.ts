import type { GatsbyLinkProps } from "gatsby";
import { Link as I18nLink } from "gatsby-plugin-react-i18next/dist/Link";
import type React from "react";

// The plugin's Link is typed against an older @types/react; the cast keeps tsc honest elsewhere.
export const Link = I18nLink as unknown as React.FC<Omit<GatsbyLinkProps<unknown>, "ref"> & { language?: string }>;
