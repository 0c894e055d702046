/**
 * The hidden popstate (gatsby/patches/hashOnlyPopstate.ts): a back/forward between two hashes of the
 * same page never reaches the router; one that changes the page does. And its tripwire.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { checkRouterListensToPopstate, onClientEntry, onRouteUpdate, ROUTER_SOURCES } from "../../gatsby/patches/hashOnlyPopstate";

const sources = () =>
  Object.fromEntries(ROUTER_SOURCES.map((file) => [file, readFileSync(path.join(__dirname, "../../node_modules", file), "utf8")])) as Record<
    (typeof ROUTER_SOURCES)[number],
    string
  >;

test("a popstate that only changes the hash is stopped before the router's listener; a page change is not", () => {
  window.history.replaceState(null, "", "/fr/");
  onClientEntry();
  const router = jest.fn();
  window.addEventListener("popstate", router);
  try {
    window.history.replaceState(null, "", "/fr/#contact");
    window.dispatchEvent(new PopStateEvent("popstate"));
    expect(router).not.toHaveBeenCalled();
    window.history.replaceState(null, "", "/");
    window.dispatchEvent(new PopStateEvent("popstate"));
    expect(router).toHaveBeenCalledTimes(1);
    onRouteUpdate({ location: window.location });
    window.history.replaceState(null, "", "/#services");
    window.dispatchEvent(new PopStateEvent("popstate"));
    expect(router).toHaveBeenCalledTimes(1);
  } finally {
    window.removeEventListener("popstate", router);
  }
});

test("the installed router and Gatsby entry still have the shape the patch relies on", () => {
  expect(() => checkRouterListensToPopstate(sources())).not.toThrow();
});

describe("tripwire: the build stops when the router changed", () => {
  test("the router listens to something else than window's popstate", () => {
    const changed = sources();
    changed["@gatsbyjs/reach-router/dist/index.js"] = changed["@gatsbyjs/reach-router/dist/index.js"].replaceAll(
      'addEventListener("popstate",',
      'addEventListener("navigate",',
    );
    expect(() => checkRouterListensToPopstate(changed)).toThrow(/index.js no longer adds a popstate listener/);
  });
  test("Gatsby renders without waiting for onClientEntry", () => {
    const changed = sources();
    changed["gatsby/cache-dir/production-app.js"] = changed["gatsby/cache-dir/production-app.js"].replace(
      "apiRunnerAsync(`onClientEntry`).then(",
      "Promise.resolve().then(",
    );
    expect(() => checkRouterListensToPopstate(changed)).toThrow(/no longer renders after onClientEntry/);
  });
});
