import { useEffect } from "react";
import { LANGUAGE_KEY } from "gatsby-plugin-react-i18next/dist/types";
import type { Language } from "../contact/options";

const isLanguage = (value: string | null, languages: readonly string[]): value is Language =>
  value !== null && languages.includes(value);

/**
 * The language bar stores the visitor's choice (the i18n plugin's own key). A later visit to a page
 * in the other language brings them back to their language at the same place.
 */
export function useRememberedLanguage(
  current: Language,
  languages: readonly string[],
  goTo: (language: Language, hash: string) => void,
) {
  useEffect(() => {
    let stored: string | null = null;
    try {
      stored = window.localStorage.getItem(LANGUAGE_KEY);
    } catch {
      return; // storage blocked: nothing remembered
    }
    if (isLanguage(stored, languages) && stored !== current) goTo(stored, window.location.hash);
    // Only on arrival: later changes go through the language bar itself.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}
