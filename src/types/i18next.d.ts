import "i18next";

// Our locale files never hold null, and i18nOptions sets returnNull: false to match.
declare module "i18next" {
  interface CustomTypeOptions {
    returnNull: false;
  }
}
