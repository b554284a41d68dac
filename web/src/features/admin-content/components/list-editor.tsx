import { ArrowDown, ArrowUp, Plus, Trash2 } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { moved, removed } from '../list-edit';
import { ErrorNote } from './draft-fields';

/**
 * An editable list: each item in its own group named `itemName(index)`, with buttons to move it up or down and to
 * remove it, and one to add an item while there is room. Items keep a key of their own through moves, so that what
 * a text box holds and the focus stay with their item.
 */
export function ListEditor<T>({
  path,
  items,
  onChange,
  itemName,
  render,
  newItem,
  addLabel,
  min,
  max,
}: {
  path: string;
  items: readonly T[];
  onChange: (items: T[]) => void;
  itemName: (index: number) => string;
  render: (item: T, index: number, change: (item: T) => void) => ReactNode;
  /** Absent: the list has a fixed number of items (the six companies), which can only be reordered. */
  newItem?: () => T;
  addLabel?: string;
  min: number;
  max: number;
}) {
  const { t } = useTranslation('admin-content');
  // Each item's key, and the next key to give: keys never repeat, so a moved or added item keeps its own.
  const [{ keys, next }, setKeys] = useState(() => ({ keys: items.map((_, index) => index), next: items.length }));
  // A list replaced from outside these buttons gets fresh keys, none of them reused.
  const itemKeys = keys.length === items.length ? keys : items.map((_, index) => next + index);

  const move = (index: number, step: -1 | 1) => {
    setKeys({ keys: moved(itemKeys, index, step), next });
    onChange(moved(items, index, step));
  };
  const remove = (index: number) => {
    setKeys({ keys: removed(itemKeys, index), next });
    onChange(removed(items, index));
  };
  const add = () => {
    if (!newItem) return;
    setKeys({ keys: [...itemKeys, next], next: next + 1 });
    onChange([...items, newItem()]);
  };

  return (
    <div className="grid gap-4">
      <ErrorNote path={path} />
      <ol className="grid gap-4">
        {items.map((item, index) => (
          <li key={itemKeys[index]}>
            <fieldset className="grid gap-3 rounded-md border p-3">
              <legend className="px-1 font-medium">{itemName(index)}</legend>
              {render(item, index, (changed) =>
                onChange(items.map((current, at) => (at === index ? changed : current))),
              )}
              <div className="flex flex-wrap gap-2">
                <Button
                  type="button"
                  variant="outline"
                  size="sm"
                  disabled={index === 0}
                  onClick={() => move(index, -1)}
                  aria-label={t('list.moveUp', { item: itemName(index) })}
                >
                  <ArrowUp aria-hidden />
                </Button>
                <Button
                  type="button"
                  variant="outline"
                  size="sm"
                  disabled={index === items.length - 1}
                  onClick={() => move(index, 1)}
                  aria-label={t('list.moveDown', { item: itemName(index) })}
                >
                  <ArrowDown aria-hidden />
                </Button>
                {newItem && (
                  <Button
                    type="button"
                    variant="outline"
                    size="sm"
                    disabled={items.length <= min}
                    onClick={() => remove(index)}
                    aria-label={t('list.remove', { item: itemName(index) })}
                  >
                    <Trash2 aria-hidden />
                  </Button>
                )}
              </div>
            </fieldset>
          </li>
        ))}
      </ol>
      {newItem && (
        <Button
          type="button"
          variant="outline"
          className="justify-self-start"
          disabled={items.length >= max}
          onClick={add}
        >
          <Plus aria-hidden />
          {addLabel ?? t('list.add')}
        </Button>
      )}
    </div>
  );
}
