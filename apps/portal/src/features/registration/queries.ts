/**
 * The registrations' writes as mutations over the contract's calls: a buyer, a supplier's
 * application, a manufacturer request. A refusal's field errors are the form's to show
 * (`settle` gives them back); the message was the presenter's.
 */
import { useMutation } from '@tanstack/react-query';
import type { CallInput, Contract } from '@mro/contract';
import { unwrap } from '../../http/result';
import { useApi } from '../../services/ServicesProvider';

type Body<C> = CallInput<C> extends { body?: infer B } ? NonNullable<B> : never;

export function useRegisterBuyer() {
  const api = useApi();
  return useMutation({
    mutationFn: async (body: Body<Contract['accounts']['registerBuyer']>) =>
      unwrap(await api.accounts.registerBuyer({ body })),
  });
}

export function useRegisterSupplier() {
  const api = useApi();
  return useMutation({
    mutationFn: async (body: Body<Contract['accounts']['registerSupplier']>) =>
      unwrap(await api.accounts.registerSupplier({ body })),
  });
}

export function useManufacturerRequest() {
  const api = useApi();
  return useMutation({
    mutationFn: async (body: Body<Contract['search']['manufacturerRequest']>) =>
      unwrap(await api.search.manufacturerRequest({ body })),
  });
}
