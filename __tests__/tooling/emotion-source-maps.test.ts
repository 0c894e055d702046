/** @jest-environment node */
/**
 * Emotion's babel plugin, as gatsby-plugin-emotion sets it up with the site's options (after Gatsby fills in
 * the options' defaults), writes no source maps into a production build. They would be dead code in the
 * browser, but webpack weighs each module with them when it splits chunks (Gatsby gives a module over
 * 160 KB a chunk of its own), so a styles file's comments could add a chunk to every page's first load.
 */
import { onCreateBabelConfig, pluginOptionsSchema } from "gatsby-plugin-emotion/gatsby-node";
import { Joi } from "gatsby-plugin-utils";

async function babelOptions(nodeEnv: string) {
  const previous = process.env.NODE_ENV;
  process.env.NODE_ENV = nodeEnv;
  try {
    let config: { plugins?: { resolve: string; options?: Record<string, unknown> }[] } = {};
    jest.isolateModules(() => {
      config = (jest.requireActual("../../gatsby-config") as { default: typeof config }).default;
    });
    const entry = config.plugins!.find((plugin) => plugin.resolve === "gatsby-plugin-emotion");
    const options = await pluginOptionsSchema({ Joi }).validateAsync(entry?.options ?? {});
    let babel: Record<string, unknown> = {};
    onCreateBabelConfig(
      {
        actions: { setBabelPlugin: ({ options: set }: { options: Record<string, unknown> }) => (babel = set) },
        store: { getState: () => ({ config: { jsxRuntime: "automatic" } }) },
      },
      options,
    );
    return babel;
  } finally {
    process.env.NODE_ENV = previous;
  }
}

test("a production build gets no Emotion source maps", async () => {
  expect(await babelOptions("production")).toMatchObject({ sourceMap: false });
});

test("development keeps them, for the browser's developer tools", async () => {
  expect(await babelOptions("development")).toMatchObject({ sourceMap: true });
});
