/**
 * Preview panes of the admin, drawn with the site's own components and styles: the service cards, the
 * region cards and the contact details card, in the language being edited. Decap renders them
 * in an iframe; Emotion is told to put the styles in that iframe's <head> (one cache per document).
 */
import createCache, { type EmotionCache } from "@emotion/cache";
import { CacheProvider, css } from "@emotion/react";
import i18next from "i18next";
import { useMemo, type ReactNode } from "react";
import { I18nextProvider } from "react-i18next";
// Numbers in service texts come from site.json as it was when the admin was built.
import site from "../../content/site.json";
import company from "../../content/company.json";
import fleet from "../../content/fleet.json";
import { ContactInfoCard } from "../components/ContactInfoCard";
import { GlobalStyles } from "../components/GlobalStyles";
import { prose } from "../components/LegalArticle";
import { RegionCard } from "../sections/RegionCard";
import { Rates } from "../sections/Rates";
import { SectionHeading } from "../components/SectionHeading";
import { ServiceCard } from "../sections/ServiceCard";
import { i18nextOptions } from "../content/i18nOptions";
import { fillConstants } from "../content/localize";
import type { Language, LocalizedText, RegionEntry, ServiceEntry, SiteContent, SiteFile } from "../content/types";
import type { RatesFile } from "../content/schema";
import { LANGUAGE_LIST } from "../i18n/languages";
import { fillPlaceholders } from "../i18n/placeholders";
import { TRANSLATIONS } from "../i18n/translations";
import { countsIn } from "../i18n/quantities";
import { cardGrid } from "../styles/layout";
import { colors } from "../styles/theme";
import { ratesFormat, ROOT_LIST_FIELD } from "./collections";
import { setEditingLanguage, useEditingLanguage } from "./editingLanguage";

/** The part of Decap's preview props these templates use. */
export interface PreviewProps {
  entry: { getIn(path: string[]): { toJS?: () => unknown } | undefined };
  widgetFor?(name: string): ReactNode;
  document: Document;
  getAsset(path: string): { toString(): string } | undefined;
}

const caches = new WeakMap<Document, EmotionCache>();
function cacheFor(document: Document): EmotionCache {
  let cache = caches.get(document);
  if (!cache) {
    cache = createCache({ key: "site", container: document.head });
    caches.set(document, cache);
  }
  return cache;
}

const page = css`
  padding: 2rem 1.25rem 3rem;
  display: grid;
  gap: 3rem;
`;

const tabs = css`
  display: flex;
  gap: 1.5rem;
  margin: 0 0 1.5rem;
  border-bottom: 1px solid ${colors.line};
  button {
    margin-bottom: -1px;
    padding: 0 0 0.5rem;
    border: 0;
    border-bottom: 1px solid transparent;
    background: none;
    font: inherit;
    font-size: 0.8125rem;
    font-weight: 600;
    letter-spacing: 0.2em;
    text-transform: uppercase;
    color: ${colors.ivoryMuted};
    cursor: pointer;
  }
  button[aria-selected="true"] {
    border-bottom-color: ${colors.gold};
    color: ${colors.gold};
  }
`;

/**
 * The site's global styles and fonts inside the preview iframe, in the language being edited (the
 * last field focused, src/cms/editingLanguage.ts), with tabs to look at the other one: one language
 * at the top of the pane rather than both stacked with the second below the fold.
 */
function SitePreview({ document, children }: { document: Document; children: (language: Language) => ReactNode }) {
  const cache = useMemo(() => cacheFor(document), [document]);
  const language = useEditingLanguage();
  return (
    <CacheProvider value={cache}>
      <GlobalStyles />
      <div css={page}>
        <div>
          <div role="tablist" aria-label="Preview language" css={tabs}>
            {LANGUAGE_LIST.map(({ code, name }) => (
              <button key={code} type="button" role="tab" lang={code} aria-selected={code === language} onClick={() => setEditingLanguage(code)}>
                {name}
              </button>
            ))}
          </div>
          <section role="tabpanel" lang={language}>
            {children(language)}
          </section>
        </div>
      </div>
    </CacheProvider>
  );
}

function dataOf<T>(props: PreviewProps, path: string[]): Partial<T> {
  const value = props.entry.getIn(["data", ...path]);
  return (value?.toJS ? value.toJS() : (value ?? {})) as Partial<T>;
}

function listOf<T>(props: PreviewProps): Partial<T>[] {
  const value = props.entry.getIn(["data", ROOT_LIST_FIELD]);
  const items = value?.toJS ? value.toJS() : [];
  return Array.isArray(items) ? (items as Partial<T>[]) : [];
}

const say = (text: Partial<LocalizedText> | undefined, language: Language) => text?.[language] ?? "";
const countsOf = (language: Language) => countsIn(TRANSLATIONS[language].counts, language);

export function ServicesPreview(props: PreviewProps) {
  const services = listOf<ServiceEntry>(props);
  return (
    <SitePreview document={props.document}>
      {(language) => (
        <>
          <SectionHeading
            id={`services-title-${language}`}
            eyebrow={TRANSLATIONS[language].services.eyebrow}
            title={TRANSLATIONS[language].services.title}
            subtitle={TRANSLATIONS[language].services.subtitle}
          />
          <ul css={cardGrid}>
            {services.map((service, index) => (
              <li key={index}>
                <ServiceCard
                  icon={service.icon ?? ""}
                  title={fillConstants(say(service.title, language), site, language, countsOf(language))}
                  description={fillConstants(say(service.description, language), site, language, countsOf(language))}
                  features={(service.features ?? []).map((feature) => fillConstants(say(feature ?? undefined, language), site, language, countsOf(language)))}
                />
              </li>
            ))}
          </ul>
        </>
      )}
    </SitePreview>
  );
}

export function RegionsPreview(props: PreviewProps) {
  // The primary region leads, as on the page.
  const regions = listOf<RegionEntry>(props).sort((a, b) => Number(b.primary === true) - Number(a.primary === true));
  return (
    <SitePreview document={props.document}>
      {(language) => (
        <ul css={cardGrid}>
          {regions.map((region, index) => {
            const name = say(region.name, language);
            const strings = TRANSLATIONS[language].area;
            return (
              <li key={index}>
                <RegionCard
                  name={name}
                  cities={(region.cities ?? []).map((city) => say(city ?? undefined, language))}
                  primary={region.primary === true}
                  badgeLabel={strings.primaryBadge}
                  primaryNote={strings.preferentialRates}
                  citiesLabel={fillPlaceholders(strings.citiesLabel, { region: name })}
                />
              </li>
            );
          })}
        </ul>
      )}
    </SitePreview>
  );
}

const translators = Object.fromEntries(
  LANGUAGE_LIST.map(({ code }) => {
    const instance = i18next.createInstance();
    void instance.init({
      lng: code,
      resources: Object.fromEntries(LANGUAGE_LIST.map((other) => [other.code, { translation: TRANSLATIONS[other.code] }])),
      ...i18nextOptions,
      initImmediate: false,
    });
    return [code, instance];
  }),
) as Record<Language, typeof i18next>;

const hero = css`
  margin-top: 1.5rem;
  width: 100%;
  aspect-ratio: 16 / 9;
  object-fit: cover;
  border: 1px solid ${colors.line};
`;

export function SitePreviewTemplate(props: PreviewProps) {
  const data = dataOf<SiteFile>(props, []);
  const siteContent: SiteContent = {
    brand: data.brand ?? "",
    phones: (data.phones ?? []).filter((phone): phone is string => typeof phone === "string"),
    spokenLanguages: (data.spokenLanguages ?? []).filter((code): code is string => typeof code === "string"),
    email: data.email ?? "",
    city: Object.fromEntries(LANGUAGE_LIST.map(({ code }) => [code, data.city?.[code] ?? ""])) as LocalizedText,
    social: { facebook: data.social?.facebook ?? "", instagram: data.social?.instagram ?? "" },
    responseHours: data.responseHours ?? 0,
    bookingNoticeHours: { geneva: data.bookingNoticeHours?.geneva ?? 0, standard: data.bookingNoticeHours?.standard ?? 0 },
    agentMinimumHours: data.agentMinimumHours ?? 0,
    heroImage: null,
  };
  const picture = data.heroImage ? props.getAsset(data.heroImage)?.toString() : undefined;
  return (
    <SitePreview document={props.document}>
      {(language) => (
        <I18nextProvider i18n={translators[language]}>
          <ContactInfoCard site={siteContent} whatsapp={company.whatsapp} />
          {picture && <img css={hero} src={picture} alt="" />}
        </I18nextProvider>
      )}
    </SitePreview>
  );
}

const legalPage = css`
  padding: 2.5rem 1.5rem 3rem;
  background: ${colors.night};
`;

/**
 * A legal text as the page shows it: Decap's own rendering of the Markdown, in the site's prose style.
 * The {{placeholders}} stay visible here; the build fills them from Company & legal identity.
 */
export function LegalPreview(props: PreviewProps) {
  const cache = useMemo(() => cacheFor(props.document), [props.document]);
  return (
    <CacheProvider value={cache}>
      <GlobalStyles />
      <div css={legalPage}>
        <div css={prose}>{props.widgetFor?.("body")}</div>
      </div>
    </CacheProvider>
  );
}

/**
 * The Rates section as the page draws it (src/sections/Rates.tsx), from the entry being edited: a price
 * emptied in the admin shows "on request" at once, as it will once saved (src/cms/collections.ts, ratesFormat).
 * The fleet's names, the agent minimum and the Terms' numbers are those of the admin's build.
 */
export function RatesPreview(props: PreviewProps) {
  const edited = JSON.parse(ratesFormat.toFile(dataOf<RatesFile>(props, []))) as Partial<RatesFile>;
  const rates: RatesFile = {
    validFrom: edited.validFrom ?? "",
    classes: edited.classes ?? [],
    origins: edited.origins ?? [],
    transfers: (edited.transfers ?? []).map((route) => ({ ...route, prices: route.prices ?? [] })),
    hourly: edited.hourly ?? [],
    assistanceHourly: edited.assistanceHourly ?? null,
    rental: edited.rental ?? [],
    airportWaitingMinutes: edited.airportWaitingMinutes ?? 0,
    included: edited.included ?? [],
    vatIncluded: edited.vatIncluded ?? (Object.fromEntries(LANGUAGE_LIST.map(({ code }) => [code, ""])) as LocalizedText),
    supplements: edited.supplements ?? [],
    nightWindow: edited.nightWindow ?? { from: "", until: "" },
  };
  const fleetNames = fleet.map((vehicle) => ({ jsonId: vehicle.id, name: vehicle.name }));
  return (
    <SitePreview document={props.document}>
      {(language) => (
        <I18nextProvider i18n={translators[language]}>
          <Rates
            rates={rates}
            fleet={fleetNames}
            agentMinimumHours={site.agentMinimumHours}
            terms={company.terms}
            vatNumber={company.vatNumber}
            language={language}
          />
        </I18nextProvider>
      )}
    </SitePreview>
  );
}
