import { route } from '@/lib/http/route';
import { keywordRedirections } from '@/lib/service/storefront/catalogue';

/** Extension (betterstorefront api/endpoints/keywords.ts): search keywords that redirect; none in this catalogue. */
export const GET = route({ wrapper: 'D' }, async () => keywordRedirections());
