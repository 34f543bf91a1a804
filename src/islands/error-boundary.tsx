import { Component, type ErrorInfo, type ReactNode } from 'react';
import { unstable_getErrorInfo as getErrorInfo } from 'waku/minimal/client';

import { reloadCurrentPageOnce } from './reload-once';

type ErrorBoundaryProps = {
  children: ReactNode;
  fallback: (reset: () => void) => ReactNode;
  /** A change (e.g. the route) clears the error. */
  resetKey?: string;
  /** A page's payload could not be fetched at all (offline, connection dropped). */
  onPayloadUnreachable?: (error: unknown) => void;
};

const isNetworkError = (error: unknown) => getErrorInfo(error)?.unstable_networkError === true;

/** The server answered a page's payload with an error status (500, 503, 403…); 404s and redirects are the router's. */
const isPayloadRefused = (error: unknown) => {
  const info = getErrorInfo(error);
  return info?.status !== undefined && info.status !== 404 && !info.location;
};

type ErrorBoundaryState = { error: unknown; caught: boolean; reloading: boolean };

/**
 * Shows `fallback` when rendering below fails. Not-found and redirect errors
 * from the server are the router's to follow, so they pass through.
 */
export class ErrorBoundary extends Component<ErrorBoundaryProps, ErrorBoundaryState> {
  override state: ErrorBoundaryState = { error: undefined, caught: false, reloading: false };

  static getDerivedStateFromError(error: unknown): ErrorBoundaryState {
    return { error, caught: true, reloading: isPayloadRefused(error) };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    // The router has already moved to the failed address. As a full page load the
    // server answers with the whole document: the page itself if the failure was
    // passing, else its own error page inside header and footer. Once per 10 s.
    if (this.state.reloading && !reloadCurrentPageOnce()) this.setState({ reloading: false });
    if (isNetworkError(error) && this.props.onPayloadUnreachable) this.props.onPayloadUnreachable(error);
    else if (!getErrorInfo(error)) console.error('Page failed to render:', error, info.componentStack);
  }

  override componentDidUpdate(previous: ErrorBoundaryProps) {
    if (this.state.caught && previous.resetKey !== this.props.resetKey) this.reset();
  }

  reset = () => this.setState({ error: undefined, caught: false, reloading: false });

  override render() {
    if (!this.state.caught) return this.props.children;
    const info = getErrorInfo(this.state.error);
    if (info?.status === 404 || info?.location) throw this.state.error;
    // Nothing to show until the handler has taken the visitor back, or the reload is under way.
    if (this.state.reloading || (isNetworkError(this.state.error) && this.props.onPayloadUnreachable)) return null;
    return this.props.fallback(this.reset);
  }
}
