import { revalidatePath } from 'next/cache';
import { NextResponse } from 'next/server';
import { z } from 'zod';
import { runAction } from '@/lib/actions/run-action';
import { ApiError } from '@/lib/api/errors';
import { uploadProductMedia } from '@/lib/api/product-media';

/**
 * Image upload from the product page. A route handler rather than a server action: the browser posts
 * each file with XMLHttpRequest to show its upload progress. Same checks as a server action (session,
 * role `products` write); the file is forwarded to the service through lib/api, so the browser never
 * holds the service's token. Answers an ActionResult as JSON, with the service's status.
 */
export async function POST(request: Request, { params }: { params: Promise<{ id: string }> }) {
  const result = await runAction('products', 'write', async () => {
    const productId = z.uuid().parse((await params).id);
    const received = await request.formData().catch(() => {
      throw new ApiError(400, 'MALFORMED_BODY', 'The upload could not be read; try again.');
    });
    const form = new FormData();
    for (const file of received.getAll('file')) if (typeof file !== 'string') form.append('file', file, file.name);
    for (const field of ['altText', 'tag']) {
      const value = received.get(field);
      if (typeof value === 'string') form.append(field, value);
    }
    const created = await uploadProductMedia(productId, form);
    revalidatePath(`/catalogue/products/${productId}`);
    return created;
  });
  return NextResponse.json(result, { status: result.ok ? 200 : result.status });
}
