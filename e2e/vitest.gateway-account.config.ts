import { e2eProject } from './project.ts';

/** The suites that change the administrator's sign-in, against a gateway topology of their own (`accountSuites`). */
export default e2eProject('e2e-gateway-account', './support/gateway-setup.ts', 'account');
