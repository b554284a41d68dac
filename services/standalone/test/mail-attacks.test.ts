import { describe } from 'vitest';
import { itAnswersMailAttacks } from '../../mail/test/attack-fronts.ts';
import { useDocumentsStandalone } from './documents-standalone.ts';

/** The mail service attacked by an outsider through the single-machine dispatcher, as through nginx. */
const admin = { email: 'mail-attack@example.com', password: 'a-mail-attack-password' };
const url = useDocumentsStandalone({ admin });

describe('the mail service through the dispatcher, attacked by an outsider', () => {
  itAnswersMailAttacks(url, admin);
});
