import {
  twoFactorDisableResponseSchema,
  twoFactorEnableResponseSchema,
  twoFactorSetupResponseSchema,
  type TwoFactorCodeRequest,
  type TwoFactorEnableResponse,
  type TwoFactorSetupResponse,
} from '@codecourt/contracts';
import { api } from '@/lib/api-client';

/** POST /user/two-factor/setup: a new pending secret, shown this once. */
export async function setUpTwoFactor(): Promise<TwoFactorSetupResponse> {
  return twoFactorSetupResponseSchema.parse(await api.post<unknown>('/user/two-factor/setup'));
}

/** POST /user/two-factor/enable: on, with the ten recovery codes the server never shows again. */
export async function enableTwoFactor(code: string): Promise<TwoFactorEnableResponse> {
  const body: TwoFactorCodeRequest = { code };
  return twoFactorEnableResponseSchema.parse(await api.post<unknown>('/user/two-factor/enable', body));
}

/** POST /user/two-factor/disable with a current code or a recovery code. */
export async function disableTwoFactor(code: string): Promise<void> {
  const body: TwoFactorCodeRequest = { code };
  twoFactorDisableResponseSchema.parse(await api.post<unknown>('/user/two-factor/disable', body));
}
