import { useMutation } from '@tanstack/react-query';
import { accountMessageResponseSchema, type ForgotPasswordRequest } from '@codecourt/contracts';
import { api } from '@/lib/api-client';

/** POST /user/forgot-password: the same neutral answer whether or not the address has an account. */
export async function forgotPassword(input: ForgotPasswordRequest): Promise<string> {
  return accountMessageResponseSchema.parse(await api.post<unknown>('/user/forgot-password', input)).message;
}

export function useForgotPassword() {
  return useMutation({ mutationFn: forgotPassword });
}
