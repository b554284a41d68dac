import { e2eProject } from './project.ts';

/** The suites that write content, against a gateway topology of their own (see `authoringSuites`). */
export default e2eProject('e2e-gateway-authoring', './support/gateway-setup.ts', 'authoring');
