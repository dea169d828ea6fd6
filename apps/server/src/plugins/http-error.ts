/**
 * A refusal a feature means the caller to read: the error handler (error-handling.ts) answers
 * it with its status and `{ success: false, message }`, the message as it is. Anything else
 * thrown is a fault, answered 500 with no details.
 */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
  ) {
    super(message);
  }
}
