/**
 * BY return and exchange requests (menu BY-RTN, program BYRTN001): the buyer company's requests
 * to every supplier, with each supplier's decision. The screen is common/returns/ReturnRequests.
 */
import { ReturnRequests } from './ReturnRequests';

export default function Returns() {
  return <ReturnRequests side="buyer" />;
}
