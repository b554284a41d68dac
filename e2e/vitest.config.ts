import { e2eProject } from './project.ts';

/** The web app in Debian's Chromium against the real single-machine process (`make start`). */
export default e2eProject('e2e', './support/global-setup.ts');
