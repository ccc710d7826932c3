// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { takeOverPrerendered } from './first-html';

/** A page as the server sends it: the login prerendered for `company`, at `address`. */
function page(address: string, company: string | null = 'ast') {
  window.history.replaceState(null, '', address);
  document.documentElement.className = '';
  document.body.innerHTML = company
    ? `<div id="root" data-prerendered="login:${company}"><div class="page-root login"><h1>Accedi all'area clienti</h1></div></div>`
    : '<div id="root"><div class="app-loading"></div></div>';
}

const rootHtml = () => document.getElementById('root')!.innerHTML;

afterEach(() => {
  localStorage.clear();
  document.cookie = 'sportello_consent=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
});

describe('taking over the login page prerendered in the HTML', () => {
  it.each([
    ['/login', 'ast', '/login'],
    ['/login?company=sgr', 'sgr', '/login?company=sgr'],
    ['/login?company=SOL', 'sol', '/login?company=SOL'],
    // The index route sends a visitor without a session to /login: done before the router starts.
    ['/', 'ast', '/login'],
    ['/?company=mes', 'mes', '/login?company=mes'],
  ])('hydrates a first visit of %s (brand %s), at %s', (address, company, after) => {
    page(address, company);
    expect(takeOverPrerendered()).toBe(true);
    expect(window.location.pathname + window.location.search).toBe(after);
    expect(rootHtml()).toContain('Accedi');
  });

  it("a remembered brand without ?company= is not this visit's: the build's brand shows", () => {
    localStorage.setItem('_company', 'wdo');
    page('/login', 'ast');
    expect(takeOverPrerendered()).toBe(true);
  });

  it.each([
    ['a kept session (maybe logged in)', () => localStorage.setItem('sessionId', 'abc'), '/login'],
    [
      'a message left for the login page',
      () => localStorage.setItem('errorMessage', 'Login scaduto'),
      '/login',
    ],
    [
      'a cookie choice recorded (no banner)',
      () => (document.cookie = 'sportello_consent=x; path=/'),
      '/login',
    ],
    ['a deep link', () => undefined, '/login?action=invoice&id=3'],
    ['another brand in the address', () => undefined, '/login?company=sgr'],
    ['another page', () => undefined, '/password-dimenticata'],
  ])('renders anew, the markup removed, with %s', (_what, arrange, address) => {
    arrange();
    page(address, 'ast');
    document.documentElement.classList.add('resuming', 'consented');
    expect(takeOverPrerendered()).toBe(false);
    expect(rootHtml()).toBe('');
    // What the page's inline script hid is no longer hidden: the app's own render shows.
    expect(document.documentElement.className).toBe('');
    expect(window.location.pathname + window.location.search).toBe(address);
  });

  it('leaves a page without prerendered markup as it is (the loading animation)', () => {
    page('/dashboard', null);
    expect(takeOverPrerendered()).toBe(false);
    expect(rootHtml()).toContain('app-loading');
  });
});
