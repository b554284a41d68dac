import { describe } from 'vitest';
import { itRefusesAdminAttacks } from '../../content/test/front-admin-attacks.ts';
import { itRefusesGamesAndAiAttacks } from '../../content/test/front-games-ai-attacks.ts';
import { itAnswersApiAttacks } from '../../content/test/front-api-attacks.ts';
import { useDocumentsStandalone } from './documents-standalone.ts';

/** The content API attacked by an outsider through the single-machine dispatcher, as through nginx. */
const admin = { email: 'attack@example.com', password: 'a-content-api-attack-password' };
const url = useDocumentsStandalone({ admin });

describe('the content API through the dispatcher, attacked by an outsider', () => {
  itAnswersApiAttacks(url);
  itRefusesAdminAttacks(url, admin);
  itRefusesGamesAndAiAttacks(url, admin);
});
