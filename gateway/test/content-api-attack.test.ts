import { describe } from 'vitest';
import { itAnswersApiAttacks } from '../../services/content/test/front-api-attacks.ts';
import { useContentGateway } from './support/content-site.ts';

/** The content API attacked by an outsider through nginx: path spellings, forged gateway-only headers, methods. */
const gateway = useContentGateway();

describe('the content API through nginx, attacked by an outsider', () => {
  itAnswersApiAttacks(() => gateway.topology.url);
});
