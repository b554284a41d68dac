import { describe } from 'vitest';
import { itAnswersMailAttacks } from '../../services/mail/test/attack-fronts.ts';
import { useContentGateway } from './support/content-site.ts';
import { admin } from './support/topology.ts';

/** The mail service attacked by an outsider through nginx, as through the single-machine dispatcher. */
const gateway = useContentGateway();

describe('the mail service through nginx, attacked by an outsider', () => {
  itAnswersMailAttacks(() => gateway.topology.url, admin);
});
