import { css } from "@emotion/react";
import { CalendarPlus, CircleCheck } from "lucide-react";
import { useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import site from "../../content/site.json";
import { CALENDAR_CONTENT_TYPE } from "../booking/calendar/calendar";
import { serviceTitle, vehicleName } from "../booking/catalogue/catalog";
import { telHref } from "../booking/catalogue/channels";
import { chf, placeName, routeText, vehicleClassName } from "../booking/catalogue/fares";
import { formatServiceDate } from "../booking/request/payload";
import type { Pricing, PricingRequest } from "../booking/pricing/pricing";
import { hasCalendarDay, visitorCalendar } from "../booking/calendar/visitorCalendar";
import type { Language } from "../i18n/languages";
import { typeset } from "../i18n/typography";
import { formatDay } from "../i18n/prices";
import { KeepCompounds } from "./KeepCompounds";
import { buttonGhost, buttonPrimary } from "../styles/buttons";
import { card } from "../styles/layout";
import { colors, fonts, media, NAV_HEIGHT, tints } from "../styles/theme";

const panel = css`
  ${card};
  display: grid;
  /* The card stretches to the contact card beside it: the lines stay together in its middle. */
  align-content: center;
  gap: 2rem;
  /* Balanced on a wide screen: the request on the left, what happens next and the actions on the right. */
  ${media.desktop} {
    grid-template-columns: minmax(0, 7fr) minmax(0, 5fr);
    column-gap: 2.5rem;
  }
  h3 {
    margin: 0;
    font-size: 1.75rem;
    /* Focused by script so that it is announced; the focus ring is for the keyboard only. */
    &:focus:not(:focus-visible) {
      outline: none;
    }
  }
  h4 {
    margin: 0 0 0.75rem;
    font: 600 0.8125rem/1.3 ${fonts.text};
    letter-spacing: 0.08em;
    text-transform: uppercase;
    color: ${colors.gold};
  }
  p {
    margin: 0;
    color: ${colors.ivoryMuted};
  }
`;
const header = css`
  grid-column: 1 / -1;
  display: grid;
  justify-items: start;
  gap: 0.75rem;
`;
const status = css`
  display: flex;
  align-items: center;
  gap: 0.6rem;
  font-weight: 600;
  /* Doubled: the panel's muted paragraphs (a descendant rule) would otherwise win, and the mark lost its gold. */
  && {
    color: ${colors.gold};
  }
`;
const referenceStyle = css`
  display: grid;
  gap: 0.25rem;
  strong {
    /* A code: the text face, whose figures stand on the line (the display face's old-style ones made "7K3F9Q" a jumble).
       Not tabular: Inter's tabular feature widens the hyphen too ("GPM - FMXPQX"; src/styles/rateTable.ts figures). */
    font: 600 1.375rem/1.2 ${fonts.text};
    font-variant-numeric: lining-nums;
    letter-spacing: 0.08em;
    color: ${colors.ivory};
  }
`;
const summaryStyle = css`
  dl {
    display: grid;
    grid-template-columns: minmax(7rem, auto) minmax(0, 1fr);
    gap: 0.6rem 1.5rem;
    margin: 0;
    /* A phone: each label above its value, so a long route keeps the whole width. */
    ${media.mobile} {
      grid-template-columns: minmax(0, 1fr);
      gap: 0.15rem;
    }
  }
  dt {
    color: ${colors.ivoryMuted};
    ${media.mobile} {
      margin-top: 0.6rem;
    }
  }
  dd {
    margin: 0;
    color: ${colors.ivory};
    /* Words and names as well as figures: never tabular ("S - Class"), and broken inside a word only when it alone is wider than the line. */
    font-variant-numeric: lining-nums;
    overflow-wrap: break-word;
  }
  p {
    margin-top: 0.75rem;
    font-size: 0.875rem;
  }
`;
const totalRow = css`
  padding-top: 0.6rem;
  border-top: 1px solid ${tints.divider};
`;
const totalAmount = css`
  /* Figures only: the one value set tabular. */
  font-variant-numeric: lining-nums tabular-nums;
  font-weight: 600;
  color: ${colors.goldBright};
`;
// A summary line is a dt/dd pair; the wrapper keeps the pair together for assistive technology.
const pair = css`
  display: contents;
`;
const next = css`
  display: grid;
  align-content: start;
  gap: 0.75rem;
  /* Beside the summary on a wide screen, a rule between them; below it on a phone. */
  ${media.desktop} {
    padding-inline-start: 2.5rem;
    border-inline-start: 1px solid ${tints.divider};
  }
  ${media.mobile} {
    padding-top: 1.5rem;
    border-top: 1px solid ${tints.divider};
  }
  a {
    color: ${colors.gold};
    font-weight: 600;
    /* A phone number is read in one piece. */
    white-space: nowrap;
  }
`;
const actions = css`
  display: grid;
  gap: 0.75rem;
  margin-top: 0.75rem;
  button {
    width: 100%;
    /* A label that wraps on a phone keeps its lines apart and even. */
    line-height: 1.35;
    text-wrap: balance;
  }
`;

interface ConfirmationPanelProps {
  /** The request's reference (the function's answer); empty when an older function sent none. */
  reference: string;
  /** What was sent: the service, its day and time (yyyy-mm-dd, HH:MM, Geneva) and trip details, as priced. */
  request: PricingRequest;
  /** The price the form showed for it (the same priceRequest, not computed again here). */
  pricing: Pricing;
  language: Language;
  responseHours: number;
  phone: string;
  /** "Send another request": an empty form takes the panel's place. */
  onAgain: () => void;
}

const word = (value: unknown) => (typeof value === "string" ? value : "");
const count = (value: unknown) => (typeof value === "number" && value > 0 ? value : 0);

/**
 * What replaces the form once a request was accepted: said once, where the visitor looks, with what was
 * asked, what happens next, the phone, and the journeys for the visitor's calendar. The panel is scrolled
 * into view and its heading takes focus (without a second scroll), so a screen reader reads the title
 * once; no live region repeats it.
 */
export function ConfirmationPanel({ reference, request, pricing, language, responseHours, phone, onAgain }: ConfirmationPanelProps) {
  const { t } = useTranslation();
  const box = useRef<HTMLDivElement>(null);
  const title = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    // The heading in view: where it already is, nothing moves; otherwise the panel's start comes just
    // under the bar (the page's scroll-padding-top). "nearest" brought a panel taller than a phone's
    // screen in by its bottom, its focused heading out of sight. Smooth unless the visitor prefers
    // reduced motion (the page's scroll-behavior, GlobalStyles.tsx).
    const heading = title.current?.getBoundingClientRect();
    if (!heading || heading.top < NAV_HEIGHT || heading.bottom > window.innerHeight) box.current?.scrollIntoView?.({ block: "start" });
    title.current?.focus({ preventScroll: true });
  }, []);

  const { service, details } = request;
  const when = (date: string, time: string) =>
    !date ? "" : time ? t("contact.sent.dateTime", { date: formatServiceDate(date, language), time }) : formatServiceDate(date, language);
  const detailLabel = (key: string) => t(`contact.form.details.${key}`);
  const hours = (value: number) => t("units.hours", { count: value });
  // The places of a fare by their names, else the addresses the visitor typed.
  const from = word(details.pickupPlace) ? placeName(word(details.pickupPlace), language) : word(details.pickup);
  const to = word(details.destinationPlace) ? placeName(word(details.destinationPlace), language) : word(details.destination);
  const route = (back: boolean) => {
    const [start, end] = back ? [to, from] : [from, to];
    return start && end ? routeText(start, end, language) : start || end;
  };
  const serviceName = service ? serviceTitle(service, language, (own) => t(`contact.form.options.${own}`)) : "";
  const place = word(details.meetingPlace) || word(details.deliveryPlace);
  const hasReturn = service === "private-transport" && details.returnTrip === true && Boolean(word(details.returnDate));

  const rows: [label: string, value: string][] = [
    [t("contact.sent.service"), serviceName],
    [t("contact.sent.when"), when(word(request.date), word(request.time))],
    [t("contact.sent.route"), service === "private-transport" ? route(false) : ""],
    [detailLabel("pickup"), service === "chauffeur-hourly" ? word(details.pickup) : ""],
    [detailLabel(word(details.meetingPlace) ? "meetingPlace" : "deliveryPlace"), place],
    [detailLabel("vehicleClass"), word(details.vehicleClass) ? vehicleClassName(word(details.vehicleClass), language) : ""],
    [detailLabel("vehicle"), word(details.vehicle) ? vehicleName(word(details.vehicle), language) : ""],
    [detailLabel("chauffeur"), word(details.chauffeur) ? detailLabel(details.chauffeur === "with" ? "withChauffeur" : "withoutChauffeur") : ""],
    [t("contact.sent.duration"), count(details.hours || details.durationHours) ? hours(count(details.hours || details.durationHours)) : ""],
    [detailLabel("rentalEndDate"), when(word(details.rentalEndDate), word(details.rentalEndTime))],
    [detailLabel("returnTrip"), hasReturn ? when(word(details.returnDate), word(details.returnTime)) : ""],
  ];
  // The total the form showed above its button, or "on request" where the office quotes it; nothing for a service without prices.
  const price: [label: string, value: string] | undefined =
    pricing.status === "priced"
      ? [t(pricing.kind === "fixed" ? "contact.price.total" : "contact.price.estimate"), chf(pricing.total, language)]
      : pricing.status === "none"
        ? undefined
        : [t("contact.sent.price"), t("contact.sent.onRequest")];

  const canCalendar = Boolean(reference) && hasCalendarDay(request);
  const addToCalendar = () => {
    const brand = site.brand;
    // No service chosen: "Your request", the summary's own title.
    const what = (back: boolean) => (service === "private-transport" && route(back)) || serviceName || t("contact.sent.summary");
    const location = word(details.pickup) || (word(details.pickupPlace) ? from : "") || place;
    const backLocation = word(details.returnPickup) || word(details.destination) || (word(details.destinationPlace) ? to : "");
    const ics = visitorCalendar({
      reference,
      request,
      outbound: { summary: t("contact.sent.calendarTitle", { what: what(false), brand, reference }), location },
      back: hasReturn
        ? {
            summary: t("contact.sent.calendarTitle", { what: t("contact.price.items.returnFare", { route: what(true) }), brand, reference }),
            location: backLocation,
          }
        : undefined,
      description: [t("contact.sent.calendarNote", { reference, brand }), phone ? `${t("contact.sent.call")} ${phone}` : ""].filter(Boolean).join("\n"),
      host: window.location.hostname || "localhost",
      stamp: new Date(),
    });
    if (!ics) return;
    // Made on the visitor's click, in the browser; the address is let go once the download has started.
    const url = URL.createObjectURL(new Blob([ics], { type: CALENDAR_CONTENT_TYPE }));
    const link = document.createElement("a");
    link.href = url;
    link.download = `${reference}.ics`;
    document.body.append(link);
    link.click();
    link.remove();
    setTimeout(() => URL.revokeObjectURL(url), 1000);
  };

  return (
    <div css={panel} ref={box} id="contact-sent" role="region" aria-labelledby="contact-sent-status contact-sent-title">
      <div css={header}>
        <p css={status} id="contact-sent-status">
          <CircleCheck size={28} strokeWidth={1.25} aria-hidden="true" />
          {t("contact.sent.title")}
        </p>
        <h3 id="contact-sent-title" tabIndex={-1} ref={title}>
          {t("contact.sent.heading")}
        </h3>
        {reference && (
          <p css={referenceStyle}>
            {t("contact.sent.reference")}
            <strong dir="ltr">{reference}</strong>
          </p>
        )}
      </div>
      <section css={summaryStyle} aria-labelledby="contact-sent-summary">
        <h4 id="contact-sent-summary">{t("contact.sent.summary")}</h4>
        <dl>
          {rows
            .filter(([, value]) => value)
            .map(([label, value]) => (
              <div key={label} css={pair}>
                <dt>{label}</dt>
                {/* Names from the rates and the fleet set as the page's texts are ("Classe S" kept on one line). */}
                <dd>
                  <KeepCompounds text={typeset(value, language)} />
                </dd>
              </div>
            ))}
          {price && (
            <div css={pair}>
              <dt css={totalRow}>{price[0]}</dt>
              <dd css={[totalRow, pricing.status === "priced" && totalAmount]}>{price[1]}</dd>
            </div>
          )}
        </dl>
        {pricing.status === "priced" && (
          <p>{t(pricing.kind === "fixed" ? "contact.price.fixedNote" : "contact.price.estimateNote", { date: formatDay(pricing.validFrom, language) })}</p>
        )}
      </section>
      <section css={next} aria-labelledby="contact-sent-next">
        <h4 id="contact-sent-next">{t("contact.sent.nextTitle")}</h4>
        <p>{t("contact.sent.next", { count: responseHours })}</p>
        {/* Apart from the specification's sentence above: what the reply brings, and when a booking is made. */}
        <p>{t("contact.sent.terms")}</p>
        {phone && (
          <p>
            {t("contact.sent.call")}{" "}
            <a dir="ltr" href={telHref(phone)}>
              {phone}
            </a>
          </p>
        )}
        <div css={actions}>
          {canCalendar && (
            <button type="button" css={buttonPrimary} onClick={addToCalendar}>
              <CalendarPlus size={18} strokeWidth={1.5} aria-hidden="true" />
              {t("contact.sent.calendar")}
            </button>
          )}
          <button type="button" css={buttonGhost} onClick={onAgain}>
            {t("contact.sent.again")}
          </button>
        </div>
      </section>
    </div>
  );
}
