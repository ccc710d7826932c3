import { REQUEST_TYPES, type bankAccountChangeRequestSchema } from '@sportello/contract';
import {
  isValidBic,
  isValidIban,
  isValidOwnerTaxCode,
  MESSAGES,
  normalizeBic,
  normalizeIban,
} from '@sportello/domain';
import { badRequest } from '../../errors';
import { contractForKey } from '../../services/access';
import { assertNoBankDebitChangeInProgress, createRequest } from '../../services/erp/requests';
import type { Deps, NamedInput, UserActor } from '../context';
import type { CreatedRequest } from './request-information';

export type BankAccountInput = NamedInput<typeof bankAccountChangeRequestSchema, 'bankAccountChangeRequest'>;

/**
 * Activates, changes or revokes a contract's direct debit (SEPA SDD): a SEPA IBAN, an optional
 * BIC, the holder and the holder's tax code; the contract's debit shows "in corso" at once.
 * One change per contract at a time.
 */
export async function changeBankAccount(
  { db, config }: Deps,
  actor: UserActor,
  input: BankAccountInput,
): Promise<CreatedRequest> {
  const { session } = actor;
  const contract = await contractForKey(db, session, input.contractKey, 'change');
  if (input.action !== 'Revoke') {
    const fields: Record<string, string> = {};
    // SEPA Direct Debit: the account must be in a SEPA country.
    if (!isValidIban(input.iban, { sepaOnly: true })) fields.iban = MESSAGES.ibanInvalid;
    if (input.bic && !isValidBic(input.bic)) fields.bic = MESSAGES.bicInvalid;
    if (!input.accountHolder) fields.accountHolder = "Inserire l'intestatario del conto";
    if (!isValidOwnerTaxCode(input.accountHolderFiscalCode))
      fields.accountHolderFiscalCode = MESSAGES.ownerTaxCodeInvalid;
    if (Object.keys(fields).length) throw badRequest(Object.values(fields)[0]!, fields);
  } else if (contract.payment_method !== 'SDD') {
    throw badRequest('Il contratto non ha una domiciliazione bancaria da revocare');
  }
  const sddStatus =
    input.action === 'Activate'
      ? 'AttivazioneInCorso'
      : input.action === 'Revoke'
        ? 'RevocaInCorso'
        : 'VariazioneInCorso';
  return createRequest(
    { db, config },
    session,
    {
      customerId: contract.customer_id,
      contractId: contract.id,
      type: REQUEST_TYPES.bankAccountChange,
      phase: 'SDD010',
      status: 'In lavorazione',
      payload: {
        action: input.action,
        iban: input.iban ? normalizeIban(input.iban) : null,
        bic: input.bic ? normalizeBic(input.bic) : null,
        accountHolder: input.accountHolder ?? null,
        accountHolderFiscalCode: input.accountHolderFiscalCode?.toUpperCase() ?? null,
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
}
