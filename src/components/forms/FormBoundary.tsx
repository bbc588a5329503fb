'use client';

import { Component, type ComponentType, type ReactNode } from 'react';
import type { LeadState } from '@/lib/forms/constants';

interface Props {
  /** The localized notice shown when the server could not be reached. */
  message: string;
  /**
   * The localized sentences the production server answers itself, in plain text, before the form
   * is read (scripts/request-gate.mjs): too many submissions at once (503), too many from the
   * visitor's connection (429), a body that took too long to arrive (408). When the answer is one
   * of them, it is shown instead of `message`.
   */
  serverMessages?: readonly (string | undefined)[];
  /** Renders the form, given the state to start from after a failure (what the visitor typed). */
  children: (restored: LeadState | undefined) => ReactNode;
}

interface State {
  failed: boolean;
  generation: number;
  restored?: LeadState;
}

/**
 * Keeps a form when its submission never got an answer (a dropped connection, a proxy's 502, a
 * server that failed before answering, or one too busy to take it): React hands such a failed
 * action to the nearest error boundary, which would otherwise be the whole page. This one renders
 * the form again, with everything the visitor typed and the localized notice, ready to be sent
 * again.
 */
export class FormBoundary extends Component<Props, State> {
  state: State = { failed: false, generation: 0 };
  private lastSubmission?: FormData;

  static getDerivedStateFromError(): Partial<State> {
    return { failed: true };
  }

  componentDidCatch(error: unknown) {
    // Next.js rejects the action with the server's sentence when it answered in plain text.
    const answer = (error as Error)?.message;
    const fromServer = this.props.serverMessages?.find(
      (sentence) => sentence && sentence === answer,
    );
    const message = fromServer ?? this.props.message;
    const values: Record<string, string> = {};
    for (const [key, value] of this.lastSubmission ?? [])
      if (typeof value === 'string') values[key] = value;
    this.setState((s) => ({
      failed: false,
      generation: s.generation + 1,
      restored: { status: 'error', message, values },
    }));
  }

  render() {
    if (this.state.failed) return null; // replaced at once by componentDidCatch
    return (
      <div
        key={this.state.generation}
        className="contents"
        onSubmitCapture={(e) => {
          if (e.target instanceof HTMLFormElement) this.lastSubmission = new FormData(e.target);
        }}
      >
        {this.props.children(this.state.restored)}
      </div>
    );
  }
}

/**
 * A feature's form wrapped in its FormBoundary: the boundary's notices are the form's own
 * `connectionLost` and `refused.busy`, `refused.tooMany` and `refused.slow` messages, and the form
 * starts from what the boundary restored.
 */
export function withFormBoundary<P extends { messages: Record<string, string> }>(
  Form: ComponentType<P & { initial?: LeadState }>,
) {
  return function FormWithBoundary(props: P) {
    return (
      <FormBoundary
        message={props.messages.connectionLost ?? ''}
        serverMessages={[
          props.messages['refused.busy'],
          props.messages['refused.tooMany'],
          props.messages['refused.slow'],
        ]}
      >
        {(restored) => <Form {...props} initial={restored} />}
      </FormBoundary>
    );
  };
}
