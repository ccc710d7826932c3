import type { FastifyPluginAsync } from 'fastify';
import * as operations from '@sportello/contract/operations';
import { serve } from '../../plugins/operations';
import { requireSessionForTree } from '../../plugins/session';
import { codePepper } from '../../services/core/ownership';
import { startEmailCheck } from '../../use-cases/bpm/start-email-check';
import { startPhoneCheck } from '../../use-cases/bpm/start-phone-check';
import { verifyOtp } from '../../use-cases/bpm/verify-otp';

/** The bpm API area (/services/rest/bpm/v1): e-mail and phone checks with a 4-digit OTP. */
const bpmApi: FastifyPluginAsync = async (app) => {
  // Production without CODE_PEPPER stops here, at start.
  codePepper(app.config);
  requireSessionForTree(app);

  serve(app, operations.startEmailCheck, ({ deps, actor, body }) =>
    startEmailCheck(deps, actor, body.emailCheckRequest),
  );

  serve(app, operations.startPhoneCheck, ({ deps, actor, body }) =>
    startPhoneCheck(deps, actor, body.phoneCheckRequest),
  );

  serve(app, operations.verifyOtp, ({ deps, actor, body }) =>
    verifyOtp(deps, actor, body.otpVerificationRequest),
  );
};

export default bpmApi;
