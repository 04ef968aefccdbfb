import { SystemHome } from '../SystemHome';

/** The BY system's home. */
export default function Home() {
  return <SystemHome system="BY" />;
}
