import { describe, expect, it } from 'vitest';
import { consoleCall, operatorLogin } from './console-helper';
import { useTestApp } from './helper';

/**
 * The help contacts per brand (issue 21): an admin changes sol's phone and hours over the brand
 * registry's, the portal's get-help-contacts answers them to sol's sessions (ast's keep the
 * registry's), the change is audited with before and after, an agent is refused, and null goes
 * back to the registry.
 */

const t = useTestApp();

async function helpOf(company: string) {
  const session = await t().newSession(company);
  const res = await t().request('GET', '/Core/v1/helpContacts', { session });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().getHelpContactsResponse;
}

const registrySol = {
  phone: '800 100 800',
  hours: 'lun-ven 8:00-19:00, sab 9:00-12:00',
};

describe('help contacts per brand', () => {
  it('an admin changes sol’s phone and hours: the portal reads them, ast keeps the registry’s, audited', async () => {
    expect(await helpOf('sol')).toMatchObject({ success: true, ...registrySol });
    const admin = await operatorLogin(t(), 'demo.admin');
    const body = {
      phone: '06 1234 5678',
      hours: 'lun-sab 7:00-21:00',
      email: null,
      supportUrl: null,
      helpPageUrl: 'https://aiuto.sole.example.it/faq',
    };
    try {
      const set = await consoleCall(t(), 'PUT', '/brands/sol/help-contacts', admin, body);
      expect(set.statusCode, set.body).toBe(200);
      expect(set.json().help).toEqual(body);
      expect(set.json().helpDefault).toMatchObject(registrySol);

      const portal = await helpOf('sol');
      expect(portal).toMatchObject({
        phone: '06 1234 5678',
        hours: 'lun-sab 7:00-21:00',
        helpPageUrl: 'https://aiuto.sole.example.it/faq',
      });
      expect(portal.email).toMatch(/@/); // the registry's, not changed
      expect(await helpOf('ast')).toMatchObject({ phone: '800 100 200' });

      const [row] = await t()
        .db.selectFrom('operator_audit_log')
        .selectAll()
        .where('action', '=', 'brand.help-contacts')
        .orderBy('id', 'desc')
        .execute();
      expect(row).toMatchObject({
        actor: 'demo.admin',
        target_id: 'sol',
        company_code: 'sol',
        before: { phone: null, hours: null },
        after: { phone: '06 1234 5678', hours: 'lun-sab 7:00-21:00' },
      });

      const read = await consoleCall(t(), 'GET', '/brands/sol/settings', admin);
      expect(read.json().help.phone).toBe('06 1234 5678');
      const bad = await consoleCall(t(), 'PUT', '/brands/sol/help-contacts', admin, {
        ...body,
        phone: 'chiamaci',
        supportUrl: 'http://non-sicuro.example.it',
      });
      expect(bad.statusCode).toBe(400);
    } finally {
      const back = await consoleCall(t(), 'PUT', '/brands/sol/help-contacts', admin, {
        phone: null,
        hours: null,
        email: null,
        supportUrl: null,
        helpPageUrl: null,
      });
      expect(back.statusCode, back.body).toBe(200);
    }
    expect(await helpOf('sol')).toMatchObject(registrySol);
    expect(await t().db.selectFrom('brand_help_contacts').selectAll().execute()).toEqual([]);
  });

  it('an agent (of ast only) is refused for sol and for its own brand; a supervisor reads but does not change', async () => {
    const body = { phone: '800 000 000', hours: null, email: null, supportUrl: null, helpPageUrl: null };
    const agent = await operatorLogin(t(), 'demo.agente');
    expect((await consoleCall(t(), 'PUT', '/brands/sol/help-contacts', agent, body)).statusCode).toBe(403);
    expect((await consoleCall(t(), 'PUT', '/brands/ast/help-contacts', agent, body)).statusCode).toBe(403);
    const supervisor = await operatorLogin(t(), 'demo.supervisore');
    const read = await consoleCall(t(), 'GET', '/brands/sol/settings', supervisor);
    expect(read.json().help).toEqual({
      phone: null,
      hours: null,
      email: null,
      supportUrl: null,
      helpPageUrl: null,
    });
    expect((await consoleCall(t(), 'PUT', '/brands/sol/help-contacts', supervisor, body)).statusCode).toBe(
      403,
    );
    expect(await helpOf('sol')).toMatchObject(registrySol);
    // Without a session the portal's call is refused.
    expect((await t().request('GET', '/Core/v1/helpContacts')).statusCode).toBe(401);
  });
});
