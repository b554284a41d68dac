import { Component, type ReactNode } from 'react';
import { GlobalErrorScreen } from '@/components/global-error-screen';

interface Props {
  children: ReactNode;
  /** A new value (the path, after navigating) clears the error and renders the children again. */
  resetKey?: string;
}

/**
 * Catches errors thrown while rendering and shows the global error screen. Reporting is not done here: the
 * root's `onCaughtError` sends every caught render error to the logger once, whichever boundary caught it.
 */
export class RenderErrorBoundary extends Component<Props, { error: unknown; resetKey?: string }> {
  override state: { error: unknown; resetKey?: string } = { error: undefined, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: unknown) {
    return { error: error ?? new Error() };
  }

  static getDerivedStateFromProps(props: Props, state: { error: unknown; resetKey?: string }) {
    return props.resetKey === state.resetKey ? null : { error: undefined, resetKey: props.resetKey };
  }

  override render() {
    if (this.state.error === undefined) return this.props.children;
    return <GlobalErrorScreen error={this.state.error} onReset={() => this.setState({ error: undefined })} />;
  }
}
