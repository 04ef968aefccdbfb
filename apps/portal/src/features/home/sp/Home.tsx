import { SystemHome } from '../SystemHome';

/** The SP system's home. */
export default function Home() {
  return <SystemHome system="SP" />;
}
