import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { lazy, Suspense, useEffect } from 'react';
import { Link, useParams } from 'react-router';
import { documentTitle } from '@shop/shared/shop';
import { PageLoading } from '../layout/layout.tsx';
import { usePreview } from '../../features/previews/api/preview.ts';

/**
 * The preview and its drawing come with the answer: this page's own code, which every
 * visit's route list names, stays as small as the not-found notice.
 */
const PreviewPage = lazy(() => import('./preview-page.tsx'));

/** `PREVIEW_NOT_FOUND` of the shop's page list, in the page's language. */
const NOT_FOUND_TITLE = msg`Preview not found`;
const NOT_FOUND_TEXT = msg`This preview does not exist. The link may be mistyped, or nobody opened it for 90 days.`;

/**
 * `/previews/{token}`: a piece as a shopper personalised it, opened from a shared link by
 * anyone, signed in or not (preview-page.tsx draws it).
 */
export default function PreviewRoute() {
  const { i18n } = useLingui();
  const { token = '' } = useParams();
  const query = usePreview(token);
  const preview = query.data;

  useEffect(() => {
    if (preview === null) document.title = documentTitle({ title: i18n._(NOT_FOUND_TITLE) });
  }, [preview, i18n]);

  if (preview === null) {
    return (
      <section className="mx-auto max-w-xl px-4 py-16 text-center">
        <h1 className="text-2xl font-semibold">{i18n._(NOT_FOUND_TITLE)}</h1>
        <p className="mt-2 text-stone-700">{i18n._(NOT_FOUND_TEXT)}</p>
        <Link to="/" className="mt-6 inline-block rounded bg-brand-700 px-4 py-2 text-white">
          <Trans>Return to Home</Trans>
        </Link>
      </section>
    );
  }
  if (!preview && !query.isError) return <PageLoading />;
  return (
    <Suspense fallback={<PageLoading />}>
      <PreviewPage preview={preview} onRetry={() => void query.refetch()} />
    </Suspense>
  );
}
