'use client';

import { Component, type ReactNode } from 'react';

/** Renders nothing in place of children that threw (used only around the 404 status signal). */
export class IgnoreErrors extends Component<{ children: ReactNode }, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  render() {
    return this.state.failed ? null : this.props.children;
  }
}
