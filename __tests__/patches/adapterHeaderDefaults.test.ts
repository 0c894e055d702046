/** @jest-environment node */
import { checkAdapterHeaderDefaults } from "../../gatsby/patches/adapterHeaderDefaults";

test("Gatsby's installed defaults are ours, by lower-case name and value", () => {
  expect(() => checkAdapterHeaderDefaults()).not.toThrow();
});

describe("tripwire: the build stops when Gatsby's defaults change", () => {
  const ours = { "referrer-policy": "same-origin", "x-frame-options": "DENY" };
  test("a default changes its value", () => {
    const base = [
      { key: "referrer-policy", value: "strict-origin-when-cross-origin" },
      { key: "x-frame-options", value: "DENY" },
    ];
    expect(() => checkAdapterHeaderDefaults(base, ours)).toThrow(
      /now say referrer-policy: strict-origin-when-cross-origin; ours .* say referrer-policy: same-origin/,
    );
  });
  test("a default is dropped or renamed", () => {
    expect(() =>
      checkAdapterHeaderDefaults(
        [
          { key: "Referrer-Policy", value: "same-origin" },
          { key: "x-frame-options", value: "DENY" },
        ],
        ours,
      ),
    ).toThrow(/referrer-policy: \(absent\)/);
  });
});
