import { SystemHome } from '../common/SystemHome';

/** The MP system's home. */
export default function Home() {
  return <SystemHome system="MP" />;
}
