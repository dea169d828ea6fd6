import { lazy, type ComponentType } from 'react';
import { splitLanguage } from '@shop/shared/languages';
import type { MessagePart } from '../../lingui.config.ts';
import { currentI18n } from './i18n.ts';

type Loader<P> = () => Promise<{ default: ComponentType<P> }>;

/**
 * The messages of the parts a page draws (message-parts.ts, a module that comes with the first
 * page needing one), in the page's language. The server's render already holds every part.
 */
export function loadMessageParts(parts: readonly MessagePart[]): Promise<void> {
  if (import.meta.env.SSR || parts.length === 0) return Promise.resolve();
  const { language } = splitLanguage(window.location.pathname);
  return import('./message-parts.ts').then((module) =>
    module.loadMessageParts(parts, language, currentI18n()),
  );
}

/**
 * Loads a part that asks the shop together with TanStack Query and the query cache
 * (with-queries.tsx), and the messages of the parts it draws (`MESSAGE_PARTS` in
 * lingui.config.ts). Nothing the first visit draws before a tap asks the shop, so the cache's
 * code comes with the first page, collection or search form that does, not with the entry
 * (docs/decisions/0052).
 */
export function withQueriesLoader<P extends object>(
  load: Loader<P>,
  messageParts: readonly MessagePart[] = [],
): Loader<P> {
  return () =>
    Promise.all([load(), import('./with-queries.tsx'), loadMessageParts(messageParts)]).then(
      ([part, { withQueries }]) => ({ default: withQueries(part.default) }),
    );
}

/** `lazy` for a part that asks the shop (withQueriesLoader). */
export function lazyWithQueries<P extends object>(
  load: Loader<P>,
  messageParts: readonly MessagePart[] = [],
) {
  return lazy(withQueriesLoader(load, messageParts));
}
