/**
 * SP return and exchange requests (menu SP-RTN, program SPRTN001): the requests addressed to the
 * supplier's company, decided in their detail (approve, reject with a reason, complete). The screen is common/returns/ReturnRequests.
 */
import { ReturnRequests } from './ReturnRequests';

export default function Returns() {
  return <ReturnRequests side="supplier" />;
}
