/** Jest runs the components in jsdom and the function in node (per-file docblock). */
module.exports = {
  transform: { "^.+\\.[jt]sx?$": "<rootDir>/jest-preprocess.js" },
  moduleNameMapper: {
    ".+\\.(css|styl|less|sass|scss)$": "identity-obj-proxy",
    // marked's package entry is an ES module (with syntax Babel's preset does not cover); its UMD build is the same code.
    "^marked$": "<rootDir>/node_modules/marked/lib/marked.umd.js",
    ".+\\.(jpg|jpeg|png|gif|eot|otf|webp|avif|svg|ttf|woff|woff2)$": "<rootDir>/__mocks__/file-mock.js",
  },
  testMatch: ["<rootDir>/__tests__/**/*.test.[jt]s?(x)"],
  // __tests__/build/*.build.test.ts check the production build (public/); `npm run test:build` runs them after it.
  testPathIgnorePatterns: ["node_modules", "\\.cache", "<rootDir>/public", "<rootDir>/e2e", "\\.build\\.test\\."],
  // netlify serve unpacks the functions there, each with its own package.json (a module-name clash).
  modulePathIgnorePatterns: ["<rootDir>/.netlify/"],
  // @fastify/static (src/server/) requires content-disposition 1.x, which ships ESM only.
  transformIgnorePatterns: [
    "node_modules/(?!(gatsby|gatsby-script|gatsby-link|postal-mime|content-disposition)/)(?!@fastify/static/node_modules/content-disposition/)",
  ],
  globals: { __PATH_PREFIX__: "", __BASE_PATH__: "" },
  testEnvironment: "jsdom",
  testEnvironmentOptions: { url: "http://localhost/" },
  setupFiles: ["<rootDir>/loadershim.js"],
  setupFilesAfterEnv: ["<rootDir>/jest.setup.ts"],
};
