import { useTranslation } from "react-i18next";
import { LANGUAGE_KEY } from "../i18n/languageKey";
import { useEffect } from "react";
import { openLanguage } from "../navigation/pageNavigation";
import { isLanguage, localizedPath } from "../i18n/languages";

/**
 * The language bar stores the visitor's choice (LANGUAGE_KEY). A later visit to a page
 * in the other language brings them on to their language, at the same place, without a new history
 * entry.
 */
export function useRememberedLanguage() {
  const { language } = useTranslation().i18n;
  useEffect(() => {
    let stored: string | null = null;
    try {
      stored = window.localStorage.getItem(LANGUAGE_KEY);
    } catch {
      return; // storage blocked: nothing remembered
    }
    if (stored && stored !== language && isLanguage(stored)) {
      openLanguage(localizedPath(stored), window.location.hash, { remember: false, replace: true });
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only on arrival: later changes go through the language bar itself
  }, []);
}
