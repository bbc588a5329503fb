'use client';

import { type ChangeEvent, useContext, useState } from 'react';
import { Field } from '@/components/forms/fields';
import { MAX_LOGO_BYTES } from '../model/draft';
import type { SectionProps } from './FormSections';
import { FormLocked, formControls, smallButton } from './form-controls';

const LOGO_TYPES = ['image/png', 'image/jpeg'];

/** A PNG or JPEG logo, checked by its bytes, kept as a data: URL. */
export function LogoSection(props: SectionProps & { announce: (s: string) => void }) {
  const { draft, update, ui, errors, announce } = props;
  const { fieldset } = formControls(props.ui('optional'), props.fieldError);
  const [logoError, setLogoError] = useState<string | null>(null);
  const locked = useContext(FormLocked);
  const onLogo = (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const file = input.files?.[0];
    if (!file) return;
    input.value = '';
    if (!LOGO_TYPES.includes(file.type)) return setLogoError(errors('logoType'));
    if (file.size > MAX_LOGO_BYTES)
      return setLogoError(errors('logoSize', { size: `${MAX_LOGO_BYTES / 1000} KB` }));
    const reader = new FileReader();
    reader.onload = () => {
      const url = String(reader.result);
      // The bytes must be what the type says (a renamed file is not an image).
      const png = url.startsWith('data:image/png;base64,iVBORw0KGgo');
      const jpeg = url.startsWith('data:image/jpeg;base64,/9j/');
      if (!png && !jpeg) return setLogoError(errors('logoType'));
      setLogoError(null);
      update({ logo: url });
      announce(ui('logoAdded'));
    };
    reader.readAsDataURL(file);
  };
  return fieldset(
    ui('logoTitle'),
    <>
      <Field
        id="logo"
        label={ui('logo', { size: `${MAX_LOGO_BYTES / 1000} KB` })}
        error={logoError ?? undefined}
        optionalLabel={ui('optional')}
      >
        {(aria) => (
          <input
            {...aria}
            id="logo"
            disabled={locked}
            type="file"
            accept="image/png,image/jpeg"
            onChange={onLogo}
            className="block w-full text-sm"
          />
        )}
      </Field>
      {draft.logo && (
        <button type="button" className={smallButton} onClick={() => update({ logo: undefined })}>
          {ui('removeLogo')}
        </button>
      )}
    </>,
  );
}
