/**
 * The GATEWAY_SECRET service fixtures are configured with: a test speaks as the gateway (role, forwarded address,
 * request id) by sending it as the gateway token, and as an outsider by leaving it out.
 */
export const testGatewaySecret = 'test-gateway-secret-0123456789abcdefghijklmnop';
