/**
 * Links into the buyer's return requests (decision 0071), for other screens (the goods receipts'
 * received line): the list with the new request's dialog open on that order line.
 */
export const BUYER_RETURN_LIST = '/by/return/list';

export const newReturnLink = (ordNo: string, lineNo: number | string): string =>
  `${BUYER_RETURN_LIST}?${new URLSearchParams({ ordNo, lineNo: String(lineNo) }).toString()}`;
