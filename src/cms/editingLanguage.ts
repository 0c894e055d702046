/**
 * The language the editor is working in, shared by the admin's form and its preview (both live in the
 * admin's one bundle): focusing an English or a French field switches the preview to that language, and
 * the preview's own English / Français tabs switch it too. The default language until the editor says otherwise.
 */
import { useSyncExternalStore } from "react";
import { DEFAULT_LANGUAGE, type Language } from "../i18n/languages";

let current: Language = DEFAULT_LANGUAGE;
const listeners = new Set<() => void>();

export function setEditingLanguage(language: Language) {
  if (language === current) return;
  current = language;
  for (const listener of listeners) listener();
}

export const editingLanguage = () => current;

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export const useEditingLanguage = () => useSyncExternalStore(subscribe, editingLanguage, editingLanguage);
