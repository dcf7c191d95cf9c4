/** A select's options from [value, label] pairs, in their order. */
export function SelectOptions({ options }: { options: readonly (readonly [value: string, label: string])[] }) {
  return options.map(([value, label]) => (
    <option key={value} value={value}>
      {label}
    </option>
  ));
}
