/**
 * The `technical-id` widget of the admin: an id that code or the contact form relies on (a service's
 * contact-form option, a vehicle's or a region's id). An editor sees it but cannot retype it: once an
 * item has an id it is read-only (with the human name when the field lists one), so a slip of the
 * keyboard cannot break the form or a request that already carries it. Only a new item (a new vehicle
 * or region) starts with an empty, editable id, checked by the field's `pattern` as before.
 */
import { css } from "@emotion/react";
import { Component } from "react";
import { adminColors } from "../styles/theme";
import { adminField } from "./adminStyles";

/** The part of Immutable's Map / List that Decap hands widgets as the field's configuration. */
interface FieldConfig {
  get(key: string): unknown;
}
interface OptionList {
  toJS(): { label: string; value: string }[];
}

export interface TechnicalIdControlProps {
  forID: string;
  value: string | null | undefined;
  field: FieldConfig;
  onChange(value: string): void;
  classNameWrapper: string;
  setActiveStyle?: () => void;
  setInactiveStyle?: () => void;
}

const input = css`
  ${adminField};
  padding: 10px 12px;
  &[readonly] {
    background: ${adminColors.fixedField};
    color: ${adminColors.fixedText};
    cursor: default;
  }
`;

/** The field's `options` as { value: label }, or none. */
export function optionLabels(field: FieldConfig): Map<string, string> {
  const options = field.get("options") as OptionList | undefined;
  return new Map((options?.toJS() ?? []).map(({ value, label }) => [value, label]));
}

export class TechnicalIdControl extends Component<TechnicalIdControlProps> {
  // Decided once: an id typed into a new item stays editable until the entry is reopened.
  private readonly locked = typeof this.props.value === "string" && this.props.value !== "";

  /** Called by Decap before saving: with options, only one of them (the pattern covers the others). */
  isValid = () => {
    const labels = optionLabels(this.props.field);
    if (labels.size === 0 || labels.has(this.props.value ?? "")) return true;
    const label = String(this.props.field.get("label") ?? this.props.field.get("name"));
    return { error: { type: "CUSTOM", message: `${label}: "${this.props.value ?? ""}" is not one of ${[...labels.keys()].join(", ")}.` } };
  };

  render() {
    const { forID, value, field, onChange, classNameWrapper, setActiveStyle, setInactiveStyle } = this.props;
    const shown = this.locked ? (optionLabels(field).get(value ?? "") ?? value ?? "") : (value ?? "");
    return (
      <div className={classNameWrapper}>
        <input
          css={input}
          id={forID}
          type="text"
          value={shown}
          readOnly={this.locked}
          title={this.locked ? `Fixed: ${value}` : undefined}
          onFocus={setActiveStyle}
          onBlur={setInactiveStyle}
          onChange={(event) => onChange(event.target.value)}
        />
      </div>
    );
  }
}

/** How an id shows in Decap's default preview: as the editor sees it. */
export function TechnicalIdPreview({ value, field }: { value?: string; field: FieldConfig }) {
  return <span>{optionLabels(field).get(value ?? "") ?? value}</span>;
}
