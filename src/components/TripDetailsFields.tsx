import { css } from "@emotion/react";
import { useTranslation } from "react-i18next";
import { FLEET } from "../contact/catalog";
import { VEHICLE_CLASSES } from "../contact/fares";
import { CHAUFFEUR_VALUES, DETAIL_RANGES } from "../contact/details";
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
  returnTrip: boolean;
  bind: FieldBinding;
  errorOf: (name: FieldName) => string | undefined;
  minDate: string;
  language: Language;
}

/** The chosen service's trip details (src/contact/details.ts); nothing for "other" or no choice. */
export function TripDetailsFields({ service, returnTrip, bind, errorOf, minDate, language }: TripDetailsFieldsProps) {
  const { t } = useTranslation();
  const label = (key: string) => t(`contact.form.details.${key}`);
  const text = (key: "pickup" | "destination" | "flight" | "meetingPlace" | "deliveryPlace" | "collectionPlace", wide = false, autoComplete = "off") => (
    <FormField name={`details-${key}`} label={label(key)} error={errorOf(`details.${key}`)} css={wide ? fullRow : undefined}>
      {(a11y) => <input {...a11y} {...bind(`details.${key}`)} type="text" autoComplete={autoComplete} css={fieldControl} />}
    </FormField>
  );
  const count = (key: keyof typeof DETAIL_RANGES) => (
    <FormField name={`details-${key}`} label={label(key)} error={errorOf(`details.${key}`)}>
      {(a11y) => (
        <input
          {...a11y}
          {...bind(`details.${key}`)}
          type="number"
          inputMode="numeric"
          min={DETAIL_RANGES[key].min}
          max={DETAIL_RANGES[key].max}
          step={1}
          css={fieldControl}
        />
      )}
    </FormField>
  );

  if (service === "private-transport") {
    return (
      <fieldset css={group} id="contact-details">
        <legend>{label("legend")}</legend>
        {text("pickup", true, "street-address")}
        {text("destination", true)}
        <FormField name="details-vehicleClass" label={label("vehicleClass")} error={errorOf("details.vehicleClass")} css={fullRow}>
          {(a11y) => (
            <select {...a11y} {...bind("details.vehicleClass")} css={fieldControl}>
              <option value="">{label("vehicleClassNone")}</option>
              {VEHICLE_CLASSES.map((vehicleClass) => (
                <option key={vehicleClass.id} value={vehicleClass.id}>
                  {vehicleClass.name[language]}
                </option>
              ))}
            </select>
          )}
        </FormField>
        {count("passengers")}
        {count("luggage")}
        {text("flight")}
        <div css={fullRow}>
          <label css={choice}>
            <input id="contact-details-returnTrip" type="checkbox" {...bind("details.returnTrip", { type: "checkbox" })} />
            {label("returnTrip")}
          </label>
        </div>
        {returnTrip && (
          <>
            <FormField name="details-returnDate" label={label("returnDate")} error={errorOf("details.returnDate")}>
              {(a11y) => (
                <input
                  {...a11y}
                  {...bind("details.returnDate")}
                  {...emptyMark(bind("details.returnDate").value)}
                  type="date"
                  min={minDate}
                  css={fieldControl}
                />
              )}
            </FormField>
            <FormField name="details-returnTime" label={label("returnTime")} error={errorOf("details.returnTime")}>
              {(a11y) => <input {...a11y} {...bind("details.returnTime")} {...emptyMark(bind("details.returnTime").value)} type="time" css={fieldControl} />}
            </FormField>
          </>
        )}
      </fieldset>
    );
  }
  if (service === "personal-assistance") {
    return (
      <fieldset css={group} id="contact-details">
        <legend>{label("legend")}</legend>
        {count("durationHours")}
        {text("meetingPlace")}
      </fieldset>
    );
  }
  if (service === "vehicle-rental") {
    const chauffeurError = errorOf("details.chauffeur");
    return (
      <fieldset css={group} id="contact-details">
        <legend>{label("legend")}</legend>
        <fieldset css={[radios, fullRow]} aria-describedby={chauffeurError ? "contact-details-chauffeur-error" : undefined}>
          <legend>{label("chauffeur")}</legend>
          <div>
            {CHAUFFEUR_VALUES.map((value) => (
              <label key={value} css={choice}>
                <input type="radio" id={`contact-details-chauffeur-${value}`} {...bind("details.chauffeur", { type: "radio", value })} />
                {label(value === "with" ? "withChauffeur" : "withoutChauffeur")}
              </label>
            ))}
          </div>
          {chauffeurError && (
            <p id="contact-details-chauffeur-error" css={errorText}>
              {chauffeurError}
            </p>
          )}
        </fieldset>
        <FormField name="details-vehicle" label={label("vehicle")} error={errorOf("details.vehicle")}>
          {(a11y) => (
            <select {...a11y} {...bind("details.vehicle")} css={fieldControl}>
              <option value="">{label("vehicleNone")}</option>
              {FLEET.map((vehicle) => (
                <option key={vehicle.id} value={vehicle.id}>
                  {t("contact.form.details.vehicleOption", {
                    name: vehicle.name[language],
                    seats: t("contact.form.details.seats", { count: vehicle.seats }),
                    bags: t("contact.form.details.bags", { count: vehicle.luggage }),
                  })}
                </option>
              ))}
            </select>
          )}
        </FormField>
        {count("days")}
        {text("deliveryPlace", true, "street-address")}
        {text("collectionPlace", true, "street-address")}
      </fieldset>
    );
  }
  return null;
}
