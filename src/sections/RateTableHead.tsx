import type { ReactNode } from "react";

/** A rate table's column headings, each naming the column below it. */
export function RateTableHead({ columns }: { columns: ReactNode[] }) {
  return (
    <thead>
      <tr>
        {columns.map((column, index) => (
          // The columns never move: their place is their identity.
          <th key={index} scope="col">
            {column}
          </th>
        ))}
      </tr>
    </thead>
  );
}
