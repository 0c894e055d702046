// i18next options shared by the site (gatsby-config.ts) and the unit tests (jest.setup.ts).
export const i18nextOptions = {
  interpolation: { escapeValue: false },
  keySeparator: ".",
  nsSeparator: false as const,
  returnObjects: true,
  returnNull: false,
  fallbackLng: false as const,
};
