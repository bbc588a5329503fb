'use client';

import { type ChangeEvent, useState } from 'react';
import { Field, TextInput } from '@/components/forms/fields';
import type { ErrorText, UiText } from './client-messages';
import { clientCountryOf, MAX_LOGO_BYTES, type Draft } from './draft';
import { REGIMES, regimeCode, regimeLabel } from './sat-regimes';
import { formControls, smallButton } from './form-controls';
import { fill } from './invoice-content';

/** What every section of the form gets: the draft, how to change it, texts and field errors. */
export interface SectionProps {
  draft: Draft;
  update: (change: Partial<Draft> | ((d: Draft) => Partial<Draft>)) => void;
  ui: UiText;
  errors: ErrorText;
  fieldError: (id: string) => string | undefined;
}

export const controls = ({ ui, fieldError }: SectionProps) => formControls(ui.optional, fieldError);

/** Sender's country, document language, currency and paper. */
export function SettingsSection(props: SectionProps) {
  const { draft, update, ui } = props;
  const { select, fieldset } = controls(props);
  return fieldset(
    ui.settingsTitle,
    <div className="grid gap-4 sm:grid-cols-2">
      {select(
        'senderCountry',
        ui.senderCountry,
        draft.senderCountry,
        [
          ['us', ui.countryUs],
          ['mx', ui.countryMx],
        ],
        (v) => update({ senderCountry: v }),
      )}
      {select(
        'documentLanguage',
        ui.documentLanguage,
        draft.documentLanguage,
        [
          ['en', ui.languageEn],
          ['es', ui.languageEs],
          ['both', ui.languageBoth],
        ],
        (v) => update({ documentLanguage: v }),
      )}
      {select(
        'currency',
        ui.currency,
        draft.currency,
        [
          ['USD', ui.currencyUSD],
          ['MXN', ui.currencyMXN],
        ],
        (v) => update({ currency: v }),
      )}
      {select(
        'paper',
        ui.paper,
        draft.paper,
        [
          ['letter', ui.paperLetter],
          ['a4', ui.paperA4],
        ],
        (v) => update({ paper: v }),
      )}
      {draft.senderCountry === 'mx' && (
        <div className="flex items-start gap-2 sm:col-span-2">
          <input
            id="notCfdiLine"
            type="checkbox"
            className="mt-1 size-4"
            checked={draft.notCfdiLine !== false}
            onChange={(e) => update({ notCfdiLine: e.currentTarget.checked })}
          />
          <label htmlFor="notCfdiLine" className="text-sm text-ink">
            {ui.notCfdiLine}
          </label>
        </div>
      )}
    </div>,
  );
}

/** The sender and the client: name, address, tax id (and the sender's régimen in Mexico). */
export function PartiesSections(props: SectionProps) {
  const { draft, update, ui } = props;
  const { text, select, fieldset } = controls(props);
  const mexican = draft.senderCountry === 'mx';
  const from = (change: Partial<Draft['from']>) =>
    update((d) => ({ from: { ...d.from, ...change } }));
  const billTo = (change: Partial<Draft['billTo']>) =>
    update((d) => ({ billTo: { ...d.billTo, ...change } }));
  return (
    <>
      {fieldset(
        ui.fromTitle,
        <>
          {text('from-name', ui.name, draft.from.name, (v) => from({ name: v }), {
            autoComplete: 'organization',
          })}
          {text('from-address', ui.address, draft.from.address, (v) => from({ address: v }), {
            multiline: true,
          })}
          {text(
            'from-taxId',
            mexican ? ui.taxIdMx : ui.taxIdUs,
            draft.from.taxId,
            (v) => from({ taxId: v }),
            { optional: true, hint: mexican ? undefined : ui.einHint },
          )}
          {mexican && <RegimeSelect {...props} />}
        </>,
      )}
      {fieldset(
        ui.billToTitle,
        <>
          {text('billTo-name', ui.name, draft.billTo.name, (v) => billTo({ name: v }))}
          {text('billTo-address', ui.address, draft.billTo.address, (v) => billTo({ address: v }), {
            multiline: true,
          })}
          {select(
            'clientCountry',
            ui.clientCountry,
            clientCountryOf(draft),
            [
              ['mx', ui.countryMx],
              ['us', ui.countryUs],
              ['other', ui.countryOther],
            ],
            (v) => update({ clientCountry: v }),
          )}
          {text(
            'billTo-taxId',
            clientCountryOf(draft) === 'mx' ? ui.taxIdMx : ui.taxIdClient,
            draft.billTo.taxId,
            (v) => billTo({ taxId: v }),
            { optional: true },
          )}
        </>,
      )}
    </>
  );
}

/**
 * The sender's régimen fiscal from the SAT's catalogue (code and name); a régimen typed before the
 * catalogue stays offered as it was, so nothing saved is lost.
 */
function RegimeSelect(props: SectionProps) {
  const { draft, update, ui } = props;
  const { select } = controls(props);
  const typed = draft.from.regime.trim();
  const code = regimeCode(typed);
  const options: [string, string][] = [
    ['', ui.regimeNone],
    ...REGIMES.map((r): [string, string] => [r[0], regimeLabel(r)]),
  ];
  if (typed && !code) options.push([typed, typed]);
  return select(
    'from-regime',
    ui.regime,
    code ?? typed,
    options,
    (v) => update((d) => ({ from: { ...d.from, regime: v } })),
    ui.regimeHint,
  );
}

/** The document's number (with the next one suggested), issue date and payment terms. */
export function NumberSection(
  props: SectionProps & { last: string | null; suggest: () => string },
) {
  const { draft, update, ui, fieldError, last, suggest } = props;
  const { text, select, fieldset } = controls(props);
  const date = (id: 'issueDate' | 'dueDate', label: string) => (
    <Field id={id} label={label} error={fieldError(id)}>
      {(aria) => (
        <TextInput
          {...aria}
          id={id}
          type="date"
          value={draft[id]}
          onChange={(e) => update({ [id]: e.currentTarget.value })}
        />
      )}
    </Field>
  );
  return fieldset(
    ui.numberTitle,
    <>
      <div>
        {text('number', ui.number, draft.number, (v) => update({ number: v }))}
        <div className="mt-2 flex flex-wrap items-center gap-3">
          <button
            type="button"
            className={smallButton}
            onClick={() => update({ number: suggest() })}
          >
            {ui.suggestNumber}
          </button>
          {last && (
            <span className="text-sm text-muted">{fill(ui.lastNumber, { number: last })}</span>
          )}
        </div>
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        {date('issueDate', ui.issueDate)}
        {select(
          'terms',
          ui.terms,
          draft.terms,
          [
            ['receipt', ui.termsReceipt],
            ['net15', ui.termsNet15],
            ['net30', ui.termsNet30],
            ['net60', ui.termsNet60],
            ['date', ui.termsDate],
          ],
          (v) => update({ terms: v }),
        )}
        {draft.terms === 'date' && date('dueDate', ui.dueDate)}
      </div>
    </>,
  );
}

/** Bank, account or CLABE, payment link and notes. */
export function PaymentSection(props: SectionProps) {
  const { draft, update, ui } = props;
  const { text, fieldset } = controls(props);
  const payment = (change: Partial<Draft['payment']>) =>
    update((d) => ({ payment: { ...d.payment, ...change } }));
  return fieldset(
    ui.paymentTitle,
    <>
      {text('payment-bank', ui.bank, draft.payment.bank, (v) => payment({ bank: v }), {
        optional: true,
      })}
      {text('payment-clabe', ui.clabe, draft.payment.clabe, (v) => payment({ clabe: v }), {
        optional: true,
      })}
      {text('payment-link', ui.paymentLink, draft.payment.link, (v) => payment({ link: v }), {
        optional: true,
      })}
      {text('notes', ui.notes, draft.notes, (v) => update({ notes: v }), {
        multiline: true,
        optional: true,
      })}
    </>,
  );
}

const LOGO_TYPES = ['image/png', 'image/jpeg'];

/** A PNG or JPEG logo, checked by its bytes, kept as a data: URL. */
export function LogoSection(props: SectionProps & { announce: (s: string) => void }) {
  const { draft, update, ui, errors, announce } = props;
  const { fieldset } = controls(props);
  const [logoError, setLogoError] = useState<string | null>(null);
  const onLogo = (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const file = input.files?.[0];
    if (!file) return;
    input.value = '';
    if (!LOGO_TYPES.includes(file.type)) return setLogoError(errors.logoType);
    if (file.size > MAX_LOGO_BYTES)
      return setLogoError(fill(errors.logoSize, { size: `${MAX_LOGO_BYTES / 1000} KB` }));
    const reader = new FileReader();
    reader.onload = () => {
      const url = String(reader.result);
      // The bytes must be what the type says (a renamed file is not an image).
      const png = url.startsWith('data:image/png;base64,iVBORw0KGgo');
      const jpeg = url.startsWith('data:image/jpeg;base64,/9j/');
      if (!png && !jpeg) return setLogoError(errors.logoType);
      setLogoError(null);
      update({ logo: url });
      announce(ui.logoAdded);
    };
    reader.readAsDataURL(file);
  };
  return fieldset(
    ui.logoTitle,
    <>
      <Field
        id="logo"
        label={fill(ui.logo, { size: `${MAX_LOGO_BYTES / 1000} KB` })}
        error={logoError ?? undefined}
        optionalLabel={ui.optional}
      >
        {(aria) => (
          <input
            {...aria}
            id="logo"
            type="file"
            accept="image/png,image/jpeg"
            onChange={onLogo}
            className="block w-full text-sm"
          />
        )}
      </Field>
      {draft.logo && (
        <button type="button" className={smallButton} onClick={() => update({ logo: undefined })}>
          {ui.removeLogo}
        </button>
      )}
    </>,
  );
}
