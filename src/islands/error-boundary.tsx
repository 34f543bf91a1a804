import { Component, type ErrorInfo, type ReactNode } from 'react';
import { useRouter } from 'waku';
import { unstable_getErrorInfo as getErrorInfo } from 'waku/minimal/client';

import { loadPageInFullOnce } from './reload-once';
import { stayOnCurrentPage } from './stay-on-current-page';
import { pageBeingLoaded } from './use-navigation-start';

type ErrorBoundaryProps = {
  children: ReactNode;
  fallback: (reset: () => void) => ReactNode;
  /** A change (the route) clears the error. */
  resetKey: string;
};

/**
 * The page's own code could not be fetched: Chrome, Firefox and Safari each word it their way. Offline
 * it is a page that could not be loaded; online its chunk is gone after a deploy, and the page loads in full.
 */
const isModuleUnreachable = (error: unknown) =>
  error instanceof TypeError && /imported module|module script failed/.test(error.message);

/** The page's payload, or its code while offline, could not be fetched at all: the visitor stays where they were. */
const isUnreachable = (error: unknown) =>
  getErrorInfo(error)?.unstable_networkError === true || (isModuleUnreachable(error) && !navigator.onLine);

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
class ErrorBoundary extends Component<ErrorBoundaryProps, ErrorBoundaryState> {
  override state: ErrorBoundaryState = { error: undefined, caught: false, reloading: false };

  static getDerivedStateFromError(error: unknown): ErrorBoundaryState {
    return { error, caught: true, reloading: isPayloadRefused(error) || (isModuleUnreachable(error) && navigator.onLine) };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    // The failed page, whether or not the router has moved to its address yet. As a
    // full page load the server answers with the whole document: the page itself if
    // the failure was passing, else its own error page inside header and footer. Once
    // per 10 s.
    if (this.state.reloading && !loadPageInFullOnce(pageBeingLoaded())) this.setState({ reloading: false });
    if (isUnreachable(error)) stayOnCurrentPage(error);
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
    if (this.state.reloading || isUnreachable(this.state.error)) return null;
    return this.props.fallback(this.reset);
  }
}

/** An ErrorBoundary that a new route clears. */
export function RouteErrorBoundary(props: Omit<ErrorBoundaryProps, 'resetKey'>) {
  return <ErrorBoundary {...props} resetKey={useRouter().path} />;
}
