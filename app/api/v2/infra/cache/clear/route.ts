import { route } from '@/lib/http/route';
import { clearServerCache } from '@/lib/service/infra';

/** The spec answers an empty JSON object; failures (401) still come in Wrapper D like every v2 call. */
export const GET = route({ wrapper: 'bare', failureWrapper: 'D' }, async () => clearServerCache());
