import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from './helper';

describe('Erp requests: every kind, the "in progress" rules, the instalment window', () => {
  const t = useTestApp();
  let session = '';
  beforeAll(async () => {
    session = await t().login('demo.ast');
  });
  const post = (kind: string, body: unknown, s = session) =>
    t().request('POST', `/Erp/v1/requests/${kind}`, { session: s, body });

  /** The real bpm check: start it, read the OTP from the outbox, verify it (spec section 4). */
  const verifyContact = async (
    kind: 'email' | 'phone',
    value: string,
    accountNumber: string,
    s = session,
  ): Promise<void> => {
    const start =
      kind === 'email'
        ? await t().request('POST', '/services/rest/bpm/v1/email-check', {
            session: s,
            body: { emailCheckRequest: { email: value, company: 'ast', accountNumber } },
          })
        : await t().request('POST', '/services/rest/bpm/v1/phone-check', {
            session: s,
            body: { phoneCheckRequest: { phoneNum: value, company: 'ast', accountNumber } },
          });
    expect(start.statusCode).toBe(200);
    const { workflowId } = start.json()[kind === 'email' ? 'emailCheckResponse' : 'phoneCheckResponse'];
    const messages = (await t().request('GET', '/dev/outbox', { query: { to: value.trim() } })).json()
      .messages as { meta: { workflowId?: string; otpCode?: string } }[];
    const code = messages.find((m) => m.meta.workflowId === workflowId)!.meta.otpCode!;
    const ok = await t().request('POST', '/services/rest/bpm/v1/otp-verification', {
      session: s,
      body: { otpVerificationRequest: { workflowId, code } },
    });
    expect(ok.json().otpVerificationResponse).toMatchObject({ matches: true });
  };
  const CONTRACT = 'CTR-AST0001001-01';

  it('creates an information request with a requestId > 0, phase and status, and lists it', async () => {
    const res = await post('information', {
      informationRequest: {
        customerKey: 'AST0001001',
        contractKey: CONTRACT,
        subject: 'Bolletta',
        message: 'Vorrei una copia.',
      },
    });
    expect(res.statusCode).toBe(201);
    const r = res.json().createRequestResponse;
    expect(r.requestId).toBeGreaterThan(0);
    expect(r).toMatchObject({
      requestType: 'Informazioni',
      PhaseCode: 'IN010',
      Status: 'Aperto',
      contractKey: CONTRACT,
    });
    expect(r.ticketKey).toMatch(/^RIC-\d{4}-[0-9A-F]{8}$/);
    const byType = (
      await t().request('GET', '/Erp/v1/requests', { session, query: { requestType: 'Informazioni' } })
    ).json().getRequestsResponse;
    expect(byType.requests[0].id).toBe(r.id);
    expect(byType.total).toBe(2);
    const byContract = (
      await t().request('GET', '/Erp/v1/requests', { session, query: { contractKey: CONTRACT } })
    ).json().getRequestsResponse;
    expect(byContract.requests.every((x: { contractKey: string }) => x.contractKey === CONTRACT)).toBe(true);
    expect(
      (await t().request('GET', `/Erp/v1/requests/${r.id}`, { session })).json().getRequestResponse.ticketKey,
    ).toBe(r.ticketKey);
    const empty = await post('information', {
      informationRequest: { customerKey: 'AST0001001', subject: '  ', message: 'x' },
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error.message).toBe('Inserire oggetto');
  });

  it('accepts an instalment request only inside the window, once', async () => {
    const outstanding = (
      await t().request('GET', '/Erp/v1/invoices', {
        session,
        query: { outstandingOnly: 'true', pagingTake: '100' },
      })
    ).json().getInvoicesResponse.invoices as {
      id: number;
      paymentLevel: string;
      dueDate: string;
      installmentsRequestable: boolean;
    }[];
    const overdue = outstanding
      .filter((i) => i.paymentLevel === 'Scaduta')
      .sort((a, b) => b.dueDate.localeCompare(a.dueDate));
    const [recent, old] = overdue;
    expect(recent!.installmentsRequestable).toBe(true);
    expect(old!.installmentsRequestable).toBe(false);
    const before = await t().db.selectFrom('customer_requests').select('id').execute();
    const late = await post('installments', {
      installmentsRequest: { invoiceId: old!.id, contractKey: CONTRACT },
    });
    expect(late.statusCode).toBe(400);
    expect(late.json().error.message).toBe(
      'Non è più possibile richiedere la rateizzazione di questa bolletta',
    );
    expect(await t().db.selectFrom('customer_requests').select('id').execute()).toHaveLength(before.length);

    const ok = await post('installments', {
      installmentsRequest: { invoiceId: recent!.id, contractKey: CONTRACT, numberOfInstallments: 3 },
    });
    expect(ok.statusCode).toBe(201);
    expect(ok.json().createRequestResponse).toMatchObject({
      requestType: 'Rateizzazione',
      invoiceId: recent!.id,
    });
    const again = await post('installments', {
      installmentsRequest: { invoiceId: recent!.id, contractKey: CONTRACT },
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe(
      'È già in corso una richiesta di rateizzazione per questa bolletta',
    );
    const rated = outstanding.find((i) => i.paymentLevel === 'Rateizzata')!;
    expect(
      (await post('installments', { installmentsRequest: { invoiceId: rated.id, contractKey: CONTRACT } }))
        .statusCode,
    ).toBe(409);
    expect(
      (
        await post('installments', {
          installmentsRequest: { invoiceId: recent!.id, contractKey: CONTRACT, numberOfInstallments: 40 },
        })
      ).statusCode,
    ).toBe(400);
  });

  it('e-mail invoice: one request at a time, and bollettaclick-can-change follows', async () => {
    expect(
      (await post('emailInvoice', { emailInvoiceRequest: { contractKey: CONTRACT, enabled: true } })).json()
        .error.message,
    ).toBe("Inserire l'indirizzo e-mail");
    const ok = await post('emailInvoice', {
      emailInvoiceRequest: { contractKey: CONTRACT, enabled: true, email: 'mario.rossi@example.it' },
    });
    expect(ok.statusCode).toBe(201);
    expect(
      (await post('emailInvoice', { emailInvoiceRequest: { contractKey: CONTRACT, enabled: false } }))
        .statusCode,
    ).toBe(409);
    const can = (
      await t().request('GET', '/Erp/v1/contracts/bollettaclick-can-change', {
        session,
        query: { contractKey: CONTRACT },
      })
    ).json();
    expect(can.bollettaclickCanChangeResponse.canChange).toBe(false);
  });

  it('billing options need at least one option', async () => {
    expect(
      (await post('billingOptions', { billingOptionsRequest: { contractKey: CONTRACT } })).statusCode,
    ).toBe(400);
    const ok = await post('billingOptions', {
      billingOptionsRequest: { contractKey: CONTRACT, invoiceFormat: 'Dettagliata' },
    });
    expect(ok.json().createRequestResponse.requestType).toBe('OpzioniFatturazione');
  });

  it('shipping address: checked with the address service and applied to the contract', async () => {
    const bad = await post('shippingAddress', {
      shippingAddressRequest: {
        contractKey: CONTRACT,
        shippingAddress: {
          streetGeneric: 'Via',
          streetName: 'Xyzzy',
          civicNumber: '1',
          city: 'Qwertyville',
          province: 'ZZ',
          postalCode: '99999',
        },
      },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.message).toMatch(/Indirizzo non valido/);
    const notItaly = await post('shippingAddress', {
      shippingAddressRequest: {
        contractKey: CONTRACT,
        shippingAddress: {
          streetGeneric: 'Rue',
          streetName: 'de Rivoli',
          civicNumber: '1',
          city: 'Paris',
          province: 'PA',
          postalCode: '75001',
          country: 'FR',
        },
      },
    });
    expect(notItaly.json().error.message).toBe('Sono ammessi solo indirizzi in Italia');
    const ok = await post('shippingAddress', {
      shippingAddressRequest: {
        contractKey: CONTRACT,
        shippingAddress: {
          streetGeneric: 'Via',
          streetName: 'Po',
          civicNumber: '10',
          city: 'Torino',
          province: 'to',
          postalCode: '10124',
          floor: '2',
        },
      },
    });
    expect(ok.statusCode).toBe(201);
    const contract = (
      await t().request('GET', `/Erp/v1/contracts/${CONTRACT}`, { session, query: { useExtKey: 'true' } })
    ).json().getContractResponse;
    expect(contract.shippingAddress).toMatchObject({
      streetName: 'Po',
      civicNumber: '10',
      city: 'Torino',
      province: 'TO',
      istatCode: '001272',
      floor: '2',
    });
  });

  it('bank debit: IBAN and holder validated; a second change while one is in progress is refused', async () => {
    const bad = await post('bankAccountChange', {
      bankAccountChangeRequest: {
        contractKey: CONTRACT,
        iban: 'IT00X0000000000000000000000',
        accountHolder: 'Mario Rossi',
        accountHolderFiscalCode: 'RSSMRA80A01H501U',
      },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields.iban).toBe('IBAN non valido');
    const ok = await post('bankAccountChange', {
      bankAccountChangeRequest: {
        contractKey: CONTRACT,
        iban: 'IT60 X054 2811 1010 0000 0123 456',
        accountHolder: 'Mario Rossi',
        accountHolderFiscalCode: 'rssmra80a01h501u',
      },
    });
    expect(ok.statusCode).toBe(201);
    expect(ok.json().createRequestResponse).toMatchObject({
      requestType: 'GestioneSDD',
      details: { action: 'Change', iban: 'IT60X0542811101000000123456' },
    });
    const contract = (
      await t().request('GET', `/Erp/v1/contracts/${CONTRACT}`, { session, query: { useExtKey: 'true' } })
    ).json().getContractResponse;
    expect(contract.banking.sddStatus).toBe('VariazioneInCorso');
    const again = await post('bankAccountChange', {
      bankAccountChangeRequest: { contractKey: CONTRACT, action: 'Revoke' },
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe(
      'È già in corso una variazione della domiciliazione bancaria per questo contratto',
    );
  });

  it('account data: applied, then registry change in progress (IR010) refuses the next one', async () => {
    expect(
      (await post('accountData', { accountDataRequest: { customerKey: 'AST0001001' } })).statusCode,
    ).toBe(400);
    expect(
      (
        await post('accountData', {
          accountDataRequest: { customerKey: 'AST0001001', email: 'non-una-mail' },
        })
      ).json().error.message,
    ).toBe('Indirizzo e-mail non valido');
    await verifyContact('email', ' mario.nuovo@example.it ', 'AST0001001');
    const ok = await post('accountData', {
      accountDataRequest: {
        customerKey: 'AST0001001',
        email: ' mario.nuovo@example.it ',
        privacyOthers: true,
      },
    });
    expect(ok.statusCode).toBe(201);
    expect(ok.json().createRequestResponse).toMatchObject({
      requestType: 'Var_Anagrafica',
      PhaseCode: 'IR010',
    });
    const customer = await t()
      .db.selectFrom('customers')
      .selectAll()
      .where('key', '=', 'AST0001001')
      .executeTakeFirstOrThrow();
    expect(customer).toMatchObject({ email: 'mario.nuovo@example.it', privacy_others: true });
    const again = await post('accountData', {
      accountDataRequest: { customerKey: 'AST0001001', phoneMobile: '+39 333 1234567' },
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.code).toBe('registry_change_in_progress');
  });

  it('account data: a new e-mail or phone without a verified OTP is refused and changes nothing', async () => {
    const s = await t().login('demo.ast.azienda');
    const requestsBefore = await t().db.selectFrom('customer_requests').select('id').execute();
    const email = await post(
      'accountData',
      { accountDataRequest: { customerKey: 'AST0001002', email: 'nuova.amministrazione@example.it' } },
      s,
    );
    expect(email.statusCode).toBe(409);
    expect(email.json().error).toMatchObject({
      code: 'contact_not_verified',
      message:
        "Per modificare l'indirizzo e-mail verificalo prima con il codice che ti abbiamo inviato per e-mail",
    });
    // A verified number is not another number.
    await verifyContact('phone', '+39 335 5550999', 'AST0001002', s);
    const phone = await post(
      'accountData',
      { accountDataRequest: { customerKey: 'AST0001002', phoneMobile: '+39 335 5550777' } },
      s,
    );
    expect(phone.statusCode).toBe(409);
    expect(phone.json().error.code).toBe('contact_not_verified');
    expect(phone.json().error.message).toMatch(/verificalo prima con il codice/);
    // Someone else's verification does not count either (demo.ast verified mario.nuovo@ above).
    const theirs = await post(
      'accountData',
      { accountDataRequest: { customerKey: 'AST0001002', email: 'mario.nuovo@example.it' } },
      s,
    );
    expect(theirs.statusCode).toBe(409);
    expect(await t().db.selectFrom('customer_requests').select('id').execute()).toHaveLength(
      requestsBefore.length,
    );
    const customer = await t()
      .db.selectFrom('customers')
      .selectAll()
      .where('key', '=', 'AST0001002')
      .executeTakeFirstOrThrow();
    expect(customer).toMatchObject({
      email: 'amministrazione@officinebianchi.example.it',
      phone_mobile: '+39 335 5550102',
    });
    // Unchanged contacts need no code; the verified number (written any way) goes through.
    const ok = await post(
      'accountData',
      {
        accountDataRequest: {
          customerKey: 'AST0001002',
          email: 'Amministrazione@officinebianchi.example.it',
          phoneMobile: '335 555 0999',
        },
      },
      s,
    );
    expect(ok.statusCode).toBe(201);
  });

  it('the demo variazione customer has both changes in progress already', async () => {
    const s = await t().login('demo.ast.variazione');
    const a = await post(
      'accountData',
      { accountDataRequest: { customerKey: 'AST0001005', phoneHome: '011 1234567' } },
      s,
    );
    expect(a.statusCode).toBe(409);
    const b = await post(
      'bankAccountChange',
      { bankAccountChangeRequest: { contractKey: 'CTR-AST0001005-01', action: 'Revoke' } },
      s,
    );
    expect(b.statusCode).toBe(409);
    const list = (
      await t().request('GET', '/Erp/v1/requests', { session: s, query: { requestType: 'GestioneSDD' } })
    ).json().getRequestsResponse;
    expect(list.requests[0].Status).toBe('In lavorazione');
  });
});
