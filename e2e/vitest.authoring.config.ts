import { e2eProject } from './project.ts';

/** The suites that write content, against a single-machine process of their own (see `authoringSuites`). */
export default e2eProject('e2e-authoring', './support/global-setup.ts', 'authoring');
