/** Checks of the production build in public/ (performance budget): run after `gatsby build`. */
const base = require("./jest.config");

module.exports = {
  ...base,
  testMatch: ["<rootDir>/__tests__/build/**/*.build.test.[jt]s"],
  testPathIgnorePatterns: ["node_modules", "\\.cache", "<rootDir>/public", "<rootDir>/e2e"],
  testEnvironment: "node",
  setupFilesAfterEnv: [],
};
