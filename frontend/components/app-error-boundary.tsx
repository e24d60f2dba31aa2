import { router } from '@inertiajs/react';
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { ErrorScreen } from '@/components/error-screen';
import { handleFatalError } from '@/lib/client-errors';
import { useErrorScreen } from '@/lib/error-screen-store';

/** The first component named in React's stack: where the render failed. */
const componentOf = (info: ErrorInfo) => /^\s*at (\S+)/m.exec(info.componentStack ?? '')?.[1];

/** Catches render errors (fatal: the page cannot be shown) and hands them to handleFatalError. */
class RenderErrorBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  state = { failed: false };
  private stopListening: (() => void) | undefined;

  static getDerivedStateFromError() {
    return { failed: true };
  }

  componentDidMount() {
    // A new page gets a new chance.
    this.stopListening = router.on('navigate', () => this.setState({ failed: false }));
  }

  componentWillUnmount() {
    this.stopListening?.();
  }

  componentDidCatch(error: Error, info: ErrorInfo) {
    handleFatalError(error, 'render', { componentName: componentOf(info) });
  }

  render() {
    return this.state.failed ? null : this.props.children;
  }
}

/**
 * The page, or the error screen once an unhandled client error has replaced it. The page stays
 * mounted (hidden) under the screen: the router keeps swapping pages into it, so "Go Home" and
 * "Try Again" show the page they open (unmounted, the app came back with the page that broke).
 */
export function AppErrorBoundary({ children }: { children: ReactNode }) {
  const error = useErrorScreen();
  return (
    <>
      {error && <ErrorScreen status={0} message={error.message} standalone />}
      <div className={error ? 'hidden' : 'contents'}>
        <RenderErrorBoundary>{children}</RenderErrorBoundary>
      </div>
    </>
  );
}
