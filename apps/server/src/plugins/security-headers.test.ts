import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import securityHeadersPlugin, { API_POLICY, isJson, securityHeaders } from './security-headers';

const OPTIONS = {
  contentSecurityPolicy: { directives: { defaultSrc: ["'self'"], imgSrc: ["'self'", 'data:'] } },
};

/** The security headers of an answer (those helmet sets, by name). */
function policyOf(headers: Record<string, unknown>, names: string[]): Record<string, unknown> {
  return Object.fromEntries(
    names.filter((name) => headers[name] !== undefined).map((name) => [name, headers[name]]),
  );
}

describe('security headers', () => {
  it('gives JSON answers the REST set and every other answer all of helmet’s, a page’s own policy kept', async () => {
    const helmet = await securityHeaders(OPTIONS);
    const names = Object.keys(helmet);
    const app = Fastify();
    await app.register(securityHeadersPlugin, OPTIONS);
    app.get('/json', async () => ({ ok: true }));
    app.get('/page', async (_request, reply) => reply.type('text/html; charset=utf-8').send('<p>ciao</p>'));
    app.get('/own', async (_request, reply) =>
      reply
        .type('text/html')
        .header('content-security-policy', `${app.documentPolicy};x-test 'self'`)
        .send('<p>ciao</p>'),
    );
    app.get('/fails', async () => {
      throw new Error('no');
    });

    const json = await app.inject({ method: 'GET', url: '/json' });
    expect(policyOf(json.headers, names)).toEqual({
      'content-security-policy': API_POLICY,
      'cross-origin-resource-policy': 'same-origin',
      'referrer-policy': 'no-referrer',
      'strict-transport-security': helmet['strict-transport-security'],
      'x-content-type-options': 'nosniff',
      'x-frame-options': 'DENY',
    });
    for (const url of ['/fails', '/missing']) {
      const error = await app.inject({ method: 'GET', url });
      expect(error.headers['content-type']).toMatch(/^application\/json/);
      expect(policyOf(error.headers, names)).toEqual(policyOf(json.headers, names));
    }

    const page = await app.inject({ method: 'GET', url: '/page' });
    expect(policyOf(page.headers, names)).toEqual(helmet);
    expect(app.documentPolicy).toBe(helmet['content-security-policy']);

    const own = await app.inject({ method: 'GET', url: '/own' });
    expect(policyOf(own.headers, names)).toEqual({
      ...helmet,
      'content-security-policy': `${helmet['content-security-policy']};x-test 'self'`,
    });
    await app.close();
  });

  it.each([
    ['application/json; charset=utf-8', true],
    ['application/problem+json', true],
    ['Application/JSON', true],
    ['text/html; charset=utf-8', false],
    ['application/pdf', false],
    [undefined, false],
  ])('isJson(%s) is %s', (type, expected) => {
    expect(isJson(type)).toBe(expected);
  });
});
