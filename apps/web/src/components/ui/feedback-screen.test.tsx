// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { sanitizeFeedbackHtml } from './feedback-screen';

describe('feedback description', () => {
  it('keeps simple formatting and safe links', () => {
    const html = sanitizeFeedbackHtml(
      '<p>Grazie, <strong>richiesta</strong> inviata. <a href="/dashboard">Home</a></p>',
    );
    expect(html).toBe('<p>Grazie, <strong>richiesta</strong> inviata. <a href="/dashboard">Home</a></p>');
  });

  it('removes scripts, handlers and dangerous links', () => {
    const html = sanitizeFeedbackHtml(
      '<p onclick="alert(1)">Ciao<script>alert(2)</script><img src=x onerror="alert(3)"><a href="javascript:alert(4)">x</a><a href="//evil.example">y</a></p>',
    );
    expect(html).not.toMatch(/script|onclick|onerror|javascript:|<img|evil/);
    expect(html).toContain('Ciao');
  });
});
