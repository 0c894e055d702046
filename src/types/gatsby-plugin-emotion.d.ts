// gatsby-plugin-emotion ships no types: the two exports __tests__/tooling/emotion-source-maps.test.ts runs.
declare module "gatsby-plugin-emotion/gatsby-node" {
  export function pluginOptionsSchema(args: { Joi: unknown }): { validateAsync(options: unknown): Promise<Record<string, unknown>> };
  export function onCreateBabelConfig(
    args: { actions: { setBabelPlugin: (plugin: { options: Record<string, unknown> }) => void }; store: { getState: () => unknown } },
    pluginOptions: Record<string, unknown>,
  ): void;
}
