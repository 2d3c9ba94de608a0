// The filter a phone's list declares most (CardListScreen): one value of a closed list (an
// estado), "Todos" or "Todas" first, kept in the URL under its name. A day of a period is
// `dateFilter` (card-list-date-filter.tsx), apart: its date picker loads only with the lists that
// filter by day.
import type { CardListFilter } from './card-list-screen.tsx'
import { ListCardsFilter } from './list-screen-cards.tsx'

/**
 * One of a closed list's values (`ESTADOS_INCIDENTE`, named by `ESTADO_INCIDENTE_LABEL`), or every
 * one (`all`: "Todos", "Todas"); a value the list does not have, in the URL, is every one.
 */
export function estadoFilter<Value extends string>(
  values: readonly Value[],
  labels: Readonly<Record<Value, string>>,
  all: string,
  label = 'Estado',
): CardListFilter<Value | undefined> {
  const options = values.map((value) => ({ value, label: labels[value] }))
  return {
    read: (param) => values.find((value) => value === param),
    control: ({ value, onChange }) => (
      <ListCardsFilter
        label={label}
        all={all}
        value={value}
        options={options}
        onChange={onChange}
      />
    ),
  }
}
