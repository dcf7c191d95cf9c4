/** A table's head row: each column's label and its cell classes (spacing, the columns hidden on phones). */
export function ColumnHeads({
  className,
  columns,
}: {
  className: string;
  columns: readonly (readonly [label: string, cellClass: string])[];
}) {
  return (
    <thead className={className}>
      <tr>
        {columns.map(([label, cellClass]) => (
          <th key={label} scope="col" className={cellClass}>
            {label}
          </th>
        ))}
      </tr>
    </thead>
  );
}
