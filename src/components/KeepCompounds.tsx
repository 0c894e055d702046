import { css } from "@emotion/react";
import { Fragment } from "react";

const together = css`
  white-space: nowrap;
`;

/**
 * A name whose hyphenated words never break at their hyphen ("Mercedes S-Class" wraps before "S-Class",
 * never as "S-" / "Class"): each such word is kept in one piece; the text itself is unchanged, so it reads,
 * copies and is announced as written.
 */
export function KeepCompounds({ text }: { text: string }) {
  const parts = text.split(/(\S*\p{L}-\p{L}\S*)/u);
  if (parts.length === 1) return <>{text}</>;
  return (
    <>
      {parts.map((part, index) =>
        index % 2 === 1 ? (
          <span key={index} css={together}>
            {part}
          </span>
        ) : (
          <Fragment key={index}>{part}</Fragment>
        ),
      )}
    </>
  );
}
