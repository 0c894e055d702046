import { Fragment } from "react";

/**
 * An e-mail or web address that breaks, where a narrow screen needs it to, only where a reader expects:
 * after the "@" and before a dot ("contact@ / example.ch"), never inside a word ("contact@example.co / m",
 * as `overflow-wrap: anywhere` did at 320 px). The <wbr>s are break opportunities, nothing more: the
 * address reads, copies and is announced as written. Its container keeps `overflow-wrap: break-word`
 * for a part still wider than the line.
 */
export function AddressBreaks({ text }: { text: string }) {
  const parts = text.split(/(?<=@)|(?=\.)/);
  return (
    <>
      {parts.map((part, index) => (
        <Fragment key={index}>
          {index > 0 && <wbr />}
          {part}
        </Fragment>
      ))}
    </>
  );
}
