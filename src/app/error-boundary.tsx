import { Component, type ErrorInfo, type ReactNode } from 'react';
import { ErrorMessage } from './error-message';

interface Props {
  children: ReactNode;
  /** When this value changes (e.g. the path), a caught error is cleared and children render again. */
  resetKey?: string;
}

interface State {
  error: boolean;
  resetKey?: string;
}

/** Shows the Spanish error message instead of a blank page when rendering throws. */
export class ErrorBoundary extends Component<Props, State> {
  state: State = { error: false, resetKey: this.props.resetKey };

  static getDerivedStateFromError(): Partial<State> {
    return { error: true };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return props.resetKey === state.resetKey ? null : { error: false, resetKey: props.resetKey };
  }

  componentDidCatch(error: Error, info: ErrorInfo) {
    console.error('Error no controlado:', error, info.componentStack);
  }

  render() {
    return this.state.error ? <ErrorMessage /> : this.props.children;
  }
}
