import { sql } from 'kysely';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  accountDataRequestSchema,
  bankAccountChangeRequestSchema,
  billingOptionsRequestSchema,
  createRequestResponseSchema,
  emailInvoiceRequestSchema,
  errorBodySchema,
  getRequestResponseSchema,
  getRequestsQuerySchema,
  getRequestsResponseSchema,
  idParam,
  informationRequestSchema,
  installmentsRequestSchema,
  REQUEST_TYPES,
  shippingAddressRequestSchema,
} from '@sportello/contract';
import {
  isValidBic,
  isValidHomePhone,
  isValidIban,
  isValidMobilePhone,
  isValidOwnerTaxCode,
  MESSAGES,
  normalizeBic,
  normalizeIban,
} from '@sportello/domain';
import { checkAddress } from '../../adapters/address-embedded';
import type { Db } from '../../db/index';
import { badRequest, conflict, notFound } from '../../errors';
import { sessionOf } from '../../plugins/session';
import {
  accessibleCustomerIds,
  contractForKey,
  customerIdForKey,
  customerScope,
} from '../../services/access';
import { invoiceFor } from '../../services/erp/invoices';
import {
  assertContactChangesVerified,
  assertNoBankDebitChangeInProgress,
  assertNoInstallmentRequestInProgress,
  assertNoRegistryChangeInProgress,
  newTicketKey,
  OPEN_STATUSES,
  REGISTRY_PHASE_IN_PROGRESS,
  REQUEST_MESSAGES,
  requestRows,
  toRequest,
} from '../../services/erp/requests';
import type { SessionContext } from '../../services/session-store';

const errors = {
  400: errorBodySchema,
  401: errorBodySchema,
  403: errorBodySchema,
  404: errorBodySchema,
  409: errorBodySchema,
};

interface NewRequest {
  customerId: number;
  contractId?: number | null;
  invoiceId?: number | null;
  type: string;
  phase: string;
  status: string;
  payload: Record<string, unknown>;
}

/**
 * Creates a request under a per-customer lock, after `check` (the "in progress" rules) has
 * passed inside the same transaction, so two concurrent requests cannot both get through.
 */
export async function createRequest(
  db: Db,
  session: SessionContext,
  req: NewRequest,
  check?: (tx: Db) => Promise<void>,
  apply?: (tx: Db) => Promise<void>,
) {
  const id = await db.transaction().execute(async (tx) => {
    await sql`select pg_advisory_xact_lock(${req.customerId}::integer, 5)`.execute(tx);
    if (check) await check(tx);
    const row = await tx
      .insertInto('customer_requests')
      .values({
        ticket_key: newTicketKey(),
        customer_id: req.customerId,
        contract_id: req.contractId ?? null,
        invoice_id: req.invoiceId ?? null,
        user_id: session.userId,
        request_type: req.type,
        phase_code: req.phase,
        status: req.status,
        payload: JSON.stringify(req.payload),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    if (apply) await apply(tx);
    return row.id;
  });
  const row = await requestRows(db).where('customer_requests.id', '=', id).executeTakeFirstOrThrow();
  return { createRequestResponse: toRequest(row) };
}

const requestRoutes: FastifyPluginAsyncZod = async (app) => {
  const post = { preHandler: app.requireUser };
  const schemaFor = (summary: string, body: object) => ({
    tags: ['Erp'],
    summary,
    body,
    response: { 201: createRequestResponseSchema, ...errors },
  });

  app.post(
    '/requests/information',
    {
      ...post,
      schema: schemaFor('Richiesta di informazioni', informationRequestSchema) as {
        body: typeof informationRequestSchema;
      },
    },
    async (request, reply) => {
      const session = sessionOf(request);
      const b = request.body.informationRequest;
      const customerId = await customerIdForKey(app.db, session, b.customerKey, 'change');
      let contractId: number | null = null;
      if (b.contractKey) {
        const contract = await contractForKey(app.db, session, b.contractKey, 'change');
        if (contract.customer_id !== customerId)
          throw badRequest('Il contratto non appartiene al cliente indicato');
        contractId = contract.id;
      }
      reply.status(201);
      return createRequest(app.db, session, {
        customerId,
        contractId,
        type: REQUEST_TYPES.information,
        phase: 'IN010',
        status: 'Aperto',
        payload: { subject: b.subject, message: b.message },
      });
    },
  );

  app.post(
    '/requests/installments',
    {
      ...post,
      schema: schemaFor('Richiesta di rateizzazione di una bolletta', installmentsRequestSchema) as {
        body: typeof installmentsRequestSchema;
      },
    },
    async (request, reply) => {
      const session = sessionOf(request);
      const b = request.body.installmentsRequest;
      const contract = await contractForKey(app.db, session, b.contractKey, 'pay');
      const invoice = await invoiceFor(app.db, session, b.invoiceId, new Date());
      if (invoice.contract.id !== contract.id)
        throw badRequest('La bolletta non appartiene al contratto indicato');
      if (invoice.paymentLevel === 'Pagata')
        throw conflict(REQUEST_MESSAGES.invoiceAlreadyPaid, 'already_paid');
      if (invoice.installments.length)
        throw conflict(REQUEST_MESSAGES.invoiceAlreadyInInstallments, 'already_in_installments');
      if (!invoice.installmentsRequestable) throw badRequest(REQUEST_MESSAGES.installmentWindowClosed);
      reply.status(201);
      return createRequest(
        app.db,
        session,
        {
          customerId: contract.customer_id,
          contractId: contract.id,
          invoiceId: invoice.id,
          type: REQUEST_TYPES.installments,
          phase: 'RA010',
          status: 'Aperto',
          payload: {
            invoiceKey: invoice.key,
            numberOfInstallments: b.numberOfInstallments,
            amount: invoice.amountToPay,
            note: b.note ?? null,
          },
        },
        (tx) => assertNoInstallmentRequestInProgress(tx, invoice.id),
      );
    },
  );

  app.post(
    '/requests/emailInvoice',
    {
      ...post,
      schema: schemaFor(
        'Attiva o disattiva la bolletta via e-mail (Bolletta Click)',
        emailInvoiceRequestSchema,
      ) as { body: typeof emailInvoiceRequestSchema },
    },
    async (request, reply) => {
      const session = sessionOf(request);
      const b = request.body.emailInvoiceRequest;
      const contract = await contractForKey(app.db, session, b.contractKey, 'change');
      if (contract.status !== 'Attivo') throw badRequest(REQUEST_MESSAGES.inactiveContract);
      reply.status(201);
      return createRequest(
        app.db,
        session,
        {
          customerId: contract.customer_id,
          contractId: contract.id,
          type: REQUEST_TYPES.emailInvoice,
          phase: 'BC010',
          status: 'In lavorazione',
          payload: { enabled: b.enabled, email: b.email ?? null },
        },
        async (tx) => {
          const open = await tx
            .selectFrom('customer_requests')
            .select('id')
            .where('contract_id', '=', contract.id)
            .where('request_type', '=', REQUEST_TYPES.emailInvoice)
            .where('status', 'in', OPEN_STATUSES)
            .executeTakeFirst();
          if (open) throw conflict(REQUEST_MESSAGES.emailInvoiceInProgress, 'request_in_progress');
        },
      );
    },
  );

  app.post(
    '/requests/billingOptions',
    {
      ...post,
      schema: schemaFor('Modifica le opzioni di fatturazione', billingOptionsRequestSchema) as {
        body: typeof billingOptionsRequestSchema;
      },
    },
    async (request, reply) => {
      const session = sessionOf(request);
      const b = request.body.billingOptionsRequest;
      const contract = await contractForKey(app.db, session, b.contractKey, 'change');
      if (contract.status !== 'Attivo') throw badRequest(REQUEST_MESSAGES.inactiveContract);
      reply.status(201);
      return createRequest(app.db, session, {
        customerId: contract.customer_id,
        contractId: contract.id,
        type: REQUEST_TYPES.billingOptions,
        phase: 'OF010',
        status: 'Aperto',
        payload: { invoiceFormat: b.invoiceFormat ?? null, frequency: b.frequency ?? null },
      });
    },
  );

  app.post(
    '/requests/shippingAddress',
    {
      ...post,
      schema: schemaFor(
        "Modifica l'indirizzo di spedizione delle bollette",
        shippingAddressRequestSchema,
      ) as { body: typeof shippingAddressRequestSchema },
    },
    async (request, reply) => {
      const session = sessionOf(request);
      const b = request.body.shippingAddressRequest;
      const contract = await contractForKey(app.db, session, b.contractKey, 'change');
      const a = b.shippingAddress;
      const check = checkAddress({
        streetGeneric: a.streetGeneric,
        streetName: a.streetName,
        civicNumber: a.civicNumber,
        city: a.city,
        province: a.province,
        postalCode: a.postalCode,
      });
      if (!check.valid)
        throw badRequest('Indirizzo non valido: verificare comune, CAP e via', {
          shippingAddress: 'Indirizzo non valido',
        });
      reply.status(201);
      const address = {
        ...a,
        istatCode: a.istatCode ?? check.istatCode ?? undefined,
        locality: a.locality ?? a.city,
      };
      return createRequest(
        app.db,
        session,
        {
          customerId: contract.customer_id,
          contractId: contract.id,
          type: REQUEST_TYPES.shippingAddress,
          // Registered at once (the next bill goes there) and in the back office's hands until
          // it is confirmed: the customer sees it "in lavorazione".
          phase: 'IS010',
          status: 'In lavorazione',
          payload: { shippingAddress: address, score: check.score },
        },
        (tx) => assertNoRegistryChangeInProgress(tx, contract.customer_id),
        async (tx) => {
          // The shipping address takes effect at once (the next invoice is sent there).
          await tx
            .updateTable('contracts')
            .set({
              ship_street_generic: address.streetGeneric,
              ship_street_name: address.streetName,
              ship_civic_number: address.civicNumber,
              ship_civic_number_ext: address.civicNumberExt ?? null,
              ship_city: address.city,
              ship_province: address.province,
              ship_postal_code: address.postalCode,
              ship_locality: address.locality ?? null,
              ship_istat_code: address.istatCode ?? null,
              ship_country: 'IT',
              ship_floor: address.floor ?? null,
              ship_building: address.building ?? null,
              ship_flat_number: address.flatNumber ?? null,
            })
            .where('id', '=', contract.id)
            .execute();
        },
      );
    },
  );

  app.post(
    '/requests/bankAccountChange',
    {
      ...post,
      schema: schemaFor(
        'Attiva, cambia o revoca la domiciliazione bancaria (SDD)',
        bankAccountChangeRequestSchema,
      ) as { body: typeof bankAccountChangeRequestSchema },
    },
    async (request, reply) => {
      const session = sessionOf(request);
      const b = request.body.bankAccountChangeRequest;
      const contract = await contractForKey(app.db, session, b.contractKey, 'change');
      if (b.action !== 'Revoke') {
        const fields: Record<string, string> = {};
        // SEPA Direct Debit: the account must be in a SEPA country.
        if (!isValidIban(b.iban, { sepaOnly: true })) fields.iban = MESSAGES.ibanInvalid;
        if (b.bic && !isValidBic(b.bic)) fields.bic = MESSAGES.bicInvalid;
        if (!b.accountHolder) fields.accountHolder = "Inserire l'intestatario del conto";
        if (!isValidOwnerTaxCode(b.accountHolderFiscalCode))
          fields.accountHolderFiscalCode = MESSAGES.ownerTaxCodeInvalid;
        if (Object.keys(fields).length) throw badRequest(Object.values(fields)[0]!, fields);
      } else if (contract.payment_method !== 'SDD') {
        throw badRequest('Il contratto non ha una domiciliazione bancaria da revocare');
      }
      const sddStatus =
        b.action === 'Activate'
          ? 'AttivazioneInCorso'
          : b.action === 'Revoke'
            ? 'RevocaInCorso'
            : 'VariazioneInCorso';
      reply.status(201);
      return createRequest(
        app.db,
        session,
        {
          customerId: contract.customer_id,
          contractId: contract.id,
          type: REQUEST_TYPES.bankAccountChange,
          phase: 'SDD010',
          status: 'In lavorazione',
          payload: {
            action: b.action,
            iban: b.iban ? normalizeIban(b.iban) : null,
            bic: b.bic ? normalizeBic(b.bic) : null,
            accountHolder: b.accountHolder ?? null,
            accountHolderFiscalCode: b.accountHolderFiscalCode?.toUpperCase() ?? null,
          },
        },
        (tx) => assertNoBankDebitChangeInProgress(tx, contract.id),
        async (tx) => {
          await tx
            .updateTable('contracts')
            .set({ sdd_status: sddStatus })
            .where('id', '=', contract.id)
            .execute();
        },
      );
    },
  );

  app.post(
    '/requests/accountData',
    {
      ...post,
      schema: schemaFor('Modifica i dati di contatto e i consensi privacy', accountDataRequestSchema) as {
        body: typeof accountDataRequestSchema;
      },
    },
    async (request, reply) => {
      const session = sessionOf(request);
      const b = request.body.accountDataRequest;
      const fields: Record<string, string> = {};
      if (b.phoneMobile !== undefined && !isValidMobilePhone(b.phoneMobile))
        fields['accountDataRequest.phoneMobile'] = MESSAGES.mobilePhoneInvalid;
      if (b.phoneHome !== undefined && !isValidHomePhone(b.phoneHome))
        fields['accountDataRequest.phoneHome'] = MESSAGES.phoneInvalid;
      if (Object.keys(fields).length) throw badRequest(Object.values(fields)[0]!, fields);
      const customerId = await customerIdForKey(app.db, session, b.customerKey, 'change');
      const { customerKey: _key, ...changes } = b;
      reply.status(201);
      return createRequest(
        app.db,
        session,
        {
          customerId,
          type: REQUEST_TYPES.accountData,
          phase: REGISTRY_PHASE_IN_PROGRESS,
          status: 'In lavorazione',
          payload: changes,
        },
        async (tx) => {
          await assertNoRegistryChangeInProgress(tx, customerId);
          // Spec section 4: a new e-mail or phone is verified with an OTP before the change.
          await assertContactChangesVerified(tx, session.userId!, customerId, changes);
        },
        async (tx) => {
          // Contact data and consents apply at once; the back office confirms the registry change.
          await tx
            .updateTable('customers')
            .set({
              ...(changes.email !== undefined ? { email: changes.email } : {}),
              ...(changes.phoneMobile !== undefined ? { phone_mobile: changes.phoneMobile } : {}),
              ...(changes.phoneHome !== undefined ? { phone_home: changes.phoneHome } : {}),
              ...(changes.privacyCompany !== undefined ? { privacy_company: changes.privacyCompany } : {}),
              ...(changes.privacyOthers !== undefined ? { privacy_others: changes.privacyOthers } : {}),
            })
            .where('id', '=', customerId)
            .execute();
        },
      );
    },
  );

  app.get(
    '/requests',
    {
      preHandler: app.requireUser,
      schema: {
        tags: ['Erp'],
        summary: 'Richieste per tipo, contratto e cliente (dalla più recente)',
        querystring: getRequestsQuerySchema,
        response: { 200: getRequestsResponseSchema, ...errors },
      },
    },
    async (request) => {
      const session = sessionOf(request);
      const { requestType, contractKey, customerKey, pagingTake, pagingSkip } = request.query;
      const ids = await customerScope(app.db, session, customerKey);
      if (ids.length === 0) return { getRequestsResponse: { requests: [], total: 0 } };
      let rows = requestRows(app.db).where('customer_requests.customer_id', 'in', ids);
      let count = app.db.selectFrom('customer_requests').where('customer_requests.customer_id', 'in', ids);
      if (contractKey) {
        const contract = await contractForKey(app.db, session, contractKey);
        rows = rows.where('customer_requests.contract_id', '=', contract.id);
        count = count.where('customer_requests.contract_id', '=', contract.id);
      }
      if (requestType) {
        rows = rows.where('customer_requests.request_type', '=', requestType);
        count = count.where('customer_requests.request_type', '=', requestType);
      }
      const [list, n] = await Promise.all([
        rows
          .orderBy('customer_requests.created_at', 'desc')
          .orderBy('customer_requests.id', 'desc')
          .limit(pagingTake)
          .offset(pagingSkip)
          .execute(),
        count.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
      ]);
      return { getRequestsResponse: { requests: list.map(toRequest), total: Number(n.n) } };
    },
  );

  app.get(
    '/requests/:id',
    {
      preHandler: app.requireUser,
      schema: {
        tags: ['Erp'],
        summary: 'Una richiesta',
        params: idParam,
        response: { 200: getRequestResponseSchema, ...errors },
      },
    },
    async (request) => {
      const ids = await accessibleCustomerIds(app.db, sessionOf(request));
      if (ids.length === 0) throw notFound('Richiesta non trovata');
      const row = await requestRows(app.db)
        .where('customer_requests.id', '=', request.params.id)
        .where('customer_requests.customer_id', 'in', ids)
        .executeTakeFirst();
      if (!row) throw notFound('Richiesta non trovata');
      return { getRequestResponse: toRequest(row) };
    },
  );
};

export default requestRoutes;
