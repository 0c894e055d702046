import { css } from "@emotion/react";
import { useTranslation } from "react-i18next";
import { FLEET } from "../booking/catalogue/catalog";
import { minimumHours, PLACES, VEHICLE_CLASSES } from "../booking/catalogue/fares";
import { flightDirection } from "../booking/catalogue/fareIds";
import { DETAILS, detailActive, SERVICES, type DetailKey, type DetailSpec } from "../booking/catalogue/fields";
import type { Language } from "../i18n/languages";
import { fullRow, twoColumns } from "../styles/layout";
import { colors, iconImage, shadows, tints } from "../styles/theme";
import { emptyMark, FormField, fieldControl, type FieldBinding, type FieldName } from "./FormField";

// The form's grid gap above (ContactFormFields cancels it for the empty area), then the section rule.
const group = css`
  ${fullRow};
  ${twoColumns};
  gap: 1.25rem 1.5rem;
  margin: 1.5rem 0 0;
  padding: 1.25rem 0 0;
  border: 0;
  border-top: 1px solid ${tints.divider};
  /* Set like the fields' labels (FormField), in gold: the heading of the section under it. A legend has
     2 px of inline padding of its own, which took it off the labels' line. */
  & > legend {
    float: left;
    float: inline-start;
    grid-column: 1 / -1;
    margin-bottom: 0.25rem;
    padding: 0;
    font-size: 0.8125rem;
    font-weight: 600;
    letter-spacing: 0.08em;
    text-transform: uppercase;
    color: ${colors.gold};
  }
`;

const tick = iconImage(["M20 6 9 17l-5-5"], colors.night);

/** Radios and checkboxes drawn like the text fields (not the system's white discs), on a 44 px target. */
const choice = css`
  display: flex;
  gap: 0.75rem;
  align-items: center;
  min-height: 44px;
  cursor: pointer;
  input {
    appearance: none;
    flex: none;
    display: grid;
    place-content: center;
    width: 1.375rem;
    height: 1.375rem;
    margin: 0;
    border: 1px solid ${tints.fieldBorder};
    border-radius: 4px;
    background: ${tints.field} center / 0.95rem no-repeat;
    cursor: pointer;
    transition:
      border-color 0.2s ease,
      background-color 0.2s ease,
      box-shadow 0.2s ease;
  }
  input[type="radio"] {
    border-radius: 50%;
  }
  &:hover input {
    border-color: ${tints.fieldBorderHover};
  }
  input:checked {
    border-color: ${colors.gold};
  }
  input[type="checkbox"]:checked {
    background-color: ${colors.gold};
    background-image: ${tick};
  }
  input[type="radio"]:checked {
    background-image: radial-gradient(circle, ${colors.gold} 0 0.3rem, transparent calc(0.3rem + 1px));
  }
  input:focus-visible {
    outline: none;
    border-color: ${colors.gold};
    box-shadow: ${shadows.focusRing};
  }
`;
const radios = css`
  margin: 0;
  padding: 0;
  border: 0;
  legend {
    float: none;
    margin-bottom: 0.45rem;
    padding: 0;
    font-size: 0.8125rem;
    font-weight: 600;
    letter-spacing: 0.08em;
    text-transform: uppercase;
    color: ${colors.ivory};
  }
  div {
    display: flex;
    flex-wrap: wrap;
    gap: 0 1.5rem;
  }
`;
const errorText = css`
  font-size: 0.875rem;
  color: ${colors.error};
`;

interface TripDetailsFieldsProps {
  service: string;
  bind: FieldBinding;
  errorOf: (name: FieldName) => string | undefined;
  minDate: string;
  language: Language;
}

/** The chosen service's trip details, as src/booking/catalogue/fields.ts describes them; nothing for "other" or no choice. */
export function TripDetailsFields({ service, bind, errorOf, minDate, language }: TripDetailsFieldsProps) {
  const { t } = useTranslation();
  // The flight is the arriving one from the airport, the departing one to it.
  const direction = flightDirection(bind("details.pickupPlace").value, bind("details.destinationPlace").value);
  const label = (key: string) =>
    t(`contact.form.details.${key === "flight" && direction ? (direction === "arrival" ? "flightArrival" : "flightDeparture") : key}`);
  const keys: readonly DetailKey[] = (SERVICES as Record<string, readonly DetailKey[] | undefined>)[service] ?? [];
  if (keys.length === 0) return null;

  // The lists whose values the content defines: the rates' vehicle classes, the fleet with seats and bags.
  const listed = (from: "fleet" | "vehicleClasses" | "places") =>
    from === "places"
      ? PLACES.map((place) => (
          <option key={place.id} value={place.id}>
            {place.name[language]}
          </option>
        ))
      : from === "vehicleClasses"
        ? VEHICLE_CLASSES.map((vehicleClass) => (
            <option key={vehicleClass.id} value={vehicleClass.id}>
              {vehicleClass.name[language]}
            </option>
          ))
        : FLEET.map((vehicle) => (
            <option key={vehicle.id} value={vehicle.id}>
              {t("contact.form.details.vehicleOption", {
                name: vehicle.name[language],
                seats: t("contact.form.details.seats", { count: vehicle.seats }),
                bags: t("contact.form.details.bags", { count: vehicle.luggage }),
              })}
            </option>
          ));

  const control = (key: DetailKey) => {
    const spec: DetailSpec = DETAILS[key];
    const path = `details.${key}`;
    const wide = "wide" in spec && spec.wide ? fullRow : undefined;
    switch (spec.kind) {
      case "flag":
        return (
          <div key={key} css={fullRow}>
            <label css={choice}>
              <input id={`contact-details-${key}`} type="checkbox" {...bind(path, { type: "checkbox" })} />
              {label(key)}
            </label>
          </div>
        );
      case "choice":
        if (spec.options) {
          const error = errorOf(path);
          const errorId = `contact-details-${key}-error`;
          return (
            <fieldset key={key} css={[radios, fullRow]} aria-describedby={error ? errorId : undefined}>
              <legend>{label(key)}</legend>
              <div>
                {Object.entries(spec.options).map(([value, labelKey]) => (
                  <label key={value} css={choice}>
                    <input type="radio" id={`contact-details-${key}-${value}`} {...bind(path, { type: "radio", value })} />
                    {label(labelKey)}
                  </label>
                ))}
              </div>
              {error && (
                <p id={errorId} css={errorText}>
                  {error}
                </p>
              )}
            </fieldset>
          );
        }
        return (
          <FormField key={key} name={`details-${key}`} label={label(key)} error={errorOf(path)} css={wide}>
            {(a11y) => (
              <select {...a11y} {...bind(path)} css={fieldControl}>
                <option value="">{label(`${key}None`)}</option>
                {spec.from && listed(spec.from)}
              </select>
            )}
          </FormField>
        );
      default:
        return (
          <FormField key={key} name={`details-${key}`} label={label(key)} error={errorOf(path)} css={wide}>
            {(a11y) => (
              <input
                {...a11y}
                {...bind(path)}
                {...inputOf(spec, bind(path).value, minDate)}
                // By the hour: the chosen class's minimum (content/rates.json `hourly`).
                {...(key === "hours" ? { min: minimumHours(bind("details.vehicleClass").value) } : {})}
                css={fieldControl}
              />
            )}
          </FormField>
        );
    }
  };

  // A detail that belongs to a flag or a count shows while it is on (the return's date, the children's ages).
  const shown = keys.filter((key) => {
    const flag = (DETAILS[key] as DetailSpec).onlyWith;
    if (!flag) return true;
    return (DETAILS[flag as DetailKey] as DetailSpec).kind === "flag"
      ? bind(`details.${flag}`, { type: "checkbox" }).checked === true
      : detailActive(bind(`details.${flag}`).value);
  });
  return (
    <fieldset css={group} id="contact-details">
      <legend>{label("legend")}</legend>
      {shown.map(control)}
    </fieldset>
  );
}

/** The input's own attributes for a kind of detail drawn as one input. */
function inputOf(spec: DetailSpec, value: unknown, minDate: string) {
  switch (spec.kind) {
    case "count":
      return { type: "number", inputMode: "numeric" as const, min: spec.min, max: spec.max, step: 1 };
    case "date":
      return { ...emptyMark(value), type: "date", min: minDate };
    case "time":
      return { ...emptyMark(value), type: "time" };
    default:
      // Free text in any script (a Latin address on an Arabic page): its direction follows what is typed, so its start stays in sight.
      return { type: "text", dir: "auto", autoComplete: ("autoComplete" in spec && spec.autoComplete) || "off" };
  }
}
