import { e2eProject } from './project.ts';

/** The same browser suite against nginx in front of each service as its own process (`make start-gateway`). */
export default e2eProject('e2e-gateway', './support/gateway-setup.ts');
