import { e2eProject } from './project.ts';

/** The suites that change the administrator's sign-in, against a single-machine process of their own (`accountSuites`). */
export default e2eProject('e2e-account', './support/global-setup.ts', 'account');
