import { Component, type ReactNode } from 'react';
import { PAGE_ERROR_TEXTS } from '@shop/shared/page-error';

/**
 * What a page that failed to draw shows in its place: what happened, and two ways on, the page
 * again and the app's first page (`home`: `/` for the storefront, `/admin/` for the back office).
 * Both are plain links, which load the app afresh whatever state broke the page. Only ever drawn
 * in the browser, after an error there.
 */
export function PageError({ home }: { home: string }) {
  return (
    <div role="alert" className="mx-auto max-w-xl px-4 py-16 text-center">
      <h1 className="text-2xl font-semibold">{PAGE_ERROR_TEXTS.title}</h1>
      <p className="mt-6 space-x-6 font-semibold text-brand-700 underline">
        <a href={window.location.href}>{PAGE_ERROR_TEXTS.reload}</a>
        <a href={home}>{PAGE_ERROR_TEXTS.home}</a>
      </p>
    </div>
  );
}

/**
 * Catches an error thrown while its children draw and shows `PageError` instead of a blank
 * page. A new `resetKey` (the page's path) draws the children again, so a shopper who goes on
 * to another page sees it. React Router's data mode has `errorElement` for this; the
 * storefront's declarative router has none, and react-error-boundary would cost its first visit
 * a kilobyte.
 */
export class PageErrorBoundary extends Component<
  { home: string; resetKey?: string; children: ReactNode },
  { failed: boolean }
> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidUpdate(previous: { resetKey?: string }) {
    if (this.state.failed && previous.resetKey !== this.props.resetKey) this.setState({ failed: false });
  }

  override render() {
    return this.state.failed ? <PageError home={this.props.home} /> : this.props.children;
  }
}
