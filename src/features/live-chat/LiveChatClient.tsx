'use client';

import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import {
  CloseButton,
  FieldGroup,
  FormNotice,
  emailInput,
  nameInput,
  TextField,
} from '@/components/forms/submission-parts';
import { icons } from '@/components/ui/icons';
import { LIMITS, type LeadFormProps, type LeadState } from '@/lib/forms/constants';
import { withFormBoundary } from '@/components/forms/FormBoundary';
import * as LeadForm from '@/components/forms/lead-form';
import { sendChatMessage } from './action';

/** The form's rules, fetched once it is interactive. */
const schema = () => import('./schema').then((m) => m.liveChatSchema);

type Labels = Record<
  | 'open'
  | 'close'
  | 'title'
  | 'greeting'
  | 'expectation'
  | 'name'
  | 'email'
  | 'message'
  | 'send'
  | 'sending'
  | 'another'
  | 'errorTitle',
  string
>;

/**
 * The live-chat widget: a disclosure (it opens and closes without JavaScript too) holding a
 * panel where the visitor leaves a message and an e-mail for the answer. The panel opens in the
 * page's flow, under its button, so it never covers other controls (nor one that has focus).
 */
function LiveChatPanel(props: LeadFormProps & { labels: Labels }) {
  const { labels } = props;
  const { state, pending, field, noticeRef, formProps } = LeadForm.useLeadForm(props, {
    action: sendChatMessage,
    schema,
    ids: 'chat',
  });
  const [open, setOpen] = useState(state.status !== 'idle');
  // "Send another message" after a success: the answer it followed (so the form shows again) and
  // a new key, so the form starts empty.
  const [another, setAnother] = useState<{ after: LeadState; key: number }>();
  const detailsRef = useRef<HTMLDetailsElement>(null);
  const summaryRef = useRef<HTMLElement>(null);
  const firstFieldRef = useRef<HTMLInputElement>(null);
  const showForm = state.status !== 'success' || another?.after === state;

  useEffect(() => {
    if (open && showForm) firstFieldRef.current?.focus();
  }, [open, showForm]);

  // Opened by a tap before the page could run (the browser opens a <details> by itself): the
  // page follows what the visitor sees.
  useEffect(() => {
    if (detailsRef.current?.open) setOpen(true);
  }, []);

  function onKeyDown(e: KeyboardEvent<HTMLDetailsElement>) {
    if (e.key === 'Escape' && detailsRef.current?.open) {
      e.stopPropagation();
      detailsRef.current.open = false;
      summaryRef.current?.focus();
    }
  }

  return (
    <details
      ref={detailsRef}
      open={open}
      onToggle={(e) => setOpen(e.currentTarget.open)}
      onKeyDown={onKeyDown}
      className="group mt-4"
    >
      <summary
        ref={summaryRef}
        className="btn-primary cursor-pointer list-none [&::-webkit-details-marker]:hidden"
      >
        <span className="[&>svg]:h-5 [&>svg]:w-5">{icons.chat}</span>
        {open ? labels.close : labels.open}
      </summary>
      <section
        aria-labelledby="chat-panel-title"
        className="mt-4 rounded-2xl border border-slate-200 bg-white p-5 shadow-lg"
      >
        <div className="flex items-start justify-between gap-3">
          <h2 id="chat-panel-title" className="text-lg font-semibold">
            {labels.title}
          </h2>
          <CloseButton
            label={labels.close}
            onClick={() => {
              if (detailsRef.current) detailsRef.current.open = false;
              summaryRef.current?.focus();
            }}
          />
        </div>
        <p className="mt-3 rounded-2xl rounded-tl-sm bg-brand-50 p-3 text-sm text-ink">
          {labels.greeting}
        </p>
        <p className="mt-2 text-xs text-muted">{labels.expectation}</p>
        {!showForm ? (
          <div className="mt-4 space-y-3">
            <FormNotice kind="success" noticeRef={noticeRef}>
              {state.message}
            </FormNotice>
            <button
              type="button"
              className="btn-secondary w-full"
              onClick={() => setAnother((a) => ({ after: state, key: (a?.key ?? 0) + 1 }))}
            >
              {labels.another}
            </button>
          </div>
        ) : (
          <form key={another?.key ?? 0} {...formProps} className="relative mt-4 space-y-3">
            <LeadForm.Basics locale={props.locale} />
            <LeadForm.ErrorNotice state={state} noticeRef={noticeRef} title={labels.errorTitle} />
            <FieldGroup legend={labels.title} disabled={pending} className="space-y-3">
              <TextField {...field('name', nameInput)} inputRef={firstFieldRef} required />
              <TextField {...field('email', emailInput)} required />
              <TextField
                {...field('message', { maxLength: LIMITS.message })}
                multiline
                required
                rows={3}
              />
              <LeadForm.Submit
                notice={props.notice}
                label={labels.send}
                pendingLabel={labels.sending}
                className="btn-primary w-full"
              />
            </FieldGroup>
          </form>
        )}
      </section>
    </details>
  );
}

/** The form, kept with what was typed when its submission gets no answer. */
export const LiveChatClient = withFormBoundary(LiveChatPanel);
