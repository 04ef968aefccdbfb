/**
 * A list's search fields, one line each (issue 55 item 3: every list screen wrote the same three
 * lines a field): the period (`<name>.period`, at most a year, required), a text, a choice of
 * items or of a code list (with "all"), and a list of numbers. Labels are the screen's texts:
 * `<name>.<key>`, by default `<name>.col.<field>` (the column's) or `<name>.<field>` for numbers.
 * Each gives the FormItem itself, so the search box lays it out as before (searchFields.ts).
 */
import type { ComponentProps } from 'react';
import type { TFunction } from 'i18next';
import { DateRangePicker, FormItem, MultiTextInput, Select, TextField } from '@mro/ui';

type Items = NonNullable<ComponentProps<typeof Select>['items']>;

export function listFields({ t, name, today }: { t: TFunction; name: string; today: string }) {
  const label = (key: string) => t(`${name}.${key}`);
  return {
    period: () => (
      <FormItem name="period" label={label('period')} span={2}>
        <DateRangePicker label={label('period')} today={today} required maxYears={1} />
      </FormItem>
    ),
    text: (field: string, key = `col.${field}`, maxLength = 100) => (
      <FormItem name={field} label={label(key)}>
        <TextField maxLength={maxLength} />
      </FormItem>
    ),
    select: (field: string, items: Items, key = `col.${field}`) => (
      <FormItem name={field} label={label(key)}>
        <Select items={items} emptyOption="all" />
      </FormItem>
    ),
    code: (field: string, codeGroup: string, key = `col.${field}`) => (
      <FormItem name={field} label={label(key)}>
        <Select codeGroup={codeGroup} emptyOption="all" />
      </FormItem>
    ),
    numbers: (field: string, maxItems = 100, key = field) => (
      <FormItem name={field} label={label(key)}>
        <MultiTextInput maxItems={maxItems} />
      </FormItem>
    ),
  };
}
