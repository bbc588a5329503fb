'use client';

import { useMemo, useState } from 'react';
import { Field, Select } from '@/components/forms/fields';
import type { UiText } from '../client-messages';
import { clientBook, type KnownClient } from '../store/client-book';
import type { Draft } from '../model/draft';
import { smallButton } from './form-controls';

interface Props {
  ui: UiText;
  /** The documents saved in this browser, which the address book is made from. */
  saved: Draft[];
  onChoose: (client: KnownClient) => void;
}

/** Chooses a client of the address book; the button fills the form (a select alone does not). */
export function ClientPicker({ ui, saved, onChoose }: Props) {
  const [key, setKey] = useState('');
  const clients = useMemo(() => clientBook(saved), [saved]);
  if (clients.length === 0) return null;
  const chosen = clients.find((c) => c.key === key);
  return (
    <div className="flex flex-wrap items-end gap-3">
      <div className="min-w-0 flex-1">
        <Field id="client-book" label={ui('clientBook')} hint={ui('clientBookHint')}>
          {(aria) => (
            <Select
              {...aria}
              id="client-book"
              value={key}
              onChange={(e) => setKey(e.currentTarget.value)}
            >
              <option value="">{ui('clientBookNone')}</option>
              {clients.map((c) => (
                <option key={c.key} value={c.key}>
                  {c.name}
                </option>
              ))}
            </Select>
          )}
        </Field>
      </div>
      <button
        type="button"
        className={smallButton}
        disabled={!chosen}
        onClick={() => chosen && onChoose(chosen)}
      >
        {ui('clientBookUse')}
      </button>
    </div>
  );
}
