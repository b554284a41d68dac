/**
 * The name of one of our cookies for the way it is sent. Over TLS it carries the `__Host-` prefix: browsers keep
 * such a cookie only when it is Secure, has Path=/ and no Domain, so neither a page served over plain HTTP nor a
 * sibling subdomain can plant or shadow it. Over plain HTTP (a loopback trial) browsers would refuse the prefix,
 * so the bare name is used.
 */
export const cookieName = (base: string, secure: boolean) => (secure ? `__Host-${base}` : base);
