import { useId, type ComponentProps } from 'react';
import { Input } from '@/components/ui/input';
import type { SelectOption } from '@/components/ui/select';

/**
 * A title (Mr, Ms, Dr…): free text in the model, so a text box that suggests the master data titles
 * rather than a select that would drop a title no longer in the list.
 */
export function TitleInput({
  titles,
  ...props
}: ComponentProps<'input'> & { titles: SelectOption[] | null }) {
  const listId = useId();
  return (
    <>
      <Input list={titles ? listId : undefined} autoComplete="off" {...props} />
      {titles && (
        <datalist id={listId}>
          {titles.map((t) => (
            <option key={t.value} value={t.value} />
          ))}
        </datalist>
      )}
    </>
  );
}
