/** A failed listing: its message and a Retry button. */
export function LoadError({
  message,
  onRetry,
  heading,
  retryLabel = 'Retry',
}: {
  message: string;
  onRetry: () => void;
  heading?: string;
  /** The button's word in the page's language, where the page has it. */
  retryLabel?: string;
}) {
  return (
    <div
      role="alert"
      className="mx-auto max-w-xl rounded-xl border border-rose-200 bg-rose-50 p-6 text-center"
    >
      {heading && <h2 className="mb-2 text-lg font-semibold text-rose-900">{heading}</h2>}
      <p className="text-rose-900">{message}</p>
      <button
        type="button"
        onClick={onRetry}
        className="mt-4 rounded-lg bg-rose-800 px-4 py-2 text-sm font-semibold text-white hover:bg-rose-900"
      >
        {retryLabel}
      </button>
    </div>
  );
}

export const CONNECTIVITY_MESSAGE = 'Cannot connect to server. Please ensure the backend is running.';

/** 'Failed to load products. Please try again later. Error: {reason or Unknown error}' */
export function listingErrorMessage(error: unknown): string {
  const reason = error instanceof Error && error.message ? error.message : 'Unknown error';
  return `Failed to load products. Please try again later. Error: ${reason}`;
}
