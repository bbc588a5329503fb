/**
 * Clicks before the page is interactive. The presets, "Add a line" and "Download PDF" are submit
 * buttons of one empty GET form (EARLY_FORM, rendered by the server: ./EarlyForm.tsx): once the page is hydrated their click handlers do
 * the job in place (and prevent the submission); clicked before, the browser submits the form,
 * which reloads the page with `?early=<action>`, and the generator does the action as soon as it
 * has read the saved drafts. Only the action's name is in the address, never anything typed.
 */
export const EARLY_FORM = 'invoice-early-actions';

/** The attributes that make a button one of the form's submit buttons. */
export const earlyButton = (action: string) =>
  ({ type: 'submit', form: EARLY_FORM, name: 'early', value: action }) as const;

/** The action asked for before hydration, removed from the address so a reload does not repeat it. */
export function takeEarlyAction(): string | null {
  const params = new URLSearchParams(window.location.search);
  const action = params.get('early');
  if (!action) return null;
  params.delete('early');
  const rest = params.toString();
  window.history.replaceState(
    window.history.state,
    '',
    `${window.location.pathname}${rest ? `?${rest}` : ''}${window.location.hash}`,
  );
  return action;
}
