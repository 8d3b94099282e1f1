import { outOfDomainAnswer } from '@/lib/http/out-of-domain';

/** Outside this service's domain (a vendor storefront call): an empty result; see lib/http/out-of-domain.ts. */
export { outOfDomainAnswer as GET, outOfDomainAnswer as POST, outOfDomainAnswer as PUT, outOfDomainAnswer as DELETE };
