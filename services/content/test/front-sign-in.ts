/** Signs the administrator in through a front and returns the session's cookie, as a `cookie` header carries it. */
export async function adminCookie(url: (path: string) => string, admin: { email: string; password: string }) {
  const login = await fetch(url('/api/admin/login'), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(admin),
  });
  if (login.status !== 200) throw new Error(`sign-in answered ${login.status}`);
  return login.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
}
