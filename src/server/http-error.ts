// An error a route throws to answer a client with a 4xx and a readable message (docs/api.md "Conventions").
import type { ContentfulStatusCode } from 'hono/utils/http-status';

export class HttpError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    message: string,
    readonly field?: string,
    readonly headers?: Record<string, string>,
  ) {
    super(message);
  }
}

export const signInRequired = () => new HttpError(401, 'Sign in required.');
