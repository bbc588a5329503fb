'use client';

import type { ReactNode } from 'react';
import { Field } from '@/components/forms/fields';
import type { ErrorText, UiText } from '../client-messages';
import { clientCountryOf, kindOf, type Draft } from '../model/draft';
import { formControls, Input, smallButton } from './form-controls';
import { useClabeBank } from './useClabeBank';
import { useMexicanRules } from './mexican-rules';
import { onDemand, PartLoading } from './parts';

/**
 * "Fill in from their constancia", for a Mexican client: its own chunk, loaded after the page
 * starts (form/parts.tsx: a box of its size meanwhile, heights measured in Chromium at 390 and
 * 1280 px, and a sentence in its place if it never comes).
 */
const ConstanciaButton = onDemand(
  () => import('./ConstanciaButton').then((m) => m.ConstanciaButton),
  <PartLoading size="min-h-[131px] sm:min-h-[108px]" />,
  { browserOnly: true },
);

/** What every section of the form gets: the draft, how to change it, texts and field errors. */
export interface SectionProps {
  draft: Draft;
  update: (change: Partial<Draft> | ((d: Draft) => Partial<Draft>)) => void;
  ui: UiText;
  errors: ErrorText;
  fieldError: (id: string) => string | undefined;
}

export const controls = ({ ui, fieldError }: SectionProps) =>
  formControls(ui('optional'), fieldError);

/** Sender's country, document language, currency and paper. */
export function SettingsSection(props: SectionProps) {
  const { draft, update, ui } = props;
  const { select, check, fieldset } = controls(props);
  return fieldset(
    ui('settingsTitle'),
    <div className="grid gap-4 sm:grid-cols-2">
      {select(
        'senderCountry',
        ui('senderCountry'),
        draft.senderCountry,
        [
          ['us', ui('countryUs')],
          ['mx', ui('countryMx')],
        ],
        (v) => update({ senderCountry: v }),
      )}
      {select(
        'documentLanguage',
        ui('documentLanguage'),
        draft.documentLanguage,
        [
          ['en', ui('languageEn')],
          ['es', ui('languageEs')],
          ['both', ui('languageBoth')],
        ],
        (v) => update({ documentLanguage: v }),
      )}
      {select(
        'currency',
        ui('currency'),
        draft.currency,
        [
          ['USD', ui('currencyUSD')],
          ['MXN', ui('currencyMXN')],
        ],
        (v) => update({ currency: v }),
      )}
      {select(
        'paper',
        ui('paper'),
        draft.paper,
        [
          ['letter', ui('paperLetter')],
          ['a4', ui('paperA4')],
        ],
        (v) => update({ paper: v }),
      )}
      {draft.senderCountry === 'mx' && (
        <div className="sm:col-span-2">
          {check('notCfdiLine', ui('notCfdiLine'), draft.notCfdiLine !== false, (v) =>
            update({ notCfdiLine: v }),
          )}
        </div>
      )}
    </div>,
  );
}

/** The sender and the client: name, address, tax id (and the sender's régimen in Mexico). */
export function PartiesSections(props: SectionProps & { clientPicker?: ReactNode }) {
  const { draft, update, ui } = props;
  const { text, select, fieldset } = controls(props);
  const mexican = draft.senderCountry === 'mx';
  const from = (change: Partial<Draft['from']>) =>
    update((d) => ({ from: { ...d.from, ...change } }));
  const billTo = (change: Partial<Draft['billTo']>) =>
    update((d) => ({ billTo: { ...d.billTo, ...change } }));
  /** E-mail and phone of a party, side by side. */
  const contact = (
    id: 'from' | 'billTo',
    party: Draft['billTo'],
    change: (c: Partial<Draft['billTo']>) => void,
  ) => (
    <div className="grid gap-4 sm:grid-cols-2">
      {text(`${id}-email`, ui('email'), party.email ?? '', (v) => change({ email: v }), {
        optional: true,
        type: 'email',
        autoComplete: id === 'from' ? 'email' : 'off',
      })}
      {text(`${id}-phone`, ui('phone'), party.phone ?? '', (v) => change({ phone: v }), {
        optional: true,
        type: 'tel',
        autoComplete: id === 'from' ? 'tel' : 'off',
      })}
    </div>
  );
  return (
    <>
      {fieldset(
        ui('fromTitle'),
        <>
          {text('from-name', ui('name'), draft.from.name, (v) => from({ name: v }), {
            autoComplete: 'organization',
          })}
          {text('from-address', ui('address'), draft.from.address, (v) => from({ address: v }), {
            multiline: true,
          })}
          {text(
            'from-taxId',
            mexican ? ui('taxIdMx') : ui('taxIdUs'),
            draft.from.taxId,
            (v) => from({ taxId: v }),
            { optional: true, hint: mexican ? undefined : ui('einHint') },
          )}
          {mexican && <RegimeSelect {...props} />}
          {contact('from', draft.from, from)}
        </>,
      )}
      {fieldset(
        ui('billToTitle'),
        <>
          {props.clientPicker}
          {clientCountryOf(draft) === 'mx' && <ConstanciaButton update={update} ui={ui} />}
          {text('billTo-name', ui('name'), draft.billTo.name, (v) => billTo({ name: v }))}
          {text(
            'billTo-address',
            ui('address'),
            draft.billTo.address,
            (v) => billTo({ address: v }),
            {
              multiline: true,
            },
          )}
          {select(
            'clientCountry',
            ui('clientCountry'),
            clientCountryOf(draft),
            [
              ['mx', ui('countryMx')],
              ['us', ui('countryUs')],
              ['other', ui('countryOther')],
            ],
            (v) => update({ clientCountry: v }),
          )}
          {text(
            'billTo-taxId',
            clientCountryOf(draft) === 'mx' ? ui('taxIdMx') : ui('taxIdClient'),
            draft.billTo.taxId,
            (v) => billTo({ taxId: v }),
            { optional: true },
          )}
          {contact('billTo', draft.billTo, billTo)}
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
  // The catalogue comes with the form's Mexican rules (./mexican-rules.ts), just after the page.
  const catalogue = useMexicanRules(true);
  const code = catalogue?.regimeCode(typed) ?? null;
  const options: [string, string][] = [
    ['', ui('regimeNone')],
    ...(catalogue?.REGIMES.map((r): [string, string] => [r[0], catalogue.regimeLabel(r)]) ?? []),
  ];
  if (typed && !code) options.push([typed, typed]);
  return select(
    'from-regime',
    ui('regime'),
    code ?? typed,
    options,
    (v) => update((d) => ({ from: { ...d.from, regime: v } })),
    ui('regimeHint'),
  );
}

/** The document's number (with the next one suggested), issue date and payment terms. */
export function NumberSection(
  props: SectionProps & { last: string | null; suggest: () => string },
) {
  const { draft, update, ui, fieldError, last, suggest } = props;
  const { text, select, fieldset } = controls(props);
  const kind = kindOf(draft);
  const date = (id: 'issueDate' | 'dueDate' | 'validUntil', label: string) => (
    <Field
      id={id}
      label={label}
      error={fieldError(id)}
      optionalLabel={id === 'validUntil' ? ui('optional') : undefined}
    >
      {(aria) => (
        <Input
          {...aria}
          id={id}
          type="date"
          value={draft[id] ?? ''}
          onChange={(e) => update({ [id]: e.currentTarget.value })}
        />
      )}
    </Field>
  );
  const numberLabel = {
    invoice: ui('number'),
    quote: ui('numberQuote'),
    receipt: ui('numberReceipt'),
  }[kind];
  return fieldset(
    ui('numberTitle'),
    <>
      <div>
        {text('number', numberLabel, draft.number, (v) => update({ number: v }))}
        <div className="mt-2 flex flex-wrap items-center gap-3">
          <button
            type="button"
            className={smallButton}
            onClick={() => update({ number: suggest() })}
          >
            {ui('suggestNumber')}
          </button>
          {last && <span className="text-sm text-muted">{ui('lastNumber', { number: last })}</span>}
        </div>
      </div>
      {text('poNumber', ui('poNumber'), draft.poNumber ?? '', (v) => update({ poNumber: v }), {
        optional: true,
      })}
      <div className="grid gap-4 sm:grid-cols-2">
        {date('issueDate', ui('issueDate'))}
        {kind === 'quote' && date('validUntil', ui('validUntil'))}
        {kind === 'invoice' &&
          select(
            'terms',
            ui('terms'),
            draft.terms,
            [
              ['receipt', ui('termsReceipt')],
              ['net15', ui('termsNet15')],
              ['net30', ui('termsNet30')],
              ['net60', ui('termsNet60')],
              ['date', ui('termsDate')],
            ],
            (v) => update({ terms: v }),
          )}
        {kind === 'invoice' && draft.terms === 'date' && date('dueDate', ui('dueDate'))}
      </div>
    </>,
  );
}

/** Bank, account or CLABE (a Mexican sender's names its bank as it is typed), link and notes. */
export function PaymentSection(props: SectionProps) {
  const { draft, update, ui } = props;
  const { text, fieldset } = controls(props);
  const bank = useClabeBank(draft.payment.clabe, ui, draft.senderCountry === 'mx');
  const payment = (change: Partial<Draft['payment']>) =>
    update((d) => ({ payment: { ...d.payment, ...change } }));
  return fieldset(
    ui('paymentTitle'),
    <>
      {text('payment-bank', ui('bank'), draft.payment.bank, (v) => payment({ bank: v }), {
        optional: true,
      })}
      {text('payment-clabe', ui('clabe'), draft.payment.clabe, (v) => payment({ clabe: v }), {
        optional: true,
        hint: bank,
      })}
      {text('payment-link', ui('paymentLink'), draft.payment.link, (v) => payment({ link: v }), {
        optional: true,
      })}
      {text('notes', ui('notes'), draft.notes, (v) => update({ notes: v }), {
        multiline: true,
        optional: true,
      })}
      {text('termsNote', ui('termsNote'), draft.termsNote ?? '', (v) => update({ termsNote: v }), {
        multiline: true,
        optional: true,
      })}
    </>,
  );
}
