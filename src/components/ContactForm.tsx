import { getIn, useFormik, type FormikHelpers } from "formik";
import { useEffect, useRef, useState } from "react";
import { CircleAlert } from "lucide-react";
import { useTranslation } from "react-i18next";
import { cssTransition, toast, ToastContainer } from "react-toastify";
import { ToastCloseButton } from "./ToastCloseButton";
import { sendContactRequest, SubmissionKeys, type SendResult } from "../contact/client";
import { noticeFacts, shortNotice } from "../booking/trip/notice";
import type { Language } from "../i18n/languages";
import { EMPTY_FORM, parseServiceDate, toDetails, toPayload, todayIso, type ContactFormValues } from "../booking/request/payload";
import { contactSchema, type ErrorKey } from "../booking/request/requestSchema";
import { errorText } from "../booking/request/errorText";
import { FIELD_ORDER } from "../booking/catalogue/options";
import { detailControlId } from "../booking/catalogue/fields";
import { telHref } from "../booking/catalogue/channels";
import { PRE_RENDERED_FIELDS, type EarlyValues } from "../contact/prefill";
import { chf, claimOf, fareRoute, placeName, priceRequest, routeText, vehicleClassName } from "../booking/catalogue/fares";
import { bookingFrom, type Booking } from "../booking/request/booking";
import { serviceTitle, vehicleName } from "../booking/catalogue/catalog";
import { FORM_ANCHOR } from "../booking/catalogue/fareIds";
import { capacityOf } from "../booking/catalogue/capacity";
import type { Pricing, PricingRequest } from "../booking/pricing/pricing";
import { FARE_EVENT } from "../hooks/useFareLinks";
import { ConfirmationPanel } from "./ConfirmationPanel";
import { ContactFormFields } from "./ContactFormFields";
import { PriceBreakdown } from "./PriceBreakdown";
import { ToastMessage } from "./ToastMessage";
import { isolateName } from "../i18n/bidi";

/**
 * The failure toast sits right under the submit button (ContactFormFields' afterSubmit), where the visitor
 * is; after a tap low on a phone it may still end below the fold: scrolled into view, no further than
 * needed. react-toastify calls onOpen when the toast enters its store, before React has put it in the
 * page, hence the wait for the element (a few frames at most).
 */
function revealToast(id: string, framesLeft = 10) {
  const element = document.getElementById(id);
  if (element) element.scrollIntoView?.({ block: "nearest" });
  else if (framesLeft > 0) requestAnimationFrame(() => revealToast(id, framesLeft - 1));
}

/**
 * The toast rises into place (its keyframes: Contact.tsx). react-toastify's default bounce enters from
 * 3,000 px to the right: on a phone that overflow widens the layout viewport for the animation's length,
 * and the page jumped about 1,200 px up under the visitor, the toast ending off-screen.
 */
const rise = cssTransition({ enter: "contact-toast-enter", exit: "contact-toast-exit" });

const elementIdOf = (field: string) => (field.startsWith("details.") ? detailControlId(field.slice("details.".length)) : `contact-${field}`);

/** The form's own id: where a "Book" link lands (src/booking/catalogue/fareIds.ts FORM_ANCHOR). */
const FORM_ID = FORM_ANCHOR;

/** What the form would send, as the price engine and the confirmation read it (the day as yyyy-mm-dd). */
const requestOf = (values: ContactFormValues): PricingRequest => ({
  service: values.service,
  date: values.serviceDate,
  time: values.serviceTime,
  details: toDetails(values),
});

/** The price of exactly what the form would send (the same details, the same engine as the function). */
function pricingOf(values: ContactFormValues) {
  return priceRequest(requestOf(values));
}

/** After a "Book": the first visible field still empty, in the form's order, takes focus (the form is in view). */
function focusFirstEmpty(form: HTMLElement | null) {
  if (!form) return;
  const controls = form.querySelectorAll<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>(
    "input:not([type=hidden]):not([tabindex='-1']), select, textarea",
  );
  const empty = [...controls].find(
    (control) => control.type !== "checkbox" && control.type !== "radio" && control.value === "" && control.getClientRects().length > 0,
  );
  (empty ?? controls[0])?.focus({ preventScroll: true });
}

export interface ContactFormProps {
  language: Language;
  responseHours: number;
  phone: string;
  /** Every phone number and the e-mail, offered when JavaScript is off (ContactFormFields). */
  phones: string[];
  email: string;
  /** yyyy-mm-dd of the build, so the pre-rendered `min` matches hydration; today's date follows. */
  buildDate: string;
  /** What the visitor typed or chose in the pre-rendered form before this code arrived (../contact/prefill.ts). */
  early?: EarlyValues;
}

/**
 * The interactive contact form: Formik state, the shared Yup schema, the request, a failure's toast under
 * the button, and the confirmation panel that takes the form's place once a request was accepted.
 */
export default function ContactForm({ language, responseHours, phone, phones, email, buildDate, early }: ContactFormProps) {
  const { t } = useTranslation();
  const [minDate, setMinDate] = useState(buildDate);
  const [ready, setReady] = useState(false);
  // The accepted request (its reference, what was asked, the price shown): the panel shows instead of the
  // form until "Send another request".
  const [sent, setSent] = useState<{ reference: string; request: PricingRequest; pricing: Pricing }>();
  useEffect(() => {
    // eslint-disable-next-line react-hooks/set-state-in-effect -- after hydration, on purpose: the pre-rendered HTML has the build date and ready=false
    setMinDate(todayIso());
    setReady(true);
  }, []);

  const notifyFailure = (result: Extract<SendResult, { ok: false }>) => {
    console.error("Contact request failed:", result.error, result.status ?? "no response");
    const text =
      result.status === 429
        ? t("contact.toast.rateLimitedText", { count: Math.max(1, Math.ceil((result.retryAfterSeconds ?? 60) / 60)) })
        : t("contact.toast.errorText");
    // Whatever went wrong (no answer, a failure, too many requests), the phone is one tap away, said once,
    // and the toast stays until dismissed: the visitor may be busy dialling or copying the number.
    const link = phone ? { href: telHref(phone), label: t("contact.toast.callUs", { phone }) } : undefined;
    const toastId = `contact-error-${Date.now()}`;
    toast.error(<ToastMessage title={t("contact.toast.errorTitle")} text={text} link={link} />, {
      toastId,
      autoClose: false,
      icon: <CircleAlert size={22} strokeWidth={1.5} aria-hidden="true" />,
      onOpen: () => revealToast(toastId),
    });
  };

  // What a "Book" link of the Rates section chose: summarised at the top of the form, and compared with
  // the visitor's later choices (the fare belongs to the places and the class, not to the addresses typed).
  const [booking, setBooking] = useState<Booking>();

  const keys = useRef(new SubmissionKeys());
  const onSubmit = async (values: ContactFormValues, helpers: FormikHelpers<ContactFormValues>) => {
    // The total shown above the button goes with the request; the function prices it again and only compares.
    const pricing = pricingOf(values);
    const payload = toPayload(values, language, claimOf(pricing));
    const key = keys.current.keyFor(payload);
    // Solved while the visitor typed (started on the form's first focus); otherwise Send waits a moment
    // at most (SOLUTION_WAIT_MS) and sends without: the office gets the request, the visitor no acknowledgement.
    const solution = await import("../contact/challenge").then((challenge) => challenge.solutionFor(key)).catch(() => undefined);
    const result = await sendContactRequest(payload, { key, solution });
    if (!result.ok) return notifyFailure(result);
    keys.current.done();
    toast.dismiss();
    helpers.resetForm();
    setBooking(undefined);
    setSent({ reference: result.reference, request: requestOf(values), pricing });
  };

  const formik = useFormik({ initialValues: EMPTY_FORM, validationSchema: contactSchema, onSubmit });
  const { values, errors, touched, submitCount, isSubmitting, getFieldProps, setFieldValue } = formik;

  // This code arrives after the HTML: keep anything the visitor typed or chose in the pre-rendered fields
  // (`early`, read just before hydration; a select has been reset by React since), or typed in the instant
  // between (a text field keeps its value through hydration). Once, as the form starts: a form after
  // "Send another request" starts empty.
  const [earlyValues] = useState(early);
  useEffect(() => {
    for (const field of PRE_RENDERED_FIELDS) {
      const element = document.getElementById(`contact-${field}`) as HTMLInputElement | null;
      const value = earlyValues?.[field] || element?.value;
      if (value) void setFieldValue(field, value, false);
    }
  }, [setFieldValue, earlyValues]);

  // The proof-of-work challenge (../contact/challenge.ts): its code (a chunk of its own, import()) and its
  // work start on the visitor's first focus in the form, never with the page's first load, and are done
  // while they type. A visitor already in the pre-rendered form when this code arrived starts it at once.
  // Again for the new form after "Send another request" (a no-op when the next solution is under way).
  useEffect(() => {
    const form = document.getElementById(FORM_ID);
    if (!form) return;
    const start = () => void import("../contact/challenge").then((challenge) => challenge.startChallenge()).catch(() => undefined);
    if (form.contains(document.activeElement)) return start();
    form.addEventListener("focusin", start, { once: true });
    return () => form.removeEventListener("focusin", start);
  }, [sent]);

  // A booking from the address, its one source: as the form starts (a "Book" link followed before this code
  // ran, or a shared link), and again when a "Book" link tapped after has put its query there (useFareLinks
  // rings FARE_EVENT): the service and what the link chose; then the first field still empty takes focus.
  useEffect(() => {
    const apply = () => {
      const chosen = bookingFrom(window.location.search);
      if (!chosen) return;
      void setFieldValue("service", chosen.service, false);
      for (const [key, value] of Object.entries(chosen.details)) void setFieldValue(`details.${key}`, value, false);
      setBooking(chosen);
      requestAnimationFrame(() => focusFirstEmpty(document.getElementById(FORM_ID)));
    };
    apply();
    window.addEventListener(FARE_EVENT, apply);
    return () => window.removeEventListener(FARE_EVENT, apply);
  }, [setFieldValue]);

  const summaryOf = (chosen: Booking) => {
    const { details } = chosen;
    const what = chosen.fare
      ? fareRoute(chosen.fare, language)
      : details.pickupPlace && details.destinationPlace
        ? routeText(placeName(details.pickupPlace, language), placeName(details.destinationPlace, language), language)
        : serviceTitle(chosen.service, language, (own) => t(`contact.form.options.${own}`));
    return (
      [
        what,
        details.vehicleClass ? vehicleClassName(details.vehicleClass, language) : "",
        details.vehicle ? vehicleName(details.vehicle, language) : "",
        details.chauffeur ? t(`contact.form.details.${details.chauffeur === "with" ? "withChauffeur" : "withoutChauffeur"}`) : "",
        chosen.fare ? chf(chosen.fare.amount, language) : "",
      ]
        .filter(Boolean)
        // Each value one unit in a right-to-left line ("Mercedes S-Class" kept whole and in its order beside Arabic words and a price).
        .map((value) => isolateName(value, language))
        // A no-break space before each dot: a line never starts with one.
        .join("\u00a0\u00b7 ")
    );
  };

  const pricing = pricingOf(values);
  const booked = booking?.fare;
  // The fare a "Book" link chose goes with another choice of places or class: say why, the breakdown shows the new one.
  const changedWhat = !booked
    ? undefined
    : values.service !== "private-transport"
      ? "changedService"
      : values.details.pickupPlace !== booked.from.id || values.details.destinationPlace !== booked.to.id
        ? "changedPlaces"
        : values.details.vehicleClass !== booked.vehicleClass.id
          ? "changedClass"
          : undefined;
  const changed =
    booked && changedWhat
      ? t("contact.price.changed", {
          previous: t("contact.price.summary", {
            route: fareRoute(booked, language),
            vehicle: booked.vehicleClass.name[language],
            price: chf(booked.amount, language),
          }),
          what: t(`contact.price.${changedWhat}`),
        })
      : undefined;
  // "Geneva Airport → Lausanne · Mercedes S-Class · CHF 390": what the "Book" link chose, at the top of the
  // form. It keeps the words of that choice (the breakdown above the button follows every change, and says
  // when the fare no longer applies): a summary that rewrapped as the visitor edits would move every field
  // under it, the one in use included.
  const summary = booking ? summaryOf(booking) : undefined;

  // After a submit attempt has been validated (isSubmitting is back to false), focus the first invalid field.
  const handled = useRef(0);
  useEffect(() => {
    if (isSubmitting || submitCount === handled.current) return;
    handled.current = submitCount;
    const first = FIELD_ORDER.find((field) => getIn(errors, field));
    if (first) document.getElementById(elementIdOf(first))?.focus();
  }, [submitCount, isSubmitting, errors]);

  // Errors appear from the first submit on, then follow every edit. Showing them on blur before that
  // would push the submit button down between mousedown and mouseup, and the click would be lost.
  const errorOf = (field: string) => {
    const key = submitCount > 0 && getIn(touched, field) ? (getIn(errors, field) as ErrorKey | undefined) : undefined;
    return key ? errorText(t("contact.errors", { returnObjects: true }), key, field, language, values.details.vehicleClass) : undefined;
  };

  // Short notice only for a day the schema accepts (today or later in Geneva); the pick-up (place and
  // address) counts only for the services that have one.
  const day = parseServiceDate(values.serviceDate);
  const notice = day && day >= minDate ? shortNotice(noticeFacts({ ...values, details: toDetails(values) })) : undefined;

  // The party against the class chosen (transfers and by the hour): a notice that proposes the class that fits.
  const capacity = capacityOf(values.service, values.details);
  const capacityText = capacity.fits
    ? undefined
    : [
        t("contact.price.capacity", {
          vehicle: capacity.vehicle.name[language],
          seats: t("contact.form.details.seats", { count: capacity.vehicle.seats }),
          bags: t("contact.form.details.bags", { count: capacity.vehicle.luggage }),
        }),
        capacity.better ? t("contact.price.capacityFits", { vehicle: vehicleClassName(capacity.better.id, language) }) : t("contact.price.capacityNone"),
      ].join(" ");

  if (sent) {
    const again = () => {
      setSent(undefined);
      // The new, empty form: in view, its first field focused for the next request.
      requestAnimationFrame(() => {
        const name = document.getElementById("contact-name");
        name?.closest("form")?.scrollIntoView?.({ block: "start" });
        name?.focus({ preventScroll: true });
      });
    };
    return (
      <ConfirmationPanel
        reference={sent.reference}
        request={sent.request}
        pricing={sent.pricing}
        language={language}
        responseHours={responseHours}
        phone={phone}
        onAgain={again}
      />
    );
  }

  return (
    <ContactFormFields
      bind={(name, options) => getFieldProps(options ? { name, ...options } : name)}
      language={language}
      service={values.service}
      shortNotice={notice}
      summary={summary}
      price={<PriceBreakdown pricing={pricing} language={language} changed={changed} />}
      capacityNotice={capacityText}
      phone={phone}
      errorOf={errorOf}
      minDate={minDate}
      ready={ready}
      isSubmitting={isSubmitting}
      onSubmit={formik.handleSubmit}
      onReset={formik.handleReset}
      reach={{ phones, email }}
      afterSubmit={
        <ToastContainer theme="dark" transition={rise} autoClose={8000} newestOnTop closeButton={<ToastCloseButton label={t("contact.toast.close")} />} />
      }
    />
  );
}
