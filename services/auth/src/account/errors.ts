import { HttpError } from '@portfolio/kit';

/**
 * A wrong code on an admin route: 400 naming the field (`body.<field>`, as kit's validation names it), not a 401
 * the client would take for a sign-out.
 */
export const wrongCode = (path = 'body.code') =>
  new HttpError(400, 'invalid_code', 'The code is incorrect or was already used.', {
    details: [{ path, message: 'incorrect or already used' }],
  });

export const wrongPassword = (path: string) =>
  new HttpError(400, 'invalid_credentials', 'The password is incorrect.', {
    details: [{ path, message: 'incorrect' }],
  });

export const invalidLink = () =>
  new HttpError(400, 'invalid_token', 'This link is invalid, expired or was already used.', {
    details: [{ path: 'body.token', message: 'invalid, expired or already used' }],
  });
