import { ltrIsolate } from "../../i18n/bidi";
import { DEFAULT_LANGUAGE, languageInfo, type Language, type OfficeLanguage } from "../../i18n/languages";
import { TYPESET_TRANSLATIONS } from "../../i18n/translations";
import { colors } from "../../styles/theme";
import type { Booking } from "../bookings/booking";
import {
  DECLINE_REASONS,
  freeCancellationUntil,
  lateCancellationFee,
  LATE_CANCELLATION_PERCENT,
  PROPOSAL_REASONS,
  quotedTotal,
  type Refusal,
} from "../bookings/transitions";
import { bookingRows, fill, genevaText, OFFICE_PHONE, officeLanguage, pageTexts, proposalRows, type PageTexts, type Row } from "../bookings/view";
import { chf } from "../catalogue/fares";
import { escapeHtml } from "../mail/html";
import { capacityRows } from "../mail/message";
import { officeTexts } from "../mail/officeTexts";
import { todayIso } from "../request/payload";

/**
 * The booking's pages, written on the server: the office's (the request, three short forms) and the
 * guest's status page. No script; one small stylesheet in the page (the site's CSP allows inline styles,
 * not inline scripts), in the house colours. Every value goes through escapeHtml.
 */
export type Notice = { kind: "done" } | ({ kind: "refused" } & Refusal);

/** What the office typed in the form it posted: shown again when refused, in that form only. */
export type Typed = URLSearchParams;

const STYLE = `
:root{color-scheme:dark}
*{box-sizing:border-box}
body{margin:0;background:${colors.midnight};color:${colors.ivory};font:16px/1.5 system-ui,-apple-system,"Segoe UI",sans-serif}
main{max-width:40rem;margin:0 auto;padding:1.5rem 1rem 3rem}
h1{font-family:Georgia,"Times New Roman",serif;font-weight:400;color:${colors.goldBright};font-size:1.6rem;margin:0 0 .25rem}
h2{font-size:1.05rem;color:${colors.gold};margin:1.75rem 0 .5rem;font-weight:600}
p{margin:.5rem 0}
.status{display:inline-block;border:1px solid ${colors.lineStrong};border-radius:999px;padding:.15rem .75rem;color:${colors.gold};font-size:.9rem}
dl{display:grid;grid-template-columns:1fr;gap:0;margin:1rem 0;padding:.25rem 1rem;background:${colors.surface};border:1px solid ${colors.line};border-radius:.5rem}
dt{color:${colors.ivoryMuted};font-size:.85rem;padding-top:.6rem}dd{margin:0;padding-bottom:.6rem;border-bottom:1px solid ${colors.line};overflow-wrap:anywhere}
dd:last-child{border-bottom:0}
[dir=rtl] dd{text-align:right}
form{margin:1rem 0;padding:1rem;background:${colors.surface};border:1px solid ${colors.line};border-radius:.5rem}
label{display:block;margin:.6rem 0 .2rem;color:${colors.ivoryMuted};font-size:.95rem}
input,select,textarea{width:100%;min-height:2.75rem;padding:.5rem .65rem;border:1px solid ${colors.lineStrong};border-radius:.35rem;background:${colors.surfaceRaised};color:${colors.ivory};font:inherit}
textarea{min-height:5rem}
button{margin-top:1rem;min-height:2.75rem;padding:.5rem 1.25rem;border:0;border-radius:.35rem;background:${colors.gold};color:${colors.night};font:inherit;font-weight:600;cursor:pointer}
button.quiet{background:transparent;color:${colors.gold};border:1px solid ${colors.lineStrong}}
form.actions{padding:0;background:none;border:0;margin:.75rem 0}
form.actions button{margin-top:0}
@media (max-width:559px){button{width:100%}}
.notice{padding:.75rem 1rem;border-radius:.5rem;border:1px solid ${colors.lineStrong};background:${colors.surfaceRaised}}
.notice.refused{border-color:${colors.errorMuted}}
.hint{color:${colors.ivoryMuted};font-size:.9rem}
.error{color:${colors.ivory};border-inline-start:3px solid ${colors.errorMuted};padding-inline-start:.6rem;margin:.35rem 0 0;font-size:.95rem}
.warning{border-color:${colors.gold}}
[aria-invalid="true"]{border-color:${colors.errorMuted}}
@media (min-width:560px){dl{grid-template-columns:minmax(9rem,13rem) 1fr;column-gap:1.5rem;padding:.5rem 1.25rem}dt{font-size:inherit;padding:.45rem 0;border-bottom:1px solid ${colors.line}}dd{padding:.45rem 0}dt:nth-last-child(2){border-bottom:0}form.actions{display:inline-block;margin-inline-end:.75rem}}
@media (min-width:768px){main{padding-top:3rem}h1{font-size:2rem}}
`;

function page(language: Language, title: string, body: string): string {
  const info = languageInfo(language);
  return `<!doctype html>
<html lang="${escapeHtml(language)}" dir="${info.dir === "rtl" ? "rtl" : "ltr"}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex, nofollow">
<meta name="referrer" content="no-referrer">
<title>${escapeHtml(title)}</title>
<style>${STYLE}</style>
</head>
<body><main>
${body}
</main></body>
</html>
`;
}

const rowsHtml = (rows: Row[]) => `<dl>${rows.map((row) => `<dt>${escapeHtml(row.label)}</dt><dd dir="auto">${escapeHtml(row.value)}</dd>`).join("")}</dl>`;

function noticeHtml(notice: Notice | undefined, texts: PageTexts, language: Language): string {
  if (!notice) return "";
  if (notice.kind === "done") return `<p class="notice" role="status">${escapeHtml(texts.done)}</p>`;
  let text: string;
  switch (notice.refusal) {
    case "decided":
      text = notice.status === "received" ? texts.notNow : fill(texts.already[notice.status], { at: genevaText(notice.at, language) });
      break;
    case "priceRequired":
      text = texts.priceRequired;
      break;
    case "lateCancellation":
      text = fill(texts.lateCancellation, {
        percent: notice.percent,
        fee: ltrIsolate(chf(notice.feeChf, language), language),
        phone: ltrIsolate(OFFICE_PHONE, language),
      });
      break;
    case "invalid":
      text = fill(texts.invalid, { field: (texts.labels as Record<string, string>)[FIELD_LABELS[notice.field] ?? ""] ?? notice.field });
      break;
    default:
      text = texts.notNow;
  }
  return `<p class="notice refused" role="alert" lang="${escapeHtml(language)}">${escapeHtml(text)}</p>`;
}

const FIELD_LABELS: Record<string, string> = {
  totalChf: "total",
  chauffeurName: "chauffeur",
  chauffeurMobile: "mobile",
  vehicle: "vehicle",
  plate: "plate",
  note: "note",
  reason: "reason",
  serviceDate: "date",
  serviceTime: "time",
  proposal: "date",
};

const field = (label: string, control: string, hint = "", error = "") =>
  `<label>${escapeHtml(label)}${control}</label>${error}${hint ? `<p class="hint">${escapeHtml(hint)}</p>` : ""}`;
const options = (values: readonly string[], names: Record<string, string>, chosen = "") =>
  values.map((value) => `<option value="${value}"${value === chosen ? " selected" : ""}>${escapeHtml(names[value])}</option>`).join("");
const button = (action: string, label: string, quiet = false) =>
  `<input type="hidden" name="action" value="${action}"><button type="submit"${quiet ? ' class="quiet"' : ""}>${escapeHtml(label)}</button>`;

/**
 * What a refused field says at the field itself: a proposed day or time by the booking form's own words
 * (`contact.errors`, the rule it breaks), a moment already gone by the office's; any other value as the notice does.
 */
function fieldError(refusal: Extract<Refusal, { refusal: "invalid" }>, language: OfficeLanguage, texts: PageTexts): string {
  const { problem } = refusal;
  if (problem === "past") return officeTexts(language).page.past;
  if (problem) return (TYPESET_TRANSLATIONS[language].contact.errors as Record<string, string>)[problem] ?? texts.notNow;
  return fill(texts.invalid, { field: (texts.labels as Record<string, string>)[FIELD_LABELS[refusal.field] ?? ""] ?? refusal.field });
}

/**
 * The office's page: the request, whom the guest is answered in, every capacity warning the form showed
 * the guest (the office e-mail's own rows: ../mail/message.ts capacityRows), and while it is undecided the
 * three forms. A refused form comes back with what was typed in it and the reason at the field.
 */
export function officePage(booking: Booking, notice?: Notice, typed?: Typed): string {
  const language = officeLanguage();
  const texts = pageTexts(language);
  const title = fill(texts.officeTitle, { reference: booking.reference });
  const guestLanguage = (TYPESET_TRANSLATIONS[language].language as Record<string, string>)[booking.language] ?? languageInfo(booking.language).name;
  const request = booking.request;
  const guest = [request.name, request.email, request.phone].filter(Boolean).join(" · ");
  const capacity = capacityRows(request.service ?? "", booking.quote?.details ?? request.details ?? {});
  const undecided = booking.status === "received";
  let body = `<h1>${escapeHtml(title)}</h1><p class="status">${escapeHtml(texts.status[booking.status])}</p>${noticeHtml(notice, texts, language)}`;
  body += rowsHtml([
    ...bookingRows(booking, language),
    { label: texts.labels.guest, value: guest },
    ...proposalRows(booking, language),
    ...(undecided ? [] : capacity),
  ]);
  body += `<p class="hint">${escapeHtml(fill(texts.labels.answeredIn, { language: guestLanguage }))}</p>`;
  if (request.message) body += `<p class="hint">${escapeHtml(request.message)}</p>`;
  if (undecided) {
    const posted = typed?.get("action") ?? "";
    const refused = notice?.kind === "refused" && notice.refusal === "invalid" ? notice : undefined;
    const kept = (form: string, name: string) => (posted === form ? (typed?.get(name) ?? "") : "");
    const input = (form: string, name: string, attributes = "") => {
      const value = kept(form, name);
      const wrong = refused && posted === form && refused.field === name;
      return `<input name="${name}" ${attributes}${value ? ` value="${escapeHtml(value)}"` : ""}${wrong ? ` aria-invalid="true" aria-describedby="${form}-${name}-error"` : ""}>`;
    };
    const error = (form: string, name: string) =>
      refused && posted === form && refused.field === name
        ? `<p class="error" id="${form}-${name}-error">${escapeHtml(fieldError(refused, language, texts))}</p>`
        : "";
    const priced = quotedTotal(booking) !== undefined;
    body += `<h2 id="confirm">${escapeHtml(texts.actions.confirm)}</h2>`;
    // Above the form the Confirm link opens at: the dispatcher reads it before choosing the car.
    body += capacity.map((row) => `<p class="notice warning" role="note"><strong>${escapeHtml(row.label)}</strong> ${escapeHtml(row.value)}</p>`).join("");
    body += `<form method="post">`;
    body += field(
      texts.labels.total,
      input("confirm", "totalChf", `inputmode="decimal" ${priced ? "" : "required"}`),
      priced ? texts.totalHint : texts.priceRequired,
      error("confirm", "totalChf"),
    );
    body += field(texts.labels.chauffeur, input("confirm", "chauffeurName", 'maxlength="80" autocomplete="off"'), "", error("confirm", "chauffeurName"));
    body += field(
      texts.labels.mobile,
      input("confirm", "chauffeurMobile", 'type="tel" maxlength="30" autocomplete="off"'),
      "",
      error("confirm", "chauffeurMobile"),
    );
    body += field(texts.labels.vehicle, input("confirm", "vehicle", 'maxlength="80"'), "", error("confirm", "vehicle"));
    body += field(texts.labels.plate, input("confirm", "plate", 'maxlength="20"'), "", error("confirm", "plate"));
    body += field(texts.labels.note, `<textarea name="note" maxlength="500">${escapeHtml(kept("confirm", "note"))}</textarea>`, "", error("confirm", "note"));
    body += `${button("confirm", texts.actions.confirm)}</form>`;
    body += `<h2 id="propose">${escapeHtml(texts.actions.propose)}</h2><form method="post">`;
    body += field(texts.labels.date, input("propose", "serviceDate", `type="date" min="${todayIso()}"`), "", error("propose", "serviceDate"));
    body += field(texts.labels.time, input("propose", "serviceTime", 'type="time"'), "", error("propose", "serviceTime"));
    body += field(texts.labels.total, input("propose", "totalChf", 'inputmode="decimal"'), "", error("propose", "totalChf"));
    body += field(texts.labels.reason, `<select name="reason">${options(PROPOSAL_REASONS, texts.proposalReasons, kept("propose", "reason"))}</select>`);
    body += `${button("propose", texts.actions.propose)}</form>`;
    body += `<h2 id="decline">${escapeHtml(texts.actions.decline)}</h2><form method="post">`;
    body += field(texts.labels.reason, `<select name="reason">${options(DECLINE_REASONS, texts.declineReasons, kept("decline", "reason"))}</select>`);
    body += `${button("decline", texts.actions.decline, true)}</form>`;
  }
  return page(language, title, body);
}

/** The guest's status page, in the booking's language: where it stands, and what the guest may still do. */
export function guestPage(booking: Booking, now: Date, notice?: Notice): string {
  const language = booking.language;
  const texts = pageTexts(language);
  const title = fill(texts.guestTitle, { reference: booking.reference });
  // A day, a time or a phone in an Arabic sentence: a left-to-right unit, or its digits are read backwards.
  const ltr = (value: string | number) => ltrIsolate(String(value), language);
  let body = `<h1>${escapeHtml(title)}</h1><p class="status">${escapeHtml(texts.status[booking.status])}</p>${noticeHtml(notice, texts, language)}`;
  body += `<p>${escapeHtml(texts.statusText[booking.status])}</p>`;
  body += rowsHtml(bookingRows(booking, language));
  if (booking.status === "proposed") {
    body += `<h2>${escapeHtml(texts.mail.proposal)}</h2>${rowsHtml(proposalRows(booking, language))}`;
    body += `<form method="post" id="accept" class="actions">${button("accept", texts.actions.accept)}</form>`;
    body += `<form method="post" id="refuse" class="actions">${button("refuse", texts.actions.refuse, true)}</form>`;
  }
  if (booking.status === "confirmed") {
    const until = freeCancellationUntil(booking);
    if (until && now.getTime() <= until.getTime()) {
      body += `<p class="hint">${escapeHtml(fill(texts.freeCancellation, { until: ltr(genevaText(until.toISOString(), language)) }))}</p>`;
      body += `<form method="post" class="actions">${button("cancel", texts.actions.cancel, true)}</form>`;
    } else {
      const fee = lateCancellationFee(booking);
      body += `<p class="notice">${escapeHtml(fill(texts.lateCancellation, { percent: LATE_CANCELLATION_PERCENT, fee: ltr(chf(fee, language)), phone: ltr(OFFICE_PHONE) }))}</p>`;
    }
  }
  body += `<p class="hint">${escapeHtml(fill(texts.call, { phone: ltr(OFFICE_PHONE) }))}</p>`;
  return page(language, title, body);
}

/**
 * A link that is not valid: nothing of any request, in the language the caller chose without the token
 * (../http/bookingHttp.ts refusalLanguage), the site's default unless told.
 */
export function notFoundPage(language: Language = DEFAULT_LANGUAGE): string {
  const texts = pageTexts(language);
  return page(
    language,
    texts.notFound.title,
    `<h1>${escapeHtml(texts.notFound.title)}</h1><p>${escapeHtml(texts.notFound.text)}</p><p class="hint">${escapeHtml(fill(texts.call, { phone: OFFICE_PHONE }))}</p>`,
  );
}
