/**
 * The page's Emotion sheets as the build writes them into each page's <head> (the patch that does it,
 * and why: gatsby/patches/emotionStyles.tsx). Run-time code reads them from here, so the UI never
 * imports the build's patches.
 */

/** Emotion's cache key: `<style data-emotion="css …">`, and `css-global <name>` for a <Global>. */
export const EMOTION_KEY = "css";

/** True in the browser when the page's <head> already holds the sheet of this <Global> (from the build). */
export function hasServerGlobal(name: string): boolean {
  return typeof document !== "undefined" && document.querySelector(`style[data-emotion="${EMOTION_KEY}-global ${name}"]`) !== null;
}
