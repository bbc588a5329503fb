'use client';

import { useEffect, useRef, useState, useSyncExternalStore, type MouseEvent } from 'react';
import {
  CloseButton,
  FieldGroup,
  emailInput,
  nameInput,
  phoneInput,
  TextField,
} from '@/components/forms/submission-parts';
import type { LeadFormProps, LeadState } from '@/lib/forms/constants';
import { withFormBoundary } from '@/components/forms/FormBoundary';
import * as LeadForm from '@/components/forms/lead-form';
import { requestSalesContact } from './action';

/** The form's rules, fetched once it is interactive. */
const schema = () => import('./schema').then((m) => m.salesContactSchema);

export const SALES_MODAL_CLOSE_MS = 2000;
const DIALOG_ID = 'sales-contact';
const noSubscription = () => () => {};

interface Props extends LeadFormProps {
  labels: Record<
    | 'open'
    | 'title'
    | 'subtitle'
    | 'name'
    | 'email'
    | 'phone'
    | 'phoneHint'
    | 'preferenceLegend'
    | 'preferPhone'
    | 'preferEmail'
    | 'smsDisclaimer'
    | 'submit'
    | 'submitEmail'
    | 'submitting'
    | 'successTitle'
    | 'close',
    string
  >;
}

/**
 * "Contact sales": a modal dialog (focus kept inside, Escape, overlay click and the close button
 * close it) with the spec's per-field validation. Without JavaScript the link opens it in place.
 */
function SalesContactDialog(props: Props) {
  const { labels } = props;
  const { state, pending, clear, typed, field, noticeRef, formProps } = LeadForm.useLeadForm(
    props,
    { action: requestSalesContact, schema, ids: 'sales' },
  );
  const dialogRef = useRef<HTMLDialogElement>(null);
  // Once the page runs, the dialog is a modal only: no longer shown in place as the link's target.
  const scripted = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
  // A first state that is not idle is the answer to a submission made without JavaScript.
  const [answeredWithoutJs] = useState(state.status !== 'idle');
  const [preferPhone, setPreferPhone] = useState(typed.preferPhone !== 'false');
  // Answers are told apart by identity (a new state object each, see LeadState).
  const [handled, setHandled] = useState<LeadState>(state);
  const [dismissed, setDismissed] = useState<LeadState>();

  // A new answer from the server: on success, close after 2 s and start again from an empty form.
  if (state !== handled) {
    setHandled(state);
    setPreferPhone(typed.preferPhone !== 'false');
  }
  const showSuccess = state.status === 'success' && dismissed !== state;

  useEffect(() => {
    if (!showSuccess) return;
    const timer = setTimeout(() => {
      dialogRef.current?.close();
      setDismissed(state);
    }, SALES_MODAL_CLOSE_MS);
    return () => clearTimeout(timer);
  }, [showSuccess, state]);

  // The link works at every moment: before the page runs it shows the dialog in place (its
  // target); from then on it opens the modal, also for a visit that arrived at its target.
  useEffect(() => {
    function openFromLink() {
      const dialog = dialogRef.current;
      if (window.location.hash === `#${DIALOG_ID}` && dialog && !dialog.open) dialog.showModal();
    }
    openFromLink();
    window.addEventListener('hashchange', openFromLink);
    return () => window.removeEventListener('hashchange', openFromLink);
  }, []);

  function open(e: MouseEvent<HTMLAnchorElement>) {
    const dialog = dialogRef.current;
    if (!dialog?.isConnected) return; // not there yet: the link goes to it, and it opens from there
    e.preventDefault();
    dialog.showModal();
  }

  function onDialogClick(e: MouseEvent<HTMLDialogElement>) {
    if (e.target === e.currentTarget) dialogRef.current?.close(); // the overlay around the panel
  }

  function onClose() {
    if (state.status !== 'idle') setDismissed(state);
    if (window.location.hash === `#${DIALOG_ID}`)
      window.history.replaceState(null, '', window.location.pathname + window.location.search);
  }

  return (
    <>
      <a href={`#${DIALOG_ID}`} onClick={open} aria-haspopup="dialog" className="btn-inverse mt-4">
        {labels.open}
      </a>
      <dialog
        ref={dialogRef}
        id={DIALOG_ID}
        data-scripted={scripted ? '' : undefined}
        aria-labelledby="sales-contact-title"
        open={answeredWithoutJs ? true : undefined}
        onClick={onDialogClick}
        onClose={onClose}
        className="m-auto max-h-[calc(100%-2rem)] w-[calc(100%-1.5rem)] max-w-lg overflow-y-auto rounded-2xl bg-white p-0 text-ink shadow-2xl"
      >
        <div className="p-6 sm:p-8">
          <div className="flex items-start justify-between gap-4">
            <h2 id="sales-contact-title" className="text-2xl font-bold">
              {labels.title}
            </h2>
            <CloseButton label={labels.close} onClick={() => dialogRef.current?.close()} />
          </div>
          {showSuccess ? (
            <LeadForm.Success
              noticeRef={noticeRef}
              className="mt-6 rounded-xl bg-green-50 p-6 text-center text-green-900"
            >
              <p className="text-lg font-semibold">{labels.successTitle}</p>
              <p className="mt-2">{state.message}</p>
            </LeadForm.Success>
          ) : (
            <>
              <p className="mt-2 text-muted">{labels.subtitle}</p>
              <form {...formProps} className="relative mt-6 space-y-4">
                <LeadForm.Basics locale={props.locale} />
                <LeadForm.ErrorNotice
                  state={state}
                  noticeRef={noticeRef}
                  hidden={dismissed === state}
                />
                <FieldGroup legend={labels.title} disabled={pending} className="space-y-4">
                  <TextField {...field('name', nameInput)} />
                  <TextField {...field('email', emailInput)} />
                  <TextField {...field('phone', phoneInput)} hint={labels.phoneHint} />
                  <fieldset>
                    <legend className="field-label">{labels.preferenceLegend}</legend>
                    <div className="grid grid-cols-2 gap-2 rounded-xl bg-slate-100 p-1">
                      {([true, false] as const).map((phone) => (
                        <label
                          key={String(phone)}
                          className="flex cursor-pointer items-center justify-center gap-2 rounded-lg px-3 py-2 text-sm font-medium text-slate-700 has-checked:bg-brand-700 has-checked:text-white has-checked:shadow has-focus-visible:outline-3 has-focus-visible:outline-brand-600"
                        >
                          <input
                            type="radio"
                            name="preferPhone"
                            value={String(phone)}
                            checked={preferPhone === phone}
                            onChange={() => {
                              setPreferPhone(phone);
                              clear('phone');
                            }}
                            className="sr-only"
                          />
                          {phone ? labels.preferPhone : labels.preferEmail}
                        </label>
                      ))}
                    </div>
                  </fieldset>
                  {preferPhone && (
                    <p className="text-xs leading-5 text-muted">{labels.smsDisclaimer}</p>
                  )}
                  <LeadForm.Submit
                    notice={props.notice}
                    label={preferPhone ? labels.submit : labels.submitEmail}
                    pendingLabel={labels.submitting}
                    className="btn-primary w-full"
                  />
                </FieldGroup>
              </form>
            </>
          )}
        </div>
      </dialog>
    </>
  );
}

/** The form, kept with what was typed when its submission gets no answer. */
export const SalesContactClient = withFormBoundary(SalesContactDialog);
