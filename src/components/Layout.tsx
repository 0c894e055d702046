import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { ErrorBoundary } from "./ErrorBoundary";
import { GlobalStyles } from "./GlobalStyles";
import { SkipLink } from "./SkipLink";

export const MAIN_ID = "main";

/** Global styles, the skip link and the error boundary shared by every page. */
export function Layout({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <>
      <GlobalStyles />
      <SkipLink target={MAIN_ID} label={t("nav.skipToContent")} />
      <ErrorBoundary title={t("error.title")} text={t("error.text")} reloadLabel={t("error.reload")}>
        {children}
      </ErrorBoundary>
    </>
  );
}
