import { SystemHome } from '../SystemHome';

/** The PO system's home. */
export default function Home() {
  return <SystemHome system="PO" />;
}
