import { Component, type ErrorInfo, type ReactNode } from 'react';
import { m } from '@shared/i18n/messages';

interface State {
  failed: boolean;
}

/** Last resort when a page fails to render or its code fails to load (a new release, say). */
export class ErrorBoundary extends Component<{ children: ReactNode; resetKey?: string }, State> {
  override state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error('Page failed to render', error, info.componentStack);
  }

  override componentDidUpdate(previous: { resetKey?: string }): void {
    if (this.state.failed && previous.resetKey !== this.props.resetKey) this.setState({ failed: false });
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <div className="mx-auto max-w-2xl px-4 py-16">
        <h1 className="text-3xl font-bold text-slate-900">{m.ui_error_title()}</h1>
        <p className="mt-3 text-slate-700">{m.ui_error_text()}</p>
        <button
          type="button"
          onClick={() => window.location.reload()}
          className="mt-6 rounded-md bg-brand-700 px-4 py-2 font-medium text-white hover:bg-brand-800"
        >
          {m.ui_error_reload()}
        </button>
      </div>
    );
  }
}
