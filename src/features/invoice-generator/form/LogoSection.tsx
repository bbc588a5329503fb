'use client';

import { type ChangeEvent, useContext, useState } from 'react';
import { Field } from '@/components/forms/fields';
import { MAX_LOGO_BYTES } from '../model/draft';
import type { SectionProps } from './FormSections';
import { FormLocked, formControls, smallButton } from './form-controls';

/**
 * The image's type read from its first bytes (its signature), never from its name or the type the
 * browser guesses from the name: a PNG saved as `logo.jpg` is a PNG.
 */
export function imageType(head: Uint8Array): 'image/png' | 'image/jpeg' | null {
  const png = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
  if (png.every((byte, i) => head[i] === byte)) return 'image/png';
  if (head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff) return 'image/jpeg';
  return null;
}

/** A PNG or JPEG logo, checked by its bytes, kept as a data: URL of the type its bytes say. */
export function LogoSection(props: SectionProps & { announce: (s: string) => void }) {
  const { draft, update, ui, errors, announce } = props;
  const { fieldset } = formControls(props.ui('optional'), props.fieldError);
  const [logoError, setLogoError] = useState<string | null>(null);
  const locked = useContext(FormLocked);
  const onLogo = async (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const file = input.files?.[0];
    if (!file) return;
    input.value = '';
    if (file.size > MAX_LOGO_BYTES)
      return setLogoError(errors('logoSize', { size: `${MAX_LOGO_BYTES / 1000} KB` }));
    const type = imageType(new Uint8Array(await file.slice(0, 8).arrayBuffer()));
    if (!type) return setLogoError(errors('logoType'));
    const reader = new FileReader();
    reader.onload = () => {
      setLogoError(null);
      update({ logo: String(reader.result) });
      announce(ui('logoAdded'));
    };
    reader.readAsDataURL(new Blob([file], { type }));
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
            onChange={(e) => void onLogo(e)}
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
