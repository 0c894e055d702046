// Jest runs the sources as CommonJS, where `import.meta` does not exist: the one place that uses it
// (src/contact/challenge.ts, the proof of work's worker URL that webpack bundles) gets this file's URL.
function importMetaUrl({ types: t }) {
  return {
    visitor: {
      MetaProperty(path) {
        if (path.node.meta.name !== "import" || !path.parentPath.isMemberExpression({ object: path.node })) return;
        const url = t.memberExpression(
          t.callExpression(t.memberExpression(t.callExpression(t.identifier("require"), [t.stringLiteral("node:url")]), t.identifier("pathToFileURL")), [
            t.identifier("__filename"),
          ]),
          t.identifier("href"),
        );
        path.parentPath.replaceWith(url);
      },
    },
  };
}

module.exports = require("babel-jest").default.createTransformer({
  presets: [["babel-preset-gatsby", { reactRuntime: "automatic", reactImportSource: "@emotion/react" }], "@babel/preset-typescript"],
  plugins: [importMetaUrl],
});
