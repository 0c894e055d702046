/** @jest-environment node */
// The one place where words are typed into a test: the specification's error catalogue (section 8) fixes
// the French toasts' exact wording, so an editor's change to them must turn CI red. Every other test reads
// the texts from content/ and stays green whatever the wording (`npm run test:content-change` runs them
// with every text changed, and leaves this file out).
import fr from "../../content/locales/fr/translation.json";
import site from "../../content/site.json";
import { format } from "../support/content";

describe("the French toasts say what the specification says", () => {
  test("contact send fails: « Erreur » / « Impossible d'envoyer le message. Veuillez réessayer. »", () => {
    expect(fr.contact.toast.errorTitle).toBe("Erreur");
    // The specification's words, set with the typographic apostrophe French content uses (issue 18).
    expect(fr.contact.toast.errorText).toBe("Impossible d’envoyer le message. Veuillez réessayer.");
  });

  // Said by the confirmation panel that replaces the form (no toast since issue 18).
  test("contact send succeeds: « Message envoyé ! » / « Nous vous répondrons dans les 2 heures. »", () => {
    expect(fr.contact.sent.title).toBe("Message envoyé !");
    // The spec's "2 heures" is the response promise of its business constants, site.json's responseHours.
    expect(site.responseHours).toBe(2);
    expect(format(fr.contact.sent.next_other, { count: site.responseHours })).toBe("Nous vous répondrons dans les 2 heures.");
  });
});
