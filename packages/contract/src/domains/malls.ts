// The signed-in user's malls (decision 0037): the mall ids the route guard allows mall routes by.
import { call, domain, SIGNED_IN, type } from '../call.ts';

export interface Mall {
  mallId: string;
  /** In the caller's language. */
  mallNm: string;
}

export const malls = domain('malls', {
  list: call({
    method: 'GET',
    path: '/customer/malls',
    access: SIGNED_IN,
    summary: "The malls the user's company may use, in their order (spec 000 §6: the mall id list)",
    response: type<{ malls: Mall[] }>(),
  }),
});
