import type { APIRequestContext } from '@playwright/test';
import { expect, expectV2Failure, test } from '../support/api';
import { companyDetail, registerCompany, registration } from '../support/b2b';
import { lastInviteToken, messagesTo } from '../support/mail-outbox';
import { expectV2Success } from '../support/v2';

const setPassword = (api: APIRequestContext, token: string, password: string) =>
  api.post('/api/v2/commerce/b2b/set-password', { data: { token, password } });

test.describe('B2B invitations to set a password', () => {
  test('registration with inviteFirstUser sends one link that sets the password once', async ({ api }) => {
    const body = registration({ password: undefined, inviteFirstUser: true });
    const { detail } = await registerCompany(api, body);
    const [message] = messagesTo(body.email);
    expect(message).toMatchObject({ event: 'mail.b2bInvite', to: body.email, subject: 'Set your password' });
    expect(new URL(message.link).pathname).toBe('/set-password');
    const hours = (Date.parse(message.expiresAt) - Date.now()) / 3600_000;
    expect(hours).toBeGreaterThan(71);
    expect(hours).toBeLessThanOrEqual(72);
    const token = lastInviteToken(body.email)!;
    expect(token).toMatch(/^[\w-]{43}$/);

    // The password's rules are the registration's; a refused password leaves the link usable.
    const short = await expectV2Failure(await setPassword(api, token, 'short'), 400, 'VALIDATION_ERROR');
    expect(short.errors).toContain('password: must be at least 8 characters');
    expect(await expectV2Success(await setPassword(api, token, 'a-long-enough-secret'))).toBe(true);
    const again = await expectV2Failure(
      await setPassword(api, token, 'another-long-secret'),
      400,
      'VALIDATION_ERROR',
    );
    expect(again.errors).toEqual(['token: this link has already been used']);

    const history = await (await api.get(`/api/v2/commerce/b2b/${detail.id}/history`)).text();
    expect(history).toContain('user.password');
    expect(history).not.toContain('a-long-enough-secret');
  });

  test('a new invitation ends the earlier link; unknown users, tokens and a password with an invitation are refused', async ({
    api,
  }) => {
    const body = registration({ password: undefined, inviteFirstUser: true });
    const { detail } = await registerCompany(api, body);
    const first = lastInviteToken(body.email)!;
    const user = detail.users[0];
    const sent = await expectV2Success(
      await api.post(`/api/v2/commerce/b2b/${detail.id}/invite`, { data: {} }),
    );
    expect(sent).toEqual({ userId: user.id, email: body.email, expiresAt: expect.any(String) });
    expect(JSON.stringify(sent)).not.toContain(lastInviteToken(body.email)!);
    const second = lastInviteToken(body.email)!;
    expect(second).not.toBe(first);
    const old = await expectV2Failure(
      await setPassword(api, first, 'a-long-enough-secret'),
      400,
      'VALIDATION_ERROR',
    );
    expect(old.errors[0]).toMatch(/^token: this link is not valid/);
    expect(await expectV2Success(await setPassword(api, second, 'a-long-enough-secret'))).toBe(true);

    await expectV2Failure(
      await api.post(`/api/v2/commerce/b2b/${detail.id}/invite`, {
        data: { userId: '6f1c2b9e-1111-4222-8333-444455556666' },
      }),
      404,
      'NOT_FOUND',
    );
    await expectV2Failure(
      await setPassword(api, 'x'.repeat(43), 'a-long-enough-secret'),
      400,
      'VALIDATION_ERROR',
    );
    const both = await api.post('/api/v2/commerce/b2b/create', {
      data: registration({ inviteFirstUser: true }),
    });
    expect((await expectV2Failure(both, 400, 'VALIDATION_ERROR')).errors).toEqual([
      'inviteFirstUser: cannot be combined with password: the invited user sets their own',
    ]);
    expect((await companyDetail(api, detail.id)).users).toHaveLength(1);
  });
});
