/**
 * The registrations' writes as mutations over the contract's calls: a buyer, a supplier's
 * application, a manufacturer request. A refusal's field errors are the form's to show
 * (`settle` gives them back); the message was the presenter's.
 */
import { useMemo } from 'react';
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

/** The look-ups the registration forms make as the user asks (a popup's search, a duplicate check). */
export function useRegistrationLookups() {
  const api = useApi();
  return useMemo(
    () => ({
      loginIdDuplicate: (loginId: string) => api.accounts.loginIdDuplicate({ query: { loginId } }),
      companies: (cpNm: string) => api.accounts.buyerCompanies({ query: { cpNm } }),
      departments: (cpCd: string, dpNm: string) => api.accounts.departments({ params: { cpCd }, query: { dpNm } }),
      supplierDuplicates: (bizRegNo: string) => api.accounts.supplierDuplicates({ query: { bizRegNo } }),
      manufacturers: (mfcpCustNm: string) => api.search.manufacturers({ query: { mfcpCustNm, pageSize: 50 } }),
      sourcingPersons: (userNm: string, itmClsfCd: string) =>
        api.search.anonymousSourcingPersons({ query: { userNm, itmClsfCd } }),
    }),
    [api],
  );
}
