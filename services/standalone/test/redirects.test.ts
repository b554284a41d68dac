import { describe } from 'vitest';
import { itAnswersRedirects } from '../../content/test/front-redirects.ts';
import { useDocumentsStandalone } from './documents-standalone.ts';

/** Redirects and robots.txt through the single-machine dispatcher, as through nginx. */
const admin = { email: 'redirects@example.com', password: 'a-redirects-test-password' };
const url = useDocumentsStandalone({ admin });

describe('redirects through the dispatcher', () => {
  itAnswersRedirects(url, admin);
});
