// The plugin's index re-exports all of react-i18next (Trans, HOCs…); importing the hook alone keeps
// that out of the bundle.
import { useI18next } from "../i18n/useI18next";
import { LANGUAGE_KEY } from "../i18n/languageKey";
import { useEffect } from "react";
import { openLanguage } from "../navigation/pageNavigation";
import { localizedPath } from "../i18n/languages";

/**
 * The language bar stores the visitor's choice (the i18n plugin's own key). A later visit to a page
 * in the other language brings them on to their language, at the same place, without a new history
 * entry.
 */
export function useRememberedLanguage() {
  const { language, languages } = useI18next();
  useEffect(() => {
    let stored: string | null = null;
    try {
      stored = window.localStorage.getItem(LANGUAGE_KEY);
    } catch {
      return; // storage blocked: nothing remembered
    }
    if (stored && stored !== language && languages.includes(stored)) {
      openLanguage(localizedPath(stored), window.location.hash, { remember: false, replace: true });
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only on arrival: later changes go through the language bar itself
  }, []);
}
