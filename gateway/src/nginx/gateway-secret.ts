import { gatewaySecretCharacters, gatewaySecretMinLength } from '@portfolio/kit';

/** The nginx variable every proxied API request sends as the gateway token. */
export const gatewayTokenVariable = '$gateway_token';

/**
 * The http-level include that defines the gateway token: kept out of nginx.conf so that the configuration can be
 * rendered into an image at build time while the secret arrives at start (the container's environment, or the
 * local topology's generated secret), in a file only nginx's user can read.
 */
export function gatewaySecretConf(secret: string): string {
  if (secret.length < gatewaySecretMinLength || !gatewaySecretCharacters.test(secret)) {
    throw new Error(
      `GATEWAY_SECRET must be at least ${gatewaySecretMinLength} characters of letters, digits and + / = _ . ~ -`,
    );
  }
  return `map $host ${gatewayTokenVariable} {\n  default "${secret}";\n}\n`;
}
