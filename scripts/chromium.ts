/**
 * The one browser every browser test and benchmark starts: Debian's Chromium (or whatever CHROME_PATH
 * names), with one list of switches, so that a measurement and a test see the same browser.
 */
export const CHROMIUM_PATH = process.env.CHROME_PATH || "/usr/bin/chromium";

export const CHROMIUM_ARGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

/**
 * Browser features that change nothing a visitor's page does, only what the browser around it costs: the
 * address bar's suggestion popup drawn as a web page (WebUI). Headless, every new window still creates
 * that popup and boots its page in a renderer of its own. On Chromium 156 a blank context cost 2.6
 * CPU-seconds with it and 0.7 without, a home-page visit 3.9 and 1.8 (docs/testing.md), and on two cores
 * that renderer took CPU from the page being tested or measured. Nothing here ever opens the address bar.
 * A Chromium without these features ignores the names.
 */
export const UNUSED_FEATURES = ["WebUIOmniboxPopup", "WebUIOmniboxAimPopup"];

/**
 * Playwright 1.65's own `--disable-features` list (playwright-core's chromiumSwitches.ts). Chromium keeps
 * only the last `--disable-features` it is given, so ours, added after Playwright's, must carry Playwright's
 * names too: Playwright offers no way to add to its list (PATCHES.md). e2e/browser.spec.ts reads the
 * browser's command line and fails when a name of Playwright's is missing from the switch that wins.
 */
export const PLAYWRIGHT_DISABLED_FEATURES = [
  "AvoidUnnecessaryBeforeUnloadCheckSync",
  "DestroyProfileOnBrowserClose",
  "HttpsUpgrades",
  "HttpsFirstBalancedModeAutoEnable",
  "LensOverlay",
  "MediaRouter",
  "PaintHolding",
  "ThirdPartyStoragePartitioning",
  "AvoidCorsURLLoaderRestartOnRedirect",
  "TcpPortRandomizationWin",
  "OptimizationHints",
  "NetworkTimeServiceQuerying",
  "AimEnabled",
  "PreconnectToSearch",
  "msForceBrowserSignIn",
  "msEdgeUpdateLaunchServicesPreferredVersion",
];

/** The one `--disable-features` switch for a launcher whose own list is `launcherDefaults`: both lists, and ours. */
export function disableFeatures(launcherDefaults: readonly string[]): string {
  return `--disable-features=${[...new Set([...launcherDefaults, ...UNUSED_FEATURES])].join(",")}`;
}

/** The switches for a browser Playwright starts. */
export const PLAYWRIGHT_CHROMIUM_ARGS = [...CHROMIUM_ARGS, disableFeatures(PLAYWRIGHT_DISABLED_FEATURES)];
