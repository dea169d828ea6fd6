/**
 * A refusal or a failure, such as the server's answer to a form, read out as soon as it shows.
 * Nothing is drawn while there is nothing to say. `className` places it (`mt-3`).
 */
export function Alert({ message, className = '' }: { message: string | undefined; className?: string }) {
  if (!message) return null;
  return (
    <p
      role="alert"
      className={`rounded-lg border border-rose-200 bg-rose-50 px-3 py-2 text-sm text-rose-800 ${className}`}
    >
      {message}
    </p>
  );
}
