import { REQUEST_TYPES, type accountDataRequestSchema } from '@sportello/contract';
import { isValidHomePhone, isValidMobilePhone, MESSAGES } from '@sportello/domain';
import { badRequest } from '../../errors';
import { customerIdForKey } from '../../services/access';
import {
  assertContactChangesVerified,
  assertNoRegistryChangeInProgress,
  createRequest,
  REGISTRY_PHASE_IN_PROGRESS,
} from '../../services/erp/requests';
import type { Deps, NamedInput, UserActor } from '../context';
import type { CreatedRequest } from './request-information';

export type AccountDataInput = NamedInput<typeof accountDataRequestSchema, 'accountDataRequest'>;

/**
 * Changes a customer's contact data and privacy consents: they apply at once, and the back
 * office confirms the registry change. A new e-mail or phone must first be verified with its
 * OTP (spec section 4); not while another registry change is in progress.
 */
export async function changeAccountData(
  { db, config }: Deps,
  actor: UserActor,
  input: AccountDataInput,
): Promise<CreatedRequest> {
  const { session } = actor;
  const fields: Record<string, string> = {};
  if (input.phoneMobile !== undefined && !isValidMobilePhone(input.phoneMobile))
    fields['accountDataRequest.phoneMobile'] = MESSAGES.mobilePhoneInvalid;
  if (input.phoneHome !== undefined && !isValidHomePhone(input.phoneHome))
    fields['accountDataRequest.phoneHome'] = MESSAGES.phoneInvalid;
  if (Object.keys(fields).length) throw badRequest(Object.values(fields)[0]!, fields);
  const customerId = await customerIdForKey(db, session, input.customerKey, 'change');
  const { customerKey: _key, ...changes } = input;
  return createRequest(
    { db, config },
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
      await assertContactChangesVerified(tx, actor.userId, customerId, changes);
    },
    async (tx) => {
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
}
