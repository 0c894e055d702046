/** A full page load; its own module so tests can observe it (jsdom cannot navigate). */
export function loadPage(url: string, replace: boolean) {
  if (replace) window.location.replace(url);
  else window.location.assign(url);
}
