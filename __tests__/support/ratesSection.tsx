/**
 * The Rates section as the home page renders it, from content/ (rates, fleet, the agent's minimum hours,
 * the terms): the one place the component tests build its props.
 */
import company from "../../content/company.json";
import fleet from "../../content/fleet.json";
import rates from "../../content/rates.json";
import type { Rates as RatesContent } from "../../src/content/rates";
import type { Language } from "../../src/i18n/languages";
import { Rates } from "../../src/sections/Rates";
import { site } from "./content";

export const RATES = rates as RatesContent;

export function RatesSection({ language, content = RATES, vatNumber }: { language: Language; content?: RatesContent; vatNumber?: string }) {
  return (
    <Rates
      rates={content}
      fleet={fleet.map((vehicle) => ({ jsonId: vehicle.id, name: vehicle.name }))}
      agentMinimumHours={site.agentMinimumHours}
      terms={company.terms}
      vatNumber={vatNumber}
      language={language}
    />
  );
}
