import { describe, expect, it } from 'vitest';
import { redactUrl } from './logging';

describe('redactUrl', () => {
  it.each([
    ['/services/rest/portalapi/Core/v1/modules', '/services/rest/portalapi/Core/v1/modules'],
    [
      '/services/rest/portalapi/Core/v1/sessions/abcDEF_123',
      '/services/rest/portalapi/Core/v1/sessions/[redacted]',
    ],
    [
      '/services/rest/portalapi/Core/v1/links/9001?hashCode=Segreto',
      '/services/rest/portalapi/Core/v1/links/9001?hashCode=[redacted]',
    ],
    ['/dev/outbox?to=mario.rossi@example.it&channel=mail', '/dev/outbox?to=[redacted]&channel=[redacted]'],
    ['/dashboard?s=c2Vzc2lvbmU%3D', '/dashboard?s=[redacted]'],
    [
      '/services/rest/portalapi/Erp/v1/payments/gateway/tok_123/pay',
      '/services/rest/portalapi/Erp/v1/payments/gateway/[redacted]/pay',
    ],
    ['/login?', '/login?'],
  ])('%s → %s', (url, expected) => {
    expect(redactUrl(url)).toBe(expected);
  });
});
