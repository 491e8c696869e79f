import { useId } from 'react';

type Props = {
  categories: readonly string[];
  /** The category shown; undefined for all of them. */
  value: string | undefined;
  onChange: (category: string | undefined) => void;
};

/** The board's category filter (issue #36): every row, or one category's. */
export function CategoryFilter({ categories, value, onChange }: Props) {
  const id = useId();
  return (
    <div className="flex items-center gap-2">
      <label htmlFor={id} className="text-sm font-medium">
        Category
      </label>
      <select
        id={id}
        className="select select-sm w-auto"
        value={value ?? ''}
        onChange={(event) => {
          onChange(event.target.value === '' ? undefined : event.target.value);
        }}
      >
        <option value="">All</option>
        {categories.map((name) => (
          <option key={name} value={name}>
            {name}
          </option>
        ))}
        {value !== undefined && !categories.includes(value) && <option value={value}>{value}</option>}
      </select>
    </div>
  );
}
